import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef, ModuleBundle } from '../../runtime/index.ts';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { countRows, expectRefusal, list } from './module-helpers.ts';
import { designValue, editAndPublish, loadDesign } from './module-design-helpers.ts';

const VISITED: FieldDef = {
  name: 'visitedEq',
  type: 'reference',
  label: { 'zh-CN': '巡视设备', 'en-US': 'Units visited' },
  reference: { entity: 'EqEquipment', labelField: 'eqName', multiple: true, filterBy: { field: 'czxxNo', targetField: 'czxxNo' } },
};

/** Defects whose equipment is a turbine, box transformer or inverter picked from a tree, and which list the units visited. */
function withReferenceRules(bundle: ModuleBundle): void {
  const eqNo = bundle.entity.fields.find((field) => field.name === 'eqNo') as FieldDef;
  eqNo.reference = { ...eqNo.reference!, where: [{ field: 'eqType', op: 'in', value: ['WTG', 'BOX', 'INV'] }], picker: 'tree' };
  bundle.entity.fields.push(VISITED);
  bundle.search = [...(bundle.search ?? []), { field: 'visitedEq', type: 'reference', operator: 'in' }, { field: 'eqNo', type: 'reference' }];
}

/**
 * A reference's fixed `where`, multi-references in a link table and reference search conditions
 * (issue 13, item 8), through direct calls: the server refuses what a hostile client forges.
 */
