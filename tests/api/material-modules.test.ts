import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type CallParams, type TestApp } from './harness.ts';
import { allRows, countRows, expectRefusal, PV_ORG, WIND_ORG } from './module-helpers.ts';
import { expectOk, submitStep } from './workflow-support.ts';

type Row = Record<string, any>;

/**
 * The tools and materials family (modules/mt*.json) against the real server: receipts with
 * server-computed amounts, requisitions approved by role, outbounds only against approved
 * requisitions, returns held to what is unreturned with the spec's messages, and the stock
 * list derived from the movements alone.
 */
describe('tools and materials modules', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let admin: string;
  let gaofeng: string;
  let warehouse: string;
  let gloves: string;
  let oil: string;

  const save = async (token: string, path: string, params: CallParams) => call(test.app, token, `mt/${path}/save.ajax`, { pkValue: -1, ...params });
  const saved = async (token: string, path: string, params: CallParams): Promise<string> => {
    const { body } = await save(token, path, params);
    if (body.state !== 0) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 600)}`);
    return body.value as string;
  };
  const find = async (path: string, key: string): Promise<Row> => (await call(test.app, manager, `mt/${path}/find.ajax`, { pkValue: key })).body.recorder as Row;
  const transition = (token: string, path: string, key: string, name: string) => call(test.app, token, `mt/${path}/transition.ajax`, { pkValue: key, transition: name });
  const stockOf = async (material: string): Promise<Row | undefined> => {
    const rows = await allRows(test.app, manager, 'mt/stock/tableList.ajax');
    return rows.find((row) => row.pkValue === `${warehouse}|${material}`)?.rowDatas;
  };

  async function receive(lines: Row[]): Promise<string> {
    return saved(manager, 'receipt', { warehouseId: warehouse, supplier: '张家口宏达机电设备有限公司', _children: JSON.stringify({ mtReceiptLine: lines }) });
  }

  /** The approval model (mtRequisition_approval): 张三 submits, 高峰 (the other 值长) reviews; 王海峰 (场长) approves. */
  async function approve(key: string): Promise<void> {
    expectOk(await submitStep(test.app, zhangsan, 'mtRequisition', key, true));
    expectOk(await submitStep(test.app, gaofeng, 'mtRequisition', key));
    expectOk(await submitStep(test.app, manager, 'mtRequisition', key));
  }

  async function approvedRequisition(material: string, qty: string): Promise<string> {
    const key = await saved(zhangsan, 'requisition', {
      warehouseId: warehouse,
      purpose: '12号风机半年定检',
      workOrderNo: 'GD20261101001',
      _children: JSON.stringify({ mtRequisitionLine: [{ materialId: material, requestedQty: qty }] }),
    });
    await approve(key);
    return key;
  }

  async function issue(requisition: string, material: string, qty: string): Promise<string> {
    return saved(manager, 'outbound', { requisitionId: requisition, warehouseId: warehouse, receiverName: '王五', _children: JSON.stringify({ mtOutboundLine: [{ materialId: material, quantity: qty }] }) });
  }

  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan, admin, gaofeng] = await loginAll(test.app, ['manager', 'zhangsan', 'admin', 'gaofeng']);
    warehouse = await saved(manager, 'warehouse', { warehouseCode: 'TEST01', warehouseName: '测试周转库', keeperName: '王海峰' });
    gloves = await saved(manager, 'material', { materialCode: 'TPPE01', materialName: '绝缘手套', specification: '12kV', unit: 'PAIR', category: 'PPE', safetyStock: '10' });
    oil = await saved(manager, 'material', { materialCode: 'TLUB01', materialName: '齿轮箱润滑油', specification: 'Mobilgear SHC XMP 320', unit: 'BARREL', category: 'LUBE', safetyStock: '2' });
  });
  afterAll(() => test.close());

  it('seeds a month of stores at both stations, with records in every state', async () => {
    const states = async (table: string, column: string, orgNo: string) => {
      const { rows } = await sql<{ s: string }>`select distinct ${sql.ref(column)} as s from ${sql.table(table)} where org_no = ${orgNo}`.execute(test.app.database.db);
      return rows.map((row) => row.s).sort();
    };
    for (const orgNo of [WIND_ORG, PV_ORG]) {
      expect(await countRows(test.app, 'mt_material', orgNo)).toBeGreaterThanOrEqual(20);
      expect(await countRows(test.app, 'mt_warehouse', orgNo)).toBeGreaterThanOrEqual(2);
      expect(await countRows(test.app, 'mt_receipt', orgNo)).toBeGreaterThanOrEqual(5);
      expect(await countRows(test.app, 'mt_outbound', orgNo)).toBeGreaterThanOrEqual(5);
      expect(await states('mt_requisition', 'req_state', orgNo)).toEqual(['10', '20', '30', '40']);
      expect(await states('mt_return', 'return_state', orgNo)).toEqual(['10', '20', '30', '40']);
      expect(await states('mt_safety_tool', 'tool_state', orgNo)).toEqual(['10', '20', '30']);
    }
  });

  it('derives the demo stock exactly as receipts − outbounds + approved returns, never below zero', async () => {
    const { rows } = await sql<{ warehouse: string; material: string; qty: string }>`
      select m.warehouse, m.material, sum(m.qty)::numeric(14, 2)::text as qty from (
        select r.warehouse_id as warehouse, l.material_id as material, l.quantity as qty from mt_receipt_line l join mt_receipt r on r.receipt_id = l.parent_id
        union all select o.warehouse_id, l.material_id, -l.quantity from mt_outbound_line l join mt_outbound o on o.outbound_id = l.parent_id
        union all select t.warehouse_id, l.material_id, l.return_qty from mt_return_line l join mt_return t on t.return_id = l.parent_id where t.return_state = '30'
      ) m where m.warehouse in (select warehouse_id from mt_warehouse where org_no = ${WIND_ORG}) group by m.warehouse, m.material`.execute(test.app.database.db);
    const listed = await allRows(test.app, manager, 'mt/stock/tableList.ajax');
    expect(listed).toHaveLength(rows.length);
    for (const row of rows) {
      const stock = listed.find((entry) => entry.pkValue === `${row.warehouse}|${row.material}`)?.rowDatas;
      expect(Number(stock?.onHand), `${row.warehouse} ${row.material}`).toBe(Number(row.qty));
      expect(Number(row.qty)).toBeGreaterThanOrEqual(0);
    }
  });

  it('numbers a receipt and computes its amounts on the server, whatever the client sends', async () => {
    const key = await receive([
      { materialId: gloves, quantity: '20', unitPrice: '128.3350', taxRate: '0.1300', amountExclTax: '1.00', amountInclTax: '1.00' },
      { materialId: oil, quantity: '3', unitPrice: '16800.0000', taxRate: '0.1300' },
    ]);
    const receipt = await find('receipt', key);
    expect(receipt.receiptNo).toMatch(/^RK\d{8}\d{3}$/);
    const lines = receipt._children.mtReceiptLine as Row[];
    expect(lines.map((line) => [line.amountExclTax, line.amountInclTax])).toEqual([
      ['2566.70', '2900.37'],
      ['50400.00', '56952.00'],
    ]);
    expect([receipt.totalExclTax, receipt.totalInclTax]).toEqual(['52966.70', '59852.37']);
    expect(Number((await stockOf(gloves))?.onHand)).toBe(20);
  });

  it('refuses a tax rate with more than 4 decimals and a material code that is not letters and digits', async () => {
    const rate = await save(manager, 'receipt', { warehouseId: warehouse, supplier: '测试', _children: JSON.stringify({ mtReceiptLine: [{ materialId: gloves, quantity: '1', unitPrice: '1', taxRate: '0.13001' }] }) });
    expectRefusal(rate, 'E_VALIDATION');
    expect(rate.body.param.errors[0].field).toBe('mtReceiptLine[0].taxRate');
    const code = await save(manager, 'material', { materialCode: 'PPE-01', materialName: '安全帽', unit: 'PCS', category: 'PPE' });
    expect(code.body.param.errors).toEqual([{ field: 'materialCode', message: '编码只能为字母和数字' }]);
  });

  it('approves a requisition only through its approval model', async () => {
    const key = await saved(zhangsan, 'requisition', { warehouseId: warehouse, purpose: '更换绝缘手套', _children: JSON.stringify({ mtRequisitionLine: [{ materialId: gloves, requestedQty: '2' }] }) });
    const draft = await find('requisition', key);
    expect(draft).toMatchObject({ reqState: '10', requesterName: '张三' });
    expect(draft.requisitionNo).toMatch(/^LL\d{11}$/);
    expectRefusal(await transition(manager, 'requisition', key, 'approve'), 'E_BAD_REQUEST');
    expectOk(await submitStep(test.app, zhangsan, 'mtRequisition', key, true));
    expect(await find('requisition', key)).toMatchObject({ reqState: '20' });
    // 张三 is a 值长 himself, but his own requisition is reviewed by the other one.
    expectRefusal(await submitStep(test.app, zhangsan, 'mtRequisition', key), 'E_FORBIDDEN', 403);
    expectOk(await submitStep(test.app, gaofeng, 'mtRequisition', key));
    expect(await find('requisition', key)).toMatchObject({ reqState: '20' });
    expectOk(await submitStep(test.app, manager, 'mtRequisition', key));
    expect(await find('requisition', key)).toMatchObject({ reqState: '30' });
  });

  it('issues only against an approved requisition', async () => {
    const draft = await saved(zhangsan, 'requisition', { warehouseId: warehouse, purpose: '草稿', _children: JSON.stringify({ mtRequisitionLine: [{ materialId: gloves, requestedQty: '1' }] }) });
    const refused = await save(manager, 'outbound', { requisitionId: draft, warehouseId: warehouse, receiverName: '张三', _children: JSON.stringify({ mtOutboundLine: [{ materialId: gloves, quantity: '1' }] }) });
    expectRefusal(refused, 'E_VALIDATION');
    expect(refused.body.param.errors[0].field).toBe('requisitionId');
  });

  it('walks receipt → requisition → outbound → return, the stock following each step', async () => {
    await receive([{ materialId: oil, quantity: '10', unitPrice: '16800', taxRate: '0.13' }]);
    const before = Number((await stockOf(oil))?.onHand);
    const outbound = await issue(await approvedRequisition(oil, '4'), oil, '4');
    expect(Number((await stockOf(oil))?.onHand)).toBe(before - 4);

    const returned = await saved(manager, 'return', { outboundId: outbound, warehouseId: warehouse, reason: '检修完成，剩余物资退库' });
    const submitEmpty = await transition(manager, 'return', returned, 'submit');
    expectRefusal(submitEmpty, 'E_VALIDATION');
    expect(submitEmpty.body.msgInfo).toBe('发起流程前请先完善退还明细');

    const line = (returnQty: string, pkValue: string | number = -1) => call(test.app, manager, 'mt/returnLine/save.ajax', { pkValue, parentId: returned, materialId: oil, returnQty });
    const above = await line('4.01');
    expectRefusal(above, 'E_VALIDATION');
    expect(above.body.param.errors).toEqual([{ field: 'returnQty', message: '退还数量不能大于出库数量或未退还数量' }]);
    expect((await line('3')).body.state).toBe(0);
    const second = await line('1.50');
    expect(second.body.param.errors).toEqual([{ field: 'returnQty', message: '退还数量不能大于出库数量或未退还数量' }]);
    expect((await line('1')).body.state).toBe(0);
    const nothingLeft = await line('0.01');
    expect(nothingLeft.body.msgInfo).toBe('物资已全部退还');

    // Returned goods count once the return is approved.
    expect(Number((await stockOf(oil))?.onHand)).toBe(before - 4);
    expect((await transition(manager, 'return', returned, 'submit')).body.state).toBe(0);
    const locked = await line('1');
    expectRefusal(locked, 'E_FORBIDDEN');
    expect(locked.body.msgInfo).toContain('该记录处于审批中状态，不能修改');
    expect((await transition(manager, 'return', returned, 'approve')).body.state).toBe(0);
    expect(await stockOf(oil)).toMatchObject({ onHand: String((before).toFixed(2)), returnedQty: '4.00' });
  });

  it('issues no more than the warehouse holds nor the requisition asks, each line of the grid refused at its cell', async () => {
    const bolts = await saved(manager, 'material', { materialCode: 'TBLT01', materialName: '塔筒连接螺栓', specification: 'M36×260 10.9级', unit: 'PCS', category: 'MECH', safetyStock: '0' });
    await receive([{ materialId: bolts, quantity: '5', unitPrice: '85', taxRate: '0.13' }]);
    const requisition = await approvedRequisition(bolts, '8');
    const outbound = (lines: string[]) =>
      save(manager, 'outbound', { requisitionId: requisition, warehouseId: warehouse, receiverName: '王五', _children: JSON.stringify({ mtOutboundLine: lines.map((quantity) => ({ materialId: bolts, quantity })) }) });

    const aboveStock = await outbound(['3', '3']);
    expectRefusal(aboveStock, 'E_VALIDATION');
    expect(aboveStock.body.param.errors).toEqual([
      { field: 'mtOutboundLine[0].quantity', message: '库存不足：出库后该仓库此物资的结存将为 -1.00' },
      { field: 'mtOutboundLine[1].quantity', message: '库存不足：出库后该仓库此物资的结存将为 -1.00' },
    ]);
    expect(Number((await stockOf(bolts))?.onHand)).toBe(5);
    expect((await outbound(['5'])).body.state).toBe(0);

    await receive([{ materialId: bolts, quantity: '10', unitPrice: '85', taxRate: '0.13' }]);
    const aboveRequisition = await outbound(['4']);
    expect(aboveRequisition.body.param.errors).toEqual([{ field: 'mtOutboundLine[0].quantity', message: '出库数量不能超过领料单的申请数量：出库合计 9.00，申请 8.00' }]);
    const issued = await outbound(['3']);
    expect(issued.body.state).toBe(0);
    expect(Number((await stockOf(bolts))?.onHand)).toBe(7);

    // A rejected return gives nothing back: what it named is still unreturned.
    const returnOf = async () => saved(manager, 'return', { outboundId: issued.body.value, warehouseId: warehouse, reason: '多领退回' });
    const line = (returned: string, returnQty: string) => call(test.app, manager, 'mt/returnLine/save.ajax', { pkValue: -1, parentId: returned, materialId: bolts, returnQty });
    const rejected = await returnOf();
    expect((await line(rejected, '3')).body.state).toBe(0);
    expect((await transition(manager, 'return', rejected, 'submit')).body.state).toBe(0);
    expect((await transition(manager, 'return', rejected, 'reject')).body.state).toBe(0);
    expect((await line(await returnOf(), '3')).body.state).toBe(0);
  });

  it('keeps the stock list read-only, even for a super administrator', async () => {
    const key = `${warehouse}|${gloves}`;
    expectRefusal(await call(test.app, admin, 'mt/stock/save.ajax', { pkValue: key, _entityName: 'MtStock', onHand: '999' }), 'E_OPERATION_DENIED');
    expectRefusal(await call(test.app, admin, 'mt/stock/delete.ajax', { pkValue: key, _entityName: 'MtStock' }), 'E_OPERATION_DENIED');
    expect(Number((await stockOf(gloves))?.onHand)).not.toBe(999);
  });

  it('refuses a safety tool whose expiry is not after its effective date', async () => {
    const tool = { toolCode: 'TAQ0101', toolName: '高压验电器', toolType: 'TESTER', testDate: '2026-06-01', nextTestDate: '2027-06-01', effectiveDate: '2026-01-01' };
    const refused = await save(manager, 'safetyTool', { ...tool, expiryDate: '2026-01-01' });
    expect(refused.body.param.errors).toEqual([{ field: 'expiryDate', message: '失效日期必须晚于生效日期' }]);
    expect((await save(manager, 'safetyTool', { ...tool, expiryDate: '2030-01-01' })).body.state).toBe(0);
  });
});
