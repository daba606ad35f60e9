import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';
import { columnInfo, design, designValue } from './module-design-helpers.ts';
import { moduleTables } from '../../server/db/module-tables.ts';

describe('generating a module from an existing table', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager] = await loginAll(test.app, ['analyst', 'manager']);
    const db = test.app.database.db;
    await sql`create table eq_spare_part (
      part_no varchar(32) primary key,
      part_name varchar(100) not null,
      qty integer,
      unit_price numeric(10, 2),
      arrived_on date,
      org_no varchar(64)
    )`.execute(db);
    await sql`insert into eq_spare_part values
      ('SP0001', '变桨轴承', 2, 18500.00, '2024-05-01', 'ORG0101'),
      ('SP0002', '偏航电机', 1, 9200.50, null, 'ORG0101'),
      ('SP0003', '汇流箱熔断器', 40, 35.00, '2024-06-12', 'ORG0102')`.execute(db);
    await sql`create table eq_tool_box (id integer primary key, weight real)`.execute(db);
  });
  afterAll(() => test.close());

  it('lists the table as free and drafts a bundle from its columns', async () => {
    const { tables } = await designValue(test.app, analyst, 'context.ajax');
    expect(tables).toContainEqual({ table: 'eq_spare_part' });
    const { bundle } = await designValue(test.app, analyst, 'generate.ajax', { table: 'eq_spare_part' });
    expect(bundle).toMatchObject({ moduleId: 'eqSparePart', entity: { name: 'EqSparePart', table: 'eq_spare_part', primaryKey: 'partNo', orgScoped: true } });
    expect(bundle.entity.fields).toEqual([
      expect.objectContaining({ name: 'partNo', type: 'text', maxLength: 32, hidden: true }),
      expect.objectContaining({ name: 'partName', type: 'text', maxLength: 100, required: true }),
      expect.objectContaining({ name: 'qty', type: 'int' }),
      expect.objectContaining({ name: 'unitPrice', type: 'decimal', precision: 10, scale: 2 }),
      expect.objectContaining({ name: 'arrivedOn', type: 'date' }),
    ]);
    expect(await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(bundle) })).toEqual({ problems: [] });
    // Generating stores nothing.
    expect((await designValue(test.app, analyst, 'list.ajax')).map((module: { moduleId: string }) => module.moduleId)).not.toContain('eqSparePart');
  });

  it('publishes the draft over the table, keeping its rows, and serves them', async () => {
    const { bundle } = await designValue(test.app, analyst, 'generate.ajax', { table: 'eq_spare_part' });
    bundle.title = { 'zh-CN': '备品备件', 'en-US': 'Spare parts' };
    // The menu names who may do what (publish grants no role of its own).
    bundle.menu = { parentId: 'm_material', routerPath: 'eq/sparePart', seq: 5, grants: [{ role: 'admin', operations: ['view', 'add', 'edit'] }] };
    expect((await design(test.app, analyst, 'saveDraft.ajax', { moduleId: 'eqSparePart', bundle: JSON.stringify(bundle), revision: -1 })).body.state).toBe(0);

    const plan = await designValue(test.app, manager, 'plan.ajax', { moduleId: 'eqSparePart' });
    // The not-null column is required: checked, and no row is empty.
    expect(plan).toMatchObject({ blocked: false, counts: { 0: 0 }, plan: { fromVersion: null, toVersion: 1, refusals: [], checks: [{ kind: 'required', field: 'partName', column: 'part_name' }] } });
    expect(plan.plan.steps.filter((step: { kind: string }) => step.kind === 'restoreField').map((step: { column: string }) => step.column)).toEqual(['part_no', 'part_name', 'qty', 'unit_price', 'arrived_on']);
    expect((await design(test.app, manager, 'publish.ajax', { moduleId: 'eqSparePart', revision: 1, publishedVersion: 0, note: '从表生成' })).body.value.version).toBe(1);

    const columns = await columnInfo(test.app, 'eq_spare_part');
    expect([...columns.keys()]).toEqual(expect.arrayContaining(['created_by', 'row_version', 'seq', 'bundle_version']));
    expect(columns.get('unit_price')?.type).toBe('numeric');
    const listed = await call(test.app, manager, `${bundle.apiPath}/tableList.ajax`, {});
    expect(listed.body.totalRows).toBe(2);
    expect(listed.body.rows.map((row: { rowDatas: { partName: string; unitPrice: string } }) => [row.rowDatas.partName, row.rowDatas.unitPrice]).sort()).toEqual([
      ['偏航电机', '9200.50'],
      ['变桨轴承', '18500.00'],
    ]);
    const saved = await call(test.app, manager, `${bundle.apiPath}/save.ajax`, { pkValue: -1, partName: '齿轮箱油', qty: 3, unitPrice: '1200.00', _bundleVersion: '1' });
    expect(saved.body.state).toBe(0);
    const row = await moduleTables(test.app.database.db).selectFrom('eq_spare_part').select(['org_no', 'bundle_version']).where('part_no', '=', saved.body.value).executeTakeFirst();
    expect(row).toEqual({ org_no: 'ORG0101', bundle_version: '1' });
    expect(await test.app.database.db.selectFrom('sys_menu').select(['parent_id', 'name_zh']).where('id', '=', 'eqSparePart').executeTakeFirst()).toEqual({ parent_id: 'm_material', name_zh: '备品备件' });

    expect((await designValue(test.app, analyst, 'context.ajax')).tables).toContainEqual({ table: 'eq_spare_part', module: 'eqSparePart' });
    expectRefusal(await design(test.app, analyst, 'generate.ajax', { table: 'eq_spare_part' }), 'E_NOT_FOUND', 404);
  });

  it('refuses to publish over a table whose key the server cannot issue or whose columns no field can use', async () => {
    const { bundle } = await designValue(test.app, analyst, 'generate.ajax', { table: 'eq_tool_box' });
    expect((await design(test.app, analyst, 'saveDraft.ajax', { moduleId: bundle.moduleId, bundle: JSON.stringify(bundle), revision: -1 })).body.state).toBe(0);
    const refused = await design(test.app, manager, 'publish.ajax', { moduleId: bundle.moduleId, revision: 1, publishedVersion: 0, note: '从表生成' });
    expectRefusal(refused, 'E_PUBLISH_BLOCKED', 409);
    expect(refused.body.param.refusals).toEqual([
      expect.objectContaining({ field: 'id', messageId: 'designer.plan.keyType', message: '主键 id 须为文本且可容纳至少 20 个字符：记录主键由服务器生成' }),
      expect.objectContaining({ field: 'weight', messageId: 'designer.plan.columnType', params: { column: 'weight', type: 'real' } }),
    ]);
    expect((await columnInfo(test.app, 'eq_tool_box')).has('row_version')).toBe(false);
  });
});