describe('reference rules', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  let lisi: string;
  let station: string;
  let turbines: { pkValue: string; rowDatas: Record<string, any> }[];
  let system: string;
  let defectKey: string;
  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager, lisi] = await loginAll(test.app, ['analyst', 'manager', 'lisi']);
    await editAndPublish(test.app, analyst, manager, 'dfDefect', withReferenceRules);
    station = (await list(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'BaStation', pageSize: 1 })).rows[0]!.pkValue;
    turbines = (await list(test.app, manager, 'eq/equipment/tableList.ajax', { condition: 'eqType:S_EWTG', pageSize: 3 })).rows;
    system = (await list(test.app, manager, 'eq/equipment/tableList.ajax', { condition: 'eqType:S_ESYSTEM', pageSize: 1 })).rows[0]!.pkValue;
    defectKey = (await list(test.app, manager, 'df/defect/tableList.ajax', { pageSize: 1, condition: `czxxNo:S_E${station}` })).rows[0]!.pkValue;
  });
  afterAll(() => test.close());

  const choices = (path: string, extra: Record<string, string> = {}) =>
    call(test.app, manager, path, { _entityName: 'EqEquipment', refModule: 'dfDefect', refField: 'eqNo', refValue: station, pageSize: 50, ...extra });

  it("lists only the choices its where allows, in the table and in the tree picker's nodes", async () => {
    const table = await choices('pub/tableSelector.ajax');
    expect(table.body.totalRows).toBeGreaterThan(0);
    for (const row of table.body.rows) expect(['WTG', 'BOX', 'INV']).toContain(row.rowDatas.eqType);
    const everything = await call(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'EqEquipment', pageSize: 1 });
    expect(everything.body.totalRows).toBeGreaterThan(table.body.totalRows);
    // The tree picker shows the station's system nodes for their place, disabled; the units under them can be picked.
    type Node = { id: string; isParent: boolean; disabled?: boolean };
    const seen = new Map<string, Node>();
    let level = (await choices('pub/tree.ajax')).body as Node[];
    expect(level.length).toBeGreaterThan(0);
    for (let depth = 0; depth < 4 && level.length > 0; depth += 1) {
      for (const node of level) seen.set(node.id, node);
      const parents = level.filter((node) => node.isParent).slice(0, 3);
      level = (await Promise.all(parents.map(async (node) => (await choices('pub/tree.ajax', { id: node.id })).body as Node[]))).flat();
    }
    expect(seen.get(system)).toMatchObject({ disabled: true });
    expect(seen.get(turbines[0]!.pkValue) ?? seen.get(turbines[1]!.pkValue) ?? seen.get(turbines[2]!.pkValue)).toBeDefined();
    for (const turbine of turbines) if (seen.has(turbine.pkValue)) expect(seen.get(turbine.pkValue)!.disabled).toBeUndefined();
  });

  it('answers the one choice a refKey names, for the label of a value the form filled itself, and none outside the where', async () => {
    const [turbine] = turbines;
    const named = await choices('pub/tableSelector.ajax', { refKey: turbine!.pkValue, pageSize: '1' });
    expect(named.body.rows.map((row: { pkValue: string }) => row.pkValue)).toEqual([turbine!.pkValue]);
    expect(named.body.rows[0].rowDatas.eqName).toBe(turbine!.rowDatas.eqName);
    expect((await choices('pub/tableSelector.ajax', { refKey: system })).body.rows).toEqual([]);
  });

  it('refuses a saved value outside the where, and one naming another organisation, writing nothing', async () => {
    const refused = await call(test.app, manager, 'df/defect/save.ajax', { pkValue: defectKey, eqNo: system });
    expectRefusal(refused, 'E_VALIDATION');
    expect(refused.body.param.errors).toEqual([{ field: 'eqNo', message: expect.stringContaining('设备') }]);
    const foreign = (await list(test.app, lisi, 'eq/equipment/tableList.ajax', { condition: 'eqType:S_EINV', pageSize: 1 })).rows[0]!.pkValue;
    expectRefusal(await call(test.app, manager, 'df/defect/save.ajax', { pkValue: defectKey, eqNo: foreign }), 'E_VALIDATION');
    expect((await call(test.app, manager, 'df/defect/save.ajax', { pkValue: defectKey, eqNo: turbines[0]!.pkValue })).body.state).toBe(0);
  });

  it('saves a multi-reference in its link table, loads it with labels in order and filters lists by it', async () => {
    const [a, b, c] = turbines.map((row) => row.pkValue);
    const saved = await call(test.app, manager, 'df/defect/save.ajax', { pkValue: defectKey, visitedEq: `${b}, ${a},${b}` });
    expect(saved.body.state).toBe(0);
    const { rows } = await sql<{ target_key: string; seq: number }>`select target_key, seq from df_defect__visited_eq where record_key = ${defectKey} order by seq`.execute(test.app.database.db);
    expect(rows).toEqual([
      { target_key: b, seq: 0 },
      { target_key: a, seq: 1 },
    ]);
    const found = (await call(test.app, manager, 'df/defect/find.ajax', { pkValue: defectKey })).body.recorder;
    expect(found.visitedEq).toBe(`${b},${a}`);
    expect(found._labels.visitedEq).toBe(`${turbines[1]!.rowDatas.eqName},${turbines[0]!.rowDatas.eqName}`);
    const filtered = async (condition: string) => (await list(test.app, manager, 'df/defect/tableList.ajax', { condition, pageSize: 50 })).rows.map((row) => row.pkValue);
    expect(await filtered(`visitedEq:S_E${a}`)).toEqual([defectKey]);
    expect(await filtered(`visitedEq:S_IN${c},${b}`)).toEqual([defectKey]);
    expect(await filtered(`visitedEq:S_E${c}`)).toEqual([]);
    // A save without the field keeps its links; an empty value removes them.
    await call(test.app, manager, 'df/defect/save.ajax', { pkValue: defectKey, title: '改标题' });
    expect(await filtered(`visitedEq:S_E${a}`)).toEqual([defectKey]);
    expect((await call(test.app, manager, 'df/defect/save.ajax', { pkValue: defectKey, visitedEq: '' })).body.state).toBe(0);
    expect(await filtered(`visitedEq:S_E${a}`)).toEqual([]);
  });

  it('refuses a multi-reference when any key is not a visible target, and binds hostile keys', async () => {
    const [a] = turbines.map((row) => row.pkValue);
    const links = await countRows(test.app, 'df_defect__visited_eq');
    const foreign = (await list(test.app, lisi, 'eq/equipment/tableList.ajax', { pageSize: 1 })).rows[0]!.pkValue;
    for (const visitedEq of [`${a},${foreign}`, `${a},x' or '1'='1`, `${a},nope`, Array.from({ length: 101 }, (_, i) => `k${i}`).join(',')]) {
      const refused = await call(test.app, manager, 'df/defect/save.ajax', { pkValue: defectKey, visitedEq });
      expectRefusal(refused, 'E_VALIDATION');
      expect(refused.body.param.errors).toEqual([{ field: 'visitedEq', message: expect.any(String) }]);
    }
    expect(await countRows(test.app, 'df_defect__visited_eq')).toBe(links);
    expect(await countRows(test.app, 'eq_equipment')).toBeGreaterThan(0);
  });

  it('refuses a where on an unknown field or with a value of the wrong type, a tree picker without a tree, and a reference search on text', async () => {
    const { bundle } = await loadDesign(test.app, analyst, 'dfDefect');
    const czxxNo = bundle.entity.fields.find((field) => field.name === 'czxxNo') as FieldDef;
    czxxNo.reference = { ...czxxNo.reference!, where: [{ field: 'ghost', op: 'eq', value: 'x' }, { field: 'capacityMw', op: 'eq', value: 'big' }], picker: 'tree' };
    const check = async (checked: ModuleBundle) => (await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(checked) })).problems;
    const at = `/entity/fields/${bundle.entity.fields.indexOf(czxxNo)}/reference`;
    expect(await check(bundle)).toEqual([
      expect.objectContaining({ pointer: `${at}/where/0/field`, messageId: 'bundle.entityFieldMissing' }),
      expect.objectContaining({ pointer: `${at}/where/1/value`, messageId: 'bundle.conditionValueMismatch' }),
      expect.objectContaining({ pointer: `${at}/picker`, messageId: 'bundle.treePickerNeedsTree' }),
    ]);
    const search = (await loadDesign(test.app, analyst, 'dfDefect')).bundle;
    search.search = [...(search.search ?? []), { field: 'title', type: 'reference' }];
    expect(await check(search)).toEqual([expect.objectContaining({ pointer: `/search/${search.search.length - 1}/type`, messageId: 'bundle.referenceSearchNeedsReference' })]);
  });
});
