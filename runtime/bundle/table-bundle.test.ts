import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors.ts';
import { checkModuleBundle } from './check.ts';
import { compileModule } from './compile.ts';
import { planMigration } from './migration-plan.ts';
import { SYSTEM_COLUMNS } from './system-columns.ts';
import { bundleFromTable, type TableColumnInfo } from './table-bundle.ts';

function column(name: string, dataType: string, extra: Partial<TableColumnInfo> = {}): TableColumnInfo {
  return { name, dataType, maxLength: null, precision: null, scale: null, nullable: true, primaryKey: false, ...extra };
}

/** A work-order table as information_schema describes it, with our system columns and some awkward names. */
const WORK_ORDER: TableColumnInfo[] = [
  column('org_no', 'character varying', { maxLength: 64 }),
  column('work_order_no', 'character varying', { maxLength: 32, nullable: false, primaryKey: true }),
  column('title', 'character varying', { maxLength: 200, nullable: false }),
  column('description', 'text'),
  column('priority', 'smallint', { nullable: false }),
  column('estimated_hours', 'numeric', { precision: 8, scale: 2 }),
  column('cost', 'numeric'),
  column('quantity', 'bigint'),
  column('ratio', 'double precision'),
  column('planned_start', 'timestamp without time zone'),
  column('due_date', 'date'),
  column('done', 'boolean', { nullable: false }),
  column('start_time', 'time without time zone'),
  column('ext_ref', 'uuid'),
  column('eq_2nd_level', 'character varying', { maxLength: 20 }),
  column('lang', 'character varying', { maxLength: 8 }),
  column('a_b', 'integer'),
  column('a__b', 'integer'),
  column('notes', 'character varying', { maxLength: 20000 }),
  column('Bad Name', 'text'),
  column('created_by', 'character varying', { maxLength: 64 }),
  column('created_at', 'timestamp without time zone'),
  column('row_version', 'integer', { nullable: false }),
  column('seq', 'integer', { nullable: false }),
];

const generated = bundleFromTable('wo_work_order', WORK_ORDER);
const fieldByColumn = new Map([...compileModule(generated, {}).fields.values()].map((field) => [field.column, field]));

