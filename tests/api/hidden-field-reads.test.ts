import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from './harness.ts';
import { expectRefusal, list } from './module-helpers.ts';
import { expectOk } from './workflow-support.ts';
import { dataSheet, download, headerLabels, readWorkbook } from './file-helpers.ts';
import { finishedJob } from './job-helpers.ts';
import { addOrder, ORDER, startRepairOrderApp, startReview } from './repair-order-fixtures.ts';

/**
 * A field hidden from the user by their role (fieldPermissions) is answered by no call that
 * reads records, not only find and tableList: the record selector, the inline rows of a form,
 * a transition's answer and the workflow form's editable fields; and no list is sorted by it.
 */
describe('hidden fields on every read', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let order: string;
  beforeAll(async () => {
    ({ test, manager, zhangsan } = await startRepairOrderApp());
    order = await addOrder(test.app, manager, { title: '3号风机变桨电机更换', cost: '1200.00', note: '厂家质保期内' }, [{ item: '变桨电机', unitCost: '860.00' }]);
    await addOrder(test.app, manager, { title: '5号风机偏航刹车片更换', cost: '300.00' });
  });
  afterAll(() => test.close());

  it('answers the form’s inline rows without the child fields hidden from the user', async () => {
    const mine = (await call(test.app, zhangsan, 'fp/order/find.ajax', { pkValue: order })).body.recorder;
    expect(mine).not.toHaveProperty('cost');
    expect(mine._children.fpOrderLine).toEqual([expect.objectContaining({ item: '变桨电机' })]);
    expect(mine._children.fpOrderLine[0]).not.toHaveProperty('unitCost');
    const managers = (await call(test.app, manager, 'fp/order/find.ajax', { pkValue: order })).body.recorder;
    expect(managers.cost).toBe('1200.00');
    expect(managers._children.fpOrderLine[0].unitCost).toBe('860.00');
  });

  it('answers the record selector without hidden values or columns, and refuses a search by them', async () => {
    const picked = await list(test.app, zhangsan, 'pub/tableSelector.ajax', { _entityName: 'FpOrder', condition: 'title:@变桨' });
    expect(picked.rows.map((row) => row.rowDatas.title)).toEqual(['3号风机变桨电机更换']);
    expect(picked.rows[0]?.rowDatas).not.toHaveProperty('cost');
    expect(picked.tableHeader.map((header) => header.id)).toEqual(['title', 'orderState', 'note']);
    const asked = await list(test.app, zhangsan, 'pub/tableSelector.ajax', { _entityName: 'FpOrder', renderFields: 'title,cost' });
    expect(asked.tableHeader.map((header) => header.id)).toEqual(['orderNo', 'title']);
    expect(asked.rows.every((row) => !('cost' in row.rowDatas))).toBe(true);
    expectRefusal(await call(test.app, zhangsan, 'pub/tableSelector.ajax', { _entityName: 'FpOrder', condition: 'cost:S_E1200.00' }), 'E_UNKNOWN_FIELD', 400);
    expect((await list(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'FpOrder', condition: 'title:@变桨' })).rows[0]?.rowDatas.cost).toBe('1200.00');
  });

  it('refuses a list sorted by a hidden field, in the user’s language, on every list call', async () => {
    for (const path of ['fp/order/tableList.ajax', 'pub/tableSelector.ajax']) {
      const refused = await call(test.app, zhangsan, path, { _entityName: 'FpOrder', orderField: 'cost', orderCondition: 'desc' });
      expectRefusal(refused, 'E_BAD_ORDER', 400);
      expect(refused.body.msgInfo).toBe('不能按“cost”排序：您的角色不能查看该字段');
      const english = await call(test.app, zhangsan, path, { _entityName: 'FpOrder', orderField: 'cost', lang: 'en_US' });
      expect(english.body.msgInfo).toBe('The list cannot be sorted by “cost”: your role may not see this field');
    }
    expectRefusal(await call(test.app, zhangsan, 'pub/exportToExcel.ajax', { _entityName: 'FpOrder', orderField: 'cost' }), 'E_BAD_ORDER', 400);
    // A field the user sees sorts; whoever sees the cost sorts by it.
    expect((await list(test.app, zhangsan, 'fp/order/tableList.ajax', { orderField: 'title' })).rows).toHaveLength(2);
    const byCost = await list(test.app, manager, 'fp/order/tableList.ajax', { orderField: 'cost', orderCondition: 'desc' });
    expect(byCost.rows.map((row) => row.rowDatas.cost)).toEqual(['1200.00', '300.00']);
  });

  it('leaves hidden columns out of an export run as a job, as the call itself would', async () => {
    const answer = await call(test.app, zhangsan, 'pub/exportToExcel.ajax', { _entityName: 'FpOrder', background: '1' });
    expectOk(answer);
    const status = await finishedJob(test.app, zhangsan, answer.body.value.jobId);
    const { filePath, saveName } = status.body.value.result;
    const sheet = dataSheet(await readWorkbook((await download(test.app, zhangsan, 'attachment/fileDownload', { filePath, saveName })).bytes));
    expect(headerLabels(sheet)).toEqual(['维修内容', '状态', '备注']);
  });

  it('answers a transition with the record as the user may see it', async () => {
    const taken = await call(test.app, zhangsan, 'fp/order/transition.ajax', { pkValue: order, transition: 'start' });
    expectOk(taken);
    expect(taken.body.recorder).toMatchObject({ title: '3号风机变桨电机更换', orderState: '20' });
    expect(taken.body.recorder).not.toHaveProperty('cost');
  });

  it('opens on the workflow form only the step’s fields the user may change', async () => {
    const key = await addOrder(test.app, manager, { title: '8号风机主轴承润滑', cost: '540.00' });
    expectOk(await startReview(test.app, manager, key));
    const info = (await call(test.app, zhangsan, 'system/workflow/initWfCommand.ajax', { moduleId: ORDER, pkValue: key })).body.value;
    expect(info.currentNodeId).toBe('review');
    expect(info.editableFields).toEqual(['title']);
  });
});
