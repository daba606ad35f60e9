/**
 * The work order family (modules/woWorkOrder.json with its inline materials, and
 * modules/otOperationTicket.json with its inline steps) against the real server: record rules
 * refused with their messages, numbers, computed values the server recomputes, life cycles
 * refused from the wrong state or role and taken from the right one, and the demo month in
 * every state at both stations.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBundles } from '../../runtime/test-support/modules.ts';
import { call, loginAll, startTestApp, type CallParams, type TestApp } from './harness.ts';
import { expectRefusal, list, PV_ORG, WIND_ORG } from './module-helpers.ts';
import { expectOk } from './workflow-support.ts';

/** The day numbers are taken on: after the demo month, so no demo number is counted. */
const NOW = new Date(2031, 2, 9, 10, 0);

type Row = Record<string, unknown>;

const material = (materialName: string, quantity: string): Row => ({ materialCode: 'WL0302015', materialName, specification: '美孚 SHC 460 WT', unit: '千克', quantity });
const step = (sequence: number, operationItem: string, done = false, doneTime: string | null = null): Row => ({ sequence, operationItem, done, doneTime });

function hoursBetween(from: string, to: string): string {
  return ((Date.parse(to.replace(' ', 'T')) - Date.parse(from.replace(' ', 'T'))) / 3_600_000).toFixed(1);
}

