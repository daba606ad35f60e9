import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledQuery } from 'kysely';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';
import { editAndPublish } from './module-design-helpers.ts';
import { dataSheet, download, fillTemplate, readWorkbook, upload } from './file-helpers.ts';
import { expectOk, freshDefects, MANAGER, publishModel, ZHANGSAN } from './workflow-support.ts';
import { addOrder, ORDER, REVIEW_MODEL, startRepairOrderApp, startReview } from './repair-order-fixtures.ts';

/**
 * Gaps of the bundle format v2 (issue 13) closed after review, on the repair order fixture
 * (tests/fixtures/field-policy) with a readOnlyWhen on its cost and its title hidden from users:
 * each case a defect that was let through before.
 */
describe('bundle format v2 gaps on repair orders', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  let zhangsan: string;
  beforeAll(async () => {
    ({ test, analyst, manager, zhangsan } = await startRepairOrderApp());
    await editAndPublish(test.app, analyst, manager, ORDER, (bundle) => {
      const cost = bundle.entity.fields.find((field) => field.name === 'cost');
      if (cost) cost.readOnlyWhen = 'orderState == "20"';
      bundle.fieldPermissions = { user: { ...bundle.fieldPermissions?.user, title: 'hidden' } };
    });
  });
  afterAll(() => test.close());

  it('refuses an import overwriting a field whose readOnlyWhen holds for the stored record, as a save does', async () => {
    const key = await addOrder(test.app, manager, { title: '11号风机主控柜检修', cost: '200.00' });
    expectOk(await call(test.app, manager, 'fp/order/transition.ajax', { pkValue: key, transition: 'start' }));
    const refusedSave = await call(test.app, manager, 'fp/order/save.ajax', { pkValue: key, cost: '999.00' });
    expect(refusedSave.body.state).not.toBe(0);
    const template = (await download(test.app, manager, 'pub/generateImportTemplate.ajax', { _entityName: 'FpOrder' })).bytes;
    const uploaded = await upload(test.app, manager, 'attachment/importUploadFile.ajax', [{ name: 'orders.xlsx', bytes: await fillTemplate(template, [{ 维修内容: '11号风机主控柜检修', '费用(元)': 999 }]) }]);
    const result = await call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'FpOrder', filePath: uploaded.body.fileId, overwrite: 'true' });
    expect(result.body.value).toMatchObject({ successNum: 0, errorNum: 1 });
    const sheet = dataSheet(await readWorkbook((await download(test.app, manager, 'pub/downloadErrorExcel.ajax', { _entityName: 'FpOrder', uuid: result.body.value.uuid })).bytes));
    const notes: string[] = [];
    sheet.getRow(2).eachCell((cell) => {
      if (cell.note) notes.push(String(cell.note));
    });
    expect(notes).toEqual(['不能修改“费用(元)”：该字段在记录当前的条件下只读']);
    const stored = await sql<{ cost: string }>`select cost::text as cost from fp_order where order_no = ${key}`.execute(test.app.database.db);
    expect(stored.rows[0]?.cost).toBe('200.00');
  });

  it('builds a save’s expression context once: one read of the user for guards, readOnlyWhen and computed fields', async () => {
    const key = await addOrder(test.app, manager, { title: '12号风机偏航齿轮润滑', cost: '80.00' });
    const executor = Object.getPrototypeOf(Object.getPrototypeOf(test.app.database.db.getExecutor())) as { executeQuery: (query: CompiledQuery, ...rest: unknown[]) => Promise<unknown> };
    const original = executor.executeQuery;
    const seen: string[] = [];
    executor.executeQuery = function (this: unknown, query: CompiledQuery, ...rest: unknown[]) {
      seen.push(query.sql);
      return original.call(this, query, ...rest);
    };
    try {
      expectOk(await call(test.app, manager, 'fp/order/save.ajax', { pkValue: key, note: '加注润滑脂' }));
    } finally {
      executor.executeQuery = original;
    }
    expect(seen.filter((text) => text.includes('"sys_employee" as "e"') && text.includes('"o"."org_no" = $'))).toHaveLength(1);
  });

  it('answers pub/tree.ajax without a name field hidden from the user: nodes are named by their key', async () => {
    await editAndPublish(test.app, analyst, manager, 'eqEquipment', (bundle) => {
      bundle.fieldPermissions = { user: { eqName: 'hidden' } };
    });
    const nodes = (await call(test.app, zhangsan, 'pub/tree.ajax', { _entityName: 'EqEquipment' })).body as { id: string; name: string }[];
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((node) => node.name === node.id)).toBe(true);
    const managers = (await call(test.app, manager, 'pub/tree.ajax', { _entityName: 'EqEquipment' })).body as { id: string; name: string }[];
    expect(managers.some((node) => node.name !== node.id)).toBe(true);
  });

  it('shows a task’s title only to users who may see the title field; others read the record’s key', async () => {
    const key = await addOrder(test.app, manager, { title: '14号风机变桨电池更换' });
    expectOk(await startReview(test.app, manager, key));
    const task = async (token: string) => ((await call(test.app, token, 'system/workflow/findUserTasks.ajax', { stateType: 'todoTask', pageNo: 1, pageSize: 50 })).body.rows as { row_pkValue: string; INST_DESC: string }[]).find((row) => row.row_pkValue === key);
    expect((await task(zhangsan))?.INST_DESC).toBe(key);
    const started = (await call(test.app, manager, 'system/workflow/findUserStartWorkflow.ajax', { pageNo: 1, pageSize: 50 })).body.rows as { business_no: string; inst_desc: string }[];
    expect(started.find((row) => row.business_no === key)?.inst_desc).toBe('14号风机变桨电池更换');
  });

  it('builds workflow messages and the title search only from what each user may see', async () => {
    const key = await addOrder(test.app, manager, { title: '16号风机偏航减速机更换' });
    expectOk(await startReview(test.app, manager, key));
    const { db } = test.app.database;
    const messages = (receiver: string) =>
      db.selectFrom('sys_message as m').innerJoin('sys_msg_receiver as r', 'r.msg_no', 'm.msg_no').select('m.title').where('m.pk_val', '=', key).where('r.receiver', '=', receiver).execute();
    // 张三's roles hide the title: the to-do message names the record by its key.
    const todo = await messages(ZHANGSAN);
    expect(todo).toHaveLength(1);
    expect(todo[0]?.title).toContain(key);
    expect(todo[0]?.title).not.toContain('偏航减速机');
    // Nor can 张三 find the task by the hidden title; by the key they read, they can.
    const search = async (token: string, condition: string) =>
      ((await call(test.app, token, 'system/workflow/findUserTasks.ajax', { stateType: 'todoTask', pageNo: 1, pageSize: 50, condition })).body.rows as { row_pkValue: string }[]).map((row) => row.row_pkValue);
    expect(await search(zhangsan, 'INST_DESC:@偏航减速机')).toEqual([]);
    expect(await search(zhangsan, `INST_DESC:@${key}`)).toEqual([key]);
    const started = async (condition: string) =>
      ((await call(test.app, manager, 'system/workflow/findUserStartWorkflow.ajax', { pageNo: 1, pageSize: 50, condition })).body.rows as { business_no: string }[]).map((row) => row.business_no);
    expect(await started('inst_desc:@偏航减速机')).toEqual([key]);

    // The manager's roles show the title: the message that the review ended carries it.
    const payload = { moduleId: ORDER, pkValue: key, oprNo: 1, opinion: '同意', urgentFlag: 'N', nextNodes: [], currentNodeId: 'review' };
    expectOk(await call(test.app, zhangsan, 'system/workflow/submitWorkflow.ajax', { nextNodeInfos: JSON.stringify(payload) }));
    const finished = await messages(MANAGER);
    expect(finished.map((message) => message.title)).toEqual([expect.stringContaining('16号风机偏航减速机更换')]);
  });

  it('refuses a change of inline rows at a workflow step whose editable region leaves the list out', async () => {
    const key = await addOrder(test.app, manager, { title: '15号风机液压油更换' }, [{ item: '液压油', unitCost: '300.00' }]);
    expectOk(await startReview(test.app, manager, key));
    const lines = (await call(test.app, manager, 'fp/order/find.ajax', { pkValue: key })).body.recorder._children.fpOrderLine as { pkValue?: string; lineNo: string; item: string }[];
    const resent = lines.map((line) => ({ pkValue: line.lineNo, item: line.item }));
    // The handler keeps the rows as they are: the save passes.
    expectOk(await call(test.app, zhangsan, 'fp/order/save.ajax', { pkValue: key, _children: JSON.stringify({ fpOrderLine: resent }) }));
    const added = await call(test.app, zhangsan, 'fp/order/save.ajax', { pkValue: key, _children: JSON.stringify({ fpOrderLine: [...resent, { item: '滤芯' }] }) });
    expectRefusal(added, 'E_FORBIDDEN', 403);
    expect(added.body.msgInfo).toBe('当前流程环节不能修改“备件明细”');
    expectRefusal(await call(test.app, zhangsan, 'fp/order/save.ajax', { pkValue: key, _children: JSON.stringify({ fpOrderLine: [] }) }), 'E_FORBIDDEN', 403);
    const count = await sql<{ n: number }>`select count(*)::int as n from fp_order_line where parent_id = ${key}`.execute(test.app.database.db);
    expect(count.rows[0]?.n).toBe(1);
    // A step may open the list: the designer offers it and the model is accepted with it.
    const fields = (await call(test.app, manager, 'workflow/designer/findEntityFields.ajax', { parentId: ORDER })).body.value as { COLUMN_NAME: string; FIELD_TYPE: string }[];
    expect(fields).toContainEqual({ COLUMN_NAME: 'fpOrderLine', FIELD_LABEL: '备件明细', FIELD_TYPE: 'inlineList' });
    const opened = { ...REVIEW_MODEL, nodes: REVIEW_MODEL.nodes.map((node) => (node.id === 'review' ? { ...node, editableFields: [...node.editableFields, 'fpOrderLine'] } : node)) };
    expectOk(await publishModel(test.app, manager, opened));
  });

  it('refuses to publish a workflow model that drops the node the bundle’s onNode names, unless another published model has it', async () => {
    const renamed = wfModel(REVIEW_MODEL.modelId, ORDER, '维修单审核', [
      wfNode('start', 'start', '填报', { handlers: { ...NO_HANDLERS, starter: true } }),
      wfNode('check', 'ordinary', '审核', { handlers: { ...NO_HANDLERS, users: [ZHANGSAN] } }),
      wfNode('end', 'end', '结束'),
    ], [wfLine('l_start', 'start', 'check', '', '提交'), wfLine('l_check', 'check', 'end', '', '同意')]);
    const refused = await publishModel(test.app, manager, renamed);
    expect(refused.body.state).toBe(-1);
    expect(refused.body.param.problems).toEqual([expect.objectContaining({ message: '模块按流程节点 review 设置记录状态 20，该模型及其他已发布模型都没有此节点' })]);
    const loaded = await call(test.app, manager, 'system/workflow/loadModel.ajax', { modelId: REVIEW_MODEL.modelId });
    expect(loaded.body.value.nodes.map((node: { id: string }) => node.id)).toContain('review');
    // A second model of the module may leave it out: the first still sets the state.
    expectOk(await publishModel(test.app, manager, { ...renamed, modelId: 'fpOrder_quick' }));
  });

  it('refuses to publish a workflow model that drops the node the bundle’s onSubmit stamps at, in both languages', async () => {
    await editAndPublish(test.app, analyst, manager, ORDER, (bundle) => {
      bundle.workflow!.states = { onSubmit: [{ node: 'review', stamps: [{ field: 'note', value: 'userName' }] }] };
    });
    const withoutReview = wfModel(REVIEW_MODEL.modelId, ORDER, '维修单审核', [
      wfNode('start', 'start', '填报', { handlers: { ...NO_HANDLERS, starter: true } }),
      wfNode('end', 'end', '结束'),
    ], [wfLine('l_start', 'start', 'end', '', '提交')]);
    const refused = await publishModel(test.app, manager, withoutReview);
    expect(refused.body.state).toBe(-1);
    expect(refused.body.param.problems).toEqual([expect.objectContaining({ message: '模块在提交流程节点 review 时记录备注，该模型及其他已发布模型都没有此节点' })]);
    const english = await call(test.app, manager, 'workflow/designer/publishModel.ajax', { modelId: REVIEW_MODEL.modelId, lang: 'en_US' });
    expect(english.body.param.problems).toEqual([
      expect.objectContaining({ message: 'The module stamps Note when node review is submitted, which neither this model nor another published model of the module has' }),
    ]);
    const loaded = await call(test.app, manager, 'system/workflow/loadModel.ajax', { modelId: REVIEW_MODEL.modelId });
    expect(loaded.body.value.nodes.map((node: { id: string }) => node.id)).toContain('review');
  });
});