describe('bundleFromTable', () => {
  it('passes checkModuleBundle on its own', () => {
    expect(checkModuleBundle(generated, 'generated.json').problems).toEqual([]);
  });

  it('names the module after the table and leaves the menu to the analyst', () => {
    expect(generated).toMatchObject({
      moduleId: 'woWorkOrder',
      title: { 'zh-CN': 'wo_work_order', 'en-US': 'wo_work_order' },
      apiPath: 'gen/wo/work/order',
      entity: { name: 'WoWorkOrder', table: 'wo_work_order', primaryKey: 'workOrderNo', orgScoped: true },
      operations: ['add', 'edit', 'delete', 'export'],
    });
    expect(generated).not.toHaveProperty('menu');
  });

  it('round-trips every usable column name, leaving out system columns and names a bundle cannot hold', () => {
    const usable = WORK_ORDER.map((info) => info.name).filter((name) => !SYSTEM_COLUMNS.includes(name) && name !== 'Bad Name');
    expect([...fieldByColumn.keys()].sort()).toEqual(usable.sort());
  });

  it('sets column only where the field name does not snake back to it', () => {
    const explicit = generated.entity.fields.filter((field) => field.column !== undefined).map((field) => [field.name, field.column]);
    expect(explicit).toEqual([
      ['eq2ndLevel', 'eq_2nd_level'],
      ['lang2', 'lang'],
      ['aB2', 'a__b'],
    ]);
    expect(fieldByColumn.get('a_b')?.name).toBe('aB');
  });

  it('maps data types to field types and sizes', () => {
    const shape = (name: string) => {
      const { type, maxLength, precision, scale } = fieldByColumn.get(name)?.def ?? {};
      return { type, maxLength, precision, scale };
    };
    expect(shape('title')).toEqual({ type: 'text', maxLength: 200 });
    expect(shape('description')).toEqual({ type: 'text' });
    expect(shape('notes')).toEqual({ type: 'text' });
    expect(shape('priority')).toEqual({ type: 'int' });
    expect(shape('quantity')).toEqual({ type: 'int' });
    expect(shape('estimated_hours')).toEqual({ type: 'decimal', precision: 8, scale: 2 });
    expect(shape('cost')).toEqual({ type: 'decimal', precision: 18, scale: 2 });
    expect(shape('ratio')).toEqual({ type: 'number' });
    expect(shape('planned_start')).toEqual({ type: 'datetime' });
    expect(shape('due_date')).toEqual({ type: 'date' });
    expect(shape('done')).toEqual({ type: 'boolean' });
    expect(shape('start_time')).toEqual({ type: 'time' });
    expect(shape('ext_ref')).toEqual({ type: 'text' });
  });

  it('requires not-null columns except the key, which is hidden', () => {
    const required = generated.entity.fields.filter((field) => field.required).map((field) => field.name);
    expect(required).toEqual(['title', 'priority', 'done']);
    expect(generated.entity.fields[0]).toMatchObject({ name: 'workOrderNo', hidden: true });
  });

  it('lists the first eight other fields, searches the first text field and puts the rest in one form group', () => {
    const others = generated.entity.fields.slice(1).map((field) => field.name);
    expect(generated.list.columns).toEqual(others.slice(0, 8).map((field) => ({ field })));
    expect(generated.search).toEqual([{ field: 'title', operator: 'like' }]);
    expect(generated.form).toEqual({ groups: [{ columns: 2, fields: others }] });
  });

  it('adopts the existing columns when first published', () => {
    const plan = planMigration(undefined, generated, { from: null, to: 1 }, new Set(WORK_ORDER.map((info) => info.name)));
    expect(plan.steps.filter((step) => step.kind === 'addColumn')).toEqual([]);
    expect(plan.steps.filter((step) => step.kind === 'restoreField')).toHaveLength(generated.entity.fields.length);
  });
});

describe('bundleFromTable choices', () => {
  it('is not org-scoped without org_no and finds a key by its name when none is declared', () => {
    const bundle = bundleFromTable('log_2024', [column('message', 'text'), column('entry_no', 'integer'), column('id', 'integer')]);
    expect(bundle).toMatchObject({ apiPath: 'gen/log2024', entity: { primaryKey: 'entryNo', orgScoped: false } });
    expect(checkModuleBundle(bundle, 'generated.json').problems).toEqual([]);
  });

  it('takes the first column as key when nothing looks like one, and lists the key of a one-column table', () => {
    expect(bundleFromTable('tags', [column('label', 'text'), column('colour', 'text')]).entity.primaryKey).toBe('label');
    const single = bundleFromTable('codes', [column('code', 'character varying', { maxLength: 8 })]);
    expect(single.list.columns).toEqual([{ field: 'code' }]);
    expect(single).not.toHaveProperty('search');
    expect(checkModuleBundle(single, 'generated.json').problems).toEqual([]);
  });

  it('keeps decimals within the bundle limits', () => {
    const bundle = bundleFromTable('meter', [column('id', 'integer'), column('reading', 'numeric', { precision: 38, scale: 12 })]);
    expect(bundle.entity.fields[1]).toMatchObject({ type: 'decimal', precision: 30, scale: 10 });
    expect(checkModuleBundle(bundle, 'generated.json').problems).toEqual([]);
  });

  it('refuses a table a bundle cannot name or that has no usable column', () => {
    const refusal = (table: string, columns: TableColumnInfo[]) => {
      try {
        bundleFromTable(table, columns);
      } catch (error) {
        return isAppError(error) ? error.code : error;
      }
      return 'no error';
    };
    expect(refusal('Work Orders', [column('id', 'integer')])).toBe('E_BAD_REQUEST');
    expect(refusal('audit', [column('org_no', 'text'), column('Odd', 'text')])).toBe('E_BAD_REQUEST');
  });
});