describe('work order family', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let wangwu: string;
  let station: string;
  let turbine: string;

  const db = () => test.app.database.db;
  const find = async (path: string, key: string) => (await call(test.app, manager, `${path}/find.ajax`, { pkValue: key })).body.recorder;
  const transition = (token: string, path: string, key: string, name: string) => call(test.app, token, `${path}/transition.ajax`, { pkValue: key, transition: name });
  /** Saves the stored record with `changes`, as a form posting the whole record does. */
  async function edit(token: string, path: string, key: string, changes: CallParams) {
    const { _labels, _children, _rowVersion, attachments, ...values } = await find(path, key);
    return call(test.app, token, `${path}/save.ajax`, { ...values, ...changes, pkValue: key });
  }
  const errors = (result: { body: { param: { errors: { field: string; message: string }[] } } }) => result.body.param.errors;

  beforeAll(async () => {
    test = await startTestApp({}, { clock: () => NOW });
    [manager, zhangsan, wangwu] = await loginAll(test.app, ['manager', 'zhangsan', 'wangwu']);
    station = (await list(test.app, manager, 'ba/station/tableList.ajax', { pageSize: 1 })).rows[0]?.pkValue ?? '';
    turbine = (await list(test.app, manager, 'eq/equipment/tableList.ajax', { condition: 'eqType:S_EWTG', pageSize: 1 })).rows[0]?.pkValue ?? '';
  });
  afterAll(() => test.close());

  it('has demo work orders and operation tickets in every state at both stations', async () => {
    const states = (dict: string) => demoBundles.loadDictionaries()[dict]?.items.map((item) => item.value).sort();
    for (const [table, column, dict] of [['wo_work_order', 'work_order_state', 'woState'], ['ot_operation_ticket', 'ticket_state', 'otTicketState']] as const) {
      for (const orgNo of [WIND_ORG, PV_ORG]) {
        const { rows } = await sql<{ state: string }>`select distinct ${sql.ref(column)} as state from ${sql.table(table)} where org_no = ${orgNo}`.execute(db());
        expect(rows.map((row) => row.state).sort(), `${table} ${orgNo}`).toEqual(states(dict));
      }
    }
    // The stored step counts are the steps' own counts, and no ticket is guarded by its operator.
    const { rows: counts } = await sql<{ n: number }>`
      select count(*) as n from ot_operation_ticket t
      where t.step_count <> (select count(*) from ot_operation_step s where s.parent_id = t.ticket_no) or t.guardian = t.operator`.execute(db());
    expect(Number(counts[0]?.n)).toBe(0);
    const { rows: materials } = await sql<{ n: number }>`select count(*) as n from wo_work_order_material`.execute(db());
    expect(Number(materials[0]?.n)).toBeGreaterThan(0);
  });

  describe('work orders', () => {
    const PATH = 'wo/workOrder';
    const order = (overrides: CallParams = {}): CallParams => ({
      pkValue: -1,
      title: '3号风机变桨系统定检',
      orderType: 'MAINT',
      priority: 'NORMAL',
      czxxNo: station,
      eqNo: turbine,
      plannedStart: '2031-03-10 08:30:00',
      plannedEnd: '2031-03-10 17:30:00',
      description: '按半年定检计划检查变桨系统',
      _children: JSON.stringify({ woWorkOrderMaterial: [material('润滑脂', '4.00'), material('变桨后备电池', '6.00')] }),
      ...overrides,
    });

    it('refuses a planned start after the planned end and a defect order without its defect, with their messages; nothing written', async () => {
      const before = await list(test.app, manager, `${PATH}/tableList.ajax`, { pageSize: 1 });
      const refused = await call(test.app, zhangsan, `${PATH}/save.ajax`, order({ orderType: 'DEFECT', plannedStart: '2031-03-11 08:30:00' }));
      expectRefusal(refused, 'E_VALIDATION', 400);
      expect(errors(refused)).toEqual(
        expect.arrayContaining([
          { field: 'plannedStart', message: '计划开始时间不能晚于计划结束时间' },
          { field: 'defectNo', message: '请选择关联缺陷' },
        ]),
      );
      expect((await list(test.app, manager, `${PATH}/tableList.ajax`, { pageSize: 1 })).totalRows).toBe(before.totalRows);
    });

    it('numbers a new order GD+date+sequence, defaults the reporter and recomputes its material lines whatever the client sends', async () => {
      const saved = await call(test.app, zhangsan, `${PATH}/save.ajax`, order({ materialLines: 99, workHours: '99.0' }));
      expectOk(saved);
      const record = await find(PATH, saved.body.value);
      // A refused save may have taken a number before: only the form and the order are certain.
      expect(record).toMatchObject({ orderCode: expect.stringMatching(/^GD20310309\d{3}$/), reporter: '张三', workOrderState: '10', materialLines: 2, workHours: null });
      expect(record._children.woWorkOrderMaterial.map((row: Row) => [row.materialName, row.quantity])).toEqual([['润滑脂', '4.00'], ['变桨后备电池', '6.00']]);
      const second = await call(test.app, zhangsan, `${PATH}/save.ajax`, order({ _children: JSON.stringify({ woWorkOrderMaterial: [] }) }));
      const next = `GD20310309${String(Number(String(record.orderCode).slice(-3)) + 1).padStart(3, '0')}`;
      expect(await find(PATH, second.body.value)).toMatchObject({ orderCode: next, materialLines: 0 });
    });

    it('goes draft → dispatched → in progress → completed → accepted → closed, refusing steps out of state, without their fields or role', async () => {
      const key = (await call(test.app, zhangsan, `${PATH}/save.ajax`, order())).body.value as string;
      expectRefusal(await transition(manager, PATH, key, 'accept'), 'E_CONFLICT', 409);
      const unassigned = await transition(zhangsan, PATH, key, 'dispatch');
      expectRefusal(unassigned, 'E_VALIDATION', 400);
      expect(errors(unassigned).map((error) => error.field)).toEqual(['assignee']);
      expectOk(await edit(zhangsan, PATH, key, { teamNo: 'T0103', assignee: '王五' }));
      expectOk(await transition(zhangsan, PATH, key, 'dispatch'));
      const started = await transition(wangwu, PATH, key, 'start');
      expectOk(started);
      expect(started.body.recorder).toMatchObject({ workOrderState: '30', actualEnd: null, workHours: null });
      expect(started.body.recorder.actualStart).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      // The crew really began three hours before the start was recorded.
      const actualStart = new Date(Date.now() - 3 * 3_600_000);
      const startText = `${actualStart.getFullYear()}-${String(actualStart.getMonth() + 1).padStart(2, '0')}-${String(actualStart.getDate()).padStart(2, '0')} ${String(actualStart.getHours()).padStart(2, '0')}:${String(actualStart.getMinutes()).padStart(2, '0')}:00`;
      expectOk(await edit(wangwu, PATH, key, { actualStart: startText }));
      const noResult = await transition(wangwu, PATH, key, 'complete');
      expectRefusal(noResult, 'E_VALIDATION', 400);
      expect(errors(noResult).map((error) => error.field)).toEqual(['result']);
      expectOk(await edit(wangwu, PATH, key, { result: '后备电池内阻测试合格，齿圈已补充润滑脂' }));
      const completed = await transition(wangwu, PATH, key, 'complete');
      expectOk(completed);
      const done = completed.body.recorder;
      // The duration reads the stamped end: the transition recomputed it.
      expect(done).toMatchObject({ workOrderState: '40', actualStart: startText, workHours: hoursBetween(startText, done.actualEnd) });
      expect(Number(done.workHours)).toBeGreaterThanOrEqual(2.9);
      expectRefusal(await transition(wangwu, PATH, key, 'accept'), 'E_FORBIDDEN', 403);
      expectOk(await transition(manager, PATH, key, 'accept'));
      expectOk(await transition(manager, PATH, key, 'close'));
      const locked = await edit(manager, PATH, key, { title: '改标题' });
      expectRefusal(locked, 'E_VALIDATION', 400);
      expect((await find(PATH, key)).title).toBe('3号风机变桨系统定检');
    });

    it('refuses an actual end without an actual start', async () => {
      const refused = await call(test.app, zhangsan, `${PATH}/save.ajax`, order({ actualEnd: '2031-03-10 12:00:00' }));
      expectRefusal(refused, 'E_VALIDATION', 400);
      expect(errors(refused)).toEqual([{ field: 'actualStart', message: '填写实际结束前请先填写实际开始' }]);
    });
  });

  describe('operation tickets', () => {
    const PATH = 'ot/operationTicket';
    const STEPS = [step(1, '检查#2箱变负荷为零'), step(2, '断开#2箱变低压侧断路器'), step(3, '拉开#2箱变高压侧负荷开关')];
    const ticket = (overrides: CallParams = {}): CallParams => ({
      pkValue: -1,
      task: '#2箱变高压侧停电操作',
      czxxNo: station,
      mode: 'SUPERVISED',
      guardian: '李明',
      dutyLeader: '高峰',
      plannedStart: '2031-03-10 09:00:00',
      plannedEnd: '2031-03-10 10:00:00',
      _children: JSON.stringify({ otOperationStep: STEPS }),
      ...overrides,
    });

    it('refuses a guardian who is the operator and a ticket without steps, with their messages', async () => {
      const refused = await call(test.app, zhangsan, `${PATH}/save.ajax`, ticket({ guardian: '张三', _children: JSON.stringify({ otOperationStep: [] }) }));
      expectRefusal(refused, 'E_VALIDATION', 400);
      expect(errors(refused)).toEqual(
        expect.arrayContaining([
          { field: 'guardian', message: '监护人不能与操作人为同一人' },
          { field: 'otOperationStep', message: '操作项目至少需要 1 行' },
        ]),
      );
      // A supervised ticket needs its guardian; a single-person one has none.
      const unguarded = await call(test.app, zhangsan, `${PATH}/save.ajax`, ticket({ guardian: '' }));
      expect(errors(unguarded)).toEqual([{ field: 'guardian', message: '请输入监护人' }]);
      expectOk(await call(test.app, zhangsan, `${PATH}/save.ajax`, ticket({ guardian: '', mode: 'SINGLE' })));
    });

    it('numbers a ticket CZP+month+sequence, keeps its steps in order and counts them', async () => {
      const saved = await call(test.app, zhangsan, `${PATH}/save.ajax`, ticket({ stepCount: 40 }));
      expectOk(saved);
      const record = await find(PATH, saved.body.value);
      expect(record).toMatchObject({ ticketCode: expect.stringMatching(/^CZP203103\d{4}$/), operator: '张三', ticketState: '10', stepCount: 3 });
      expect(record._children.otOperationStep.map((row: Row) => row.operationItem)).toEqual(STEPS.map((row) => row.operationItem));
    });

    it('goes fill → review → approve → execute → end → archive, with the reviewer not the operator and void only before execution', async () => {
      const key = (await call(test.app, zhangsan, `${PATH}/save.ajax`, ticket())).body.value as string;
      expectRefusal(await transition(manager, PATH, key, 'approve'), 'E_CONFLICT', 409);
      expectOk(await transition(zhangsan, PATH, key, 'submit'));
      expectRefusal(await transition(zhangsan, PATH, key, 'review'), 'E_CONFLICT', 409);
      expectOk(await transition(wangwu, PATH, key, 'review'));
      expectRefusal(await transition(wangwu, PATH, key, 'approve'), 'E_FORBIDDEN', 403);
      expectOk(await transition(manager, PATH, key, 'approve'));
      const executing = await transition(zhangsan, PATH, key, 'execute');
      expectOk(executing);
      expect(executing.body.recorder.actualStart).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expectRefusal(await transition(zhangsan, PATH, key, 'void'), 'E_CONFLICT', 409);
      const noResult = await transition(zhangsan, PATH, key, 'end');
      expect(errors(noResult).map((error) => error.field)).toEqual(['result']);
      const ticked = STEPS.map((row, index) => step(row.sequence as number, row.operationItem as string, true, `2031-03-10 09:0${index + 1}:00`));
      const stored = (await find(PATH, key))._children.otOperationStep as Row[];
      const steps = ticked.map((row, index) => ({ ...row, pkValue: stored[index]?.pkValue }));
      expectOk(await edit(zhangsan, PATH, key, { result: 'DONE', _children: JSON.stringify({ otOperationStep: steps }) }));
      expectOk(await transition(zhangsan, PATH, key, 'end'));
      expectRefusal(await transition(zhangsan, PATH, key, 'archive'), 'E_FORBIDDEN', 403);
      const archived = await transition(manager, PATH, key, 'archive');
      expect(archived.body.recorder).toMatchObject({ ticketState: '70', result: 'DONE' });
      expect((await find(PATH, key))._children.otOperationStep.every((row: Row) => row.done === true)).toBe(true);
    });

    it('voids a ticket before execution', async () => {
      const key = (await call(test.app, zhangsan, `${PATH}/save.ajax`, ticket())).body.value as string;
      expectOk(await transition(zhangsan, PATH, key, 'submit'));
      expect((await transition(zhangsan, PATH, key, 'void')).body.recorder.ticketState).toBe('90');
    });
  });
});