/** A defect's total handling hours over its separate child list (handling records) follow every row write. */
describe('parent totals over a separate child list', () => {
  let test: TestApp;
  let manager: string;
  beforeAll(async () => {
    test = await startTestApp();
    const [analyst, admin] = await loginAll(test.app, ['analyst', 'manager']);
    manager = admin as string;
    await editAndPublish(test.app, analyst as string, manager, 'dfDefect', (bundle) => {
      bundle.entity.fields.push({ name: 'trackHours', type: 'decimal', precision: 8, scale: 1, label: { 'zh-CN': '处理工时', 'en-US': 'Handling hours' }, compute: "sum('dfDefectTrack', 'hours')" });
    });
  });
  afterAll(() => test.close());

  it('recomputes the parent when a child row is added, changed or removed, without touching its row version', async () => {
    const [defect] = (await freshDefects(test.app, 'GENERAL', 1)) as [string];
    const stored = async () => (await sql<{ hours: string | null; row_version: number }>`select track_hours::text as hours, row_version from df_defect where defect_no = ${defect}`.execute(test.app.database.db)).rows[0];
    // The seed's handling records of the defect count too.
    const seeded = await sql<{ hours: string | null }>`select sum(hours)::text as hours from df_defect_track where parent_id = ${defect}`.execute(test.app.database.db);
    const base = Number(seeded.rows[0]?.hours ?? 0);
    const hours = async () => Number((await stored())?.hours ?? 0);
    const { row_version: rowVersion } = (await stored()) ?? {};
    const track = { pkValue: -1, parentId: defect, action: 'CONFIRM', handler: '王海峰', handleTime: '2099-01-01 08:00', content: '现场核实' };
    const first = await call(test.app, manager, 'df/defectTrack/save.ajax', { ...track, hours: '2.5' });
    expectOk(first);
    expect(await hours()).toBeCloseTo(base + 2.5, 5);
    expectOk(await call(test.app, manager, 'df/defectTrack/save.ajax', { ...track, hours: '1.0' }));
    expect(await hours()).toBeCloseTo(base + 3.5, 5);
    expectOk(await call(test.app, manager, 'df/defectTrack/save.ajax', { pkValue: first.body.value, hours: '4.0' }));
    expect(await hours()).toBeCloseTo(base + 5, 5);
    expectOk(await call(test.app, manager, 'df/defectTrack/delete.ajax', { pkValue: first.body.value }));
    expect(await hours()).toBeCloseTo(base + 1, 5);
    expect((await stored())?.row_version).toBe(rowVersion);
  });
});
