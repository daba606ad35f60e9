import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from './harness.ts';
import { dataSheet, download, fillTemplate, headerLabels, readWorkbook, upload } from './file-helpers.ts';
import { expectOk } from './workflow-support.ts';
import { addOrder, startRepairOrderApp } from './repair-order-fixtures.ts';

/**
 * An import judges its cells as save.ajax judges a form: the user's field permissions, the life
 * cycle's state field, and multi-references named by labels or keys (the repair order fixture).
 */
describe('import: field permissions, state field and multi-references', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  const techs = new Map<string, string>();
  beforeAll(async () => {
    ({ test, manager, zhangsan } = await startRepairOrderApp());
    for (const techName of ['王建国', '李志强', '赵明']) {
      const saved = await call(test.app, manager, 'fp/technician/save.ajax', { pkValue: -1, _entityName: 'FpTechnician', techName });
      expectOk(saved);
      techs.set(techName, saved.body.value as string);
    }
  });
  afterAll(() => test.close());

  const template = async (token: string, fields?: string) => download(test.app, token, 'pub/generateImportTemplate.ajax', { _entityName: 'FpOrder', ...(fields ? { fields } : {}) });

  async function importRows(token: string, templateBytes: Buffer, rows: Record<string, unknown>[], params: Record<string, string> = {}) {
    const uploaded = await upload(test.app, token, 'attachment/importUploadFile.ajax', [{ name: 'orders.xlsx', bytes: await fillTemplate(templateBytes, rows) }]);
    return call(test.app, token, 'pub/importFromExcel.ajax', { _entityName: 'FpOrder', filePath: uploaded.body.fileId, ...params });
  }

  async function notes(token: string, uuid: string): Promise<string[][]> {
    const sheet = dataSheet(await readWorkbook((await download(test.app, token, 'pub/downloadErrorExcel.ajax', { _entityName: 'FpOrder', uuid })).bytes));
    const rows: string[][] = [];
    for (let number = 2; number <= sheet.rowCount; number += 1) {
      const found: string[] = [];
      sheet.getRow(number).eachCell((cell) => {
        if (cell.note) found.push(String(cell.note));
      });
      rows.push(found);
    }
    return rows;
  }

  const stored = async (title: string) =>
    (await sql<{ cost: string | null; note: string | null; order_state: string; crew: string | null; order_no: string }>`
      select cost::text as cost, note, order_state, crew, order_no from fp_order where title = ${title}`.execute(test.app.database.db)).rows[0];
  const links = async (orderNo: string) =>
    (await sql<{ target_key: string }>`select target_key from fp_order__crew where record_key = ${orderNo} order by seq`.execute(test.app.database.db)).rows.map((row) => row.target_key);

  it('offers in the template only the fields the user may change, never the state field', async () => {
    const labels = async (token: string) => headerLabels(dataSheet(await readWorkbook((await template(token)).bytes)));
    expect(await labels(manager)).toEqual(['*维修内容', '费用(元)', '备注', '检修人员']);
    expect(await labels(zhangsan)).toEqual(['*维修内容', '检修人员']);
    const state = (await template(manager, 'title,orderState')).body;
    expect(state).toMatchObject({ state: -1, code: 'E_BAD_REQUEST', msgInfo: '字段 orderState 不能导入' });
    expect((await template(zhangsan, 'title,cost')).body).toMatchObject({ state: -1, code: 'E_UNKNOWN_FIELD' });
    expect((await template(zhangsan, 'title,note')).body).toMatchObject({ state: -1, code: 'E_BAD_REQUEST', msgInfo: '字段 note 不能导入' });
  });

  it('refuses a row setting a field hidden or read-only for the importing user, as a save does; an empty cell is left alone', async () => {
    const managers = (await template(manager)).bytes;
    const result = await importRows(zhangsan, managers, [
      { 维修内容: '1号风机齿轮箱换油', '费用(元)': 800 },
      { 维修内容: '2号风机叶片巡检', 备注: '张三补充' },
      { 维修内容: '4号风机变流器除尘' },
    ]);
    expect(result.body.value).toMatchObject({ successNum: 1, errorNum: 2 });
    expect(await notes(zhangsan, result.body.value.uuid)).toEqual([['不能修改“费用(元)”：您的角色不能查看该字段'], ['不能修改“备注”：您的角色对该字段只有查看权限']]);
    expect(await stored('1号风机齿轮箱换油')).toBeUndefined();
    expect(await stored('4号风机变流器除尘')).toMatchObject({ cost: null, note: null, order_state: '10' });

    // Overwriting a stored order: the empty cells of the user's locked fields keep what is stored.
    await addOrder(test.app, manager, { title: '6号风机塔筒螺栓紧固', cost: '1500.00', note: '力矩扳手校验合格' });
    const again = await importRows(zhangsan, managers, [{ 维修内容: '6号风机塔筒螺栓紧固', 检修人员: '赵明' }], { overwrite: 'true' });
    expect(again.body.value).toMatchObject({ successNum: 1, errorNum: 0 });
    expect(await stored('6号风机塔筒螺栓紧固')).toMatchObject({ cost: '1500.00', note: '力矩扳手校验合格', crew: techs.get('赵明') });
    // The manager, whom no permission limits, imports the same cells.
    expect((await importRows(manager, managers, [{ 维修内容: '1号风机齿轮箱换油', '费用(元)': 800, 备注: '场长补录' }])).body.value).toMatchObject({ successNum: 1, errorNum: 0 });
    expect(await stored('1号风机齿轮箱换油')).toMatchObject({ cost: '800.00', note: '场长补录' });
  });

  it('resolves a multi-reference cell of labels or keys, in any list separator, into the record and its links', async () => {
    const result = await importRows(manager, (await template(manager)).bytes, [
      { 维修内容: '7号风机发电机轴承更换', 检修人员: '王建国、李志强' },
      { 维修内容: '9号风机液压站检查', 检修人员: `${techs.get('赵明')}, 王建国` },
      { 维修内容: '10号风机滑环清洁', 检修人员: '王建国，不存在的人' },
    ]);
    expect(result.body.value).toMatchObject({ successNum: 2, errorNum: 1 });
    const first = await stored('7号风机发电机轴承更换');
    expect(first?.crew).toBe(`${techs.get('王建国')},${techs.get('李志强')}`);
    expect(await links(first!.order_no)).toEqual([techs.get('王建国'), techs.get('李志强')]);
    const second = await stored('9号风机液压站检查');
    expect(await links(second!.order_no)).toEqual([techs.get('赵明'), techs.get('王建国')]);
    expect(await notes(manager, result.body.value.uuid)).toEqual([['检修人员“不存在的人”不存在']]);
    // The list filters by the links the import wrote.
    const listed = await call(test.app, manager, 'fp/order/tableList.ajax', { condition: `crew:S_E${techs.get('李志强')}` });
    expect(listed.body.rows.map((row: { rowDatas: { title: string } }) => row.rowDatas.title)).toEqual(['7号风机发电机轴承更换']);
  });
});
