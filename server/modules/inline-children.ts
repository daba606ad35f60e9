import {
  AppError,
  childFieldPath,
  computeRecord,
  coerceRecord,
  linkFieldNames,
  validateChildRows,
  type ChildListDef,
  type CompiledField,
  type CompiledModule,
  type ExpressionContext,
  type FieldError,
} from '../../runtime/index.ts';
import { expressionSession } from './record-expressions.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext } from './record-context.ts';
import { referenceErrors } from './reference-check.ts';
import { defaultValues } from './record-write.ts';
import { loadInlineRows, type StoredRow } from './inline-rows-read.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import { sameValue } from '../../runtime/rules/same-value.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';

/** An inline child list of a parent module with its compiled child module. */
export interface InlineList {
  link: ChildListDef;
  module: CompiledModule;
  /** The child field holding the parent's key. */
  linkField: CompiledField;
  /** The child field holding the parent's display name, and the parent field it copies. */
  nameField?: CompiledField;
  labelField?: CompiledField;
}

/** A row as it will be written: its key (new or stored), every field's value, and whether it needs a write. */
export interface PlannedRow {
  key?: string;
  values: Record<string, unknown>;
  write: boolean;
}

export interface InlineListPlan {
  list: InlineList;
  rows: PlannedRow[];
  /** Keys of the parent's stored rows the save leaves out: deleted with it. */
  removed: string[];
}

export interface InlineChildrenPlan {
  /**
   * The parent's inline rows once the save is written, by child moduleId, in list order, every
   * field typed: the `children` scope of the parent's computed fields and record rules.
   */
  rows: Record<string, Record<string, unknown>[]>;
  /** Lists the save sends; lists it leaves out are not written. */
  lists: InlineListPlan[];
  /** Row and row-count errors, at `moduleId[index].field` and `moduleId` (runtime/rules/child-rows.ts). */
  errors: FieldError[];
}

/** The rows of each inline list as sent, by child moduleId. */
export type InlineRowsInput = Record<string, Record<string, unknown>[]>;

/** Hard bound of rows per list whatever the bundle says (the schema caps maxRows at it too). */
const ROWS_CAP = 1000;

function badChildren(detail: string): AppError {
  return new AppError('E_BAD_REQUEST', { reason: `_children${detail}` });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The `_children` parameter of a save: JSON text (form posts) or an object (JSON bodies) of
 * `{ childModuleId: [row, ...] }`. Absent: undefined (the save leaves every inline list as it is).
 * @throws AppError E_BAD_REQUEST for anything else.
 */
export function inlineRowsParam(raw: unknown): InlineRowsInput | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badChildren('');
    }
  }
  if (!isPlainObject(value)) throw badChildren('');
  for (const [moduleId, rows] of Object.entries(value)) {
    if (!Array.isArray(rows) || !rows.every(isPlainObject)) throw badChildren(`.${moduleId}`);
    if (rows.length > ROWS_CAP) throw badChildren(`.${moduleId}`);
  }
  return value as InlineRowsInput;
}

/** The module's inline child lists whose child module is published and has its link field. */
export function inlineLists(registry: ModuleRegistry, module: CompiledModule): InlineList[] {
  const lists: InlineList[] = [];
  for (const link of module.bundle.form.children ?? []) {
    if (link.inline !== true) continue;
    const child = registry.byModuleId(link.module);
    const linkField = child?.fields.get(link.parentId ?? 'parentId');
    if (!child || !linkField) continue;
    const nameField = child.fields.get(link.parentName ?? 'parentName');
    const labelField = link.parentLabelField ? module.fields.get(link.parentLabelField) : undefined;
    lists.push({ link, module: child, linkField, ...(nameField && labelField ? { nameField, labelField } : {}) });
  }
  return lists;
}

/** True when the module is the child of an inline list: its rows are written only with their parent. */
export function isInlineChild(registry: ModuleRegistry, module: CompiledModule): boolean {
  return registry.childLinks(module.moduleId).some(({ link }) => link.inline === true);
}

function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.keys(a).every((name) => sameValue(a[name], b[name]));
}

/** Every field of the child, absent ones null: what validateRecord and computed fields read. */
function wholeRow(child: CompiledModule, values: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const name of child.fields.keys()) row[name] = values[name] ?? null;
  return row;
}

/**
 * Reference checks of the rows, once per distinct set of reference values: a grid's rows
 * mostly point at the same few records, and each check is a query.
 */
async function rowReferenceErrors(db: PlatformDb, registry: ModuleRegistry, list: InlineList, rows: readonly { index: number; values: Record<string, unknown>; stored?: Record<string, unknown> }[], ctx: RecordContext): Promise<FieldError[]> {
  const hasReferences = [...list.module.fields.values()].some((field) => field !== list.linkField && (field.type === 'reference' || field.type === 'treeRef'));
  if (!hasReferences) return [];
  const checked = new Map<string, Promise<FieldError[]>>();
  const errors: FieldError[] = [];
  for (const row of rows) {
    const { [list.linkField.name]: _parent, ...values } = row.values;
    const signature = JSON.stringify([values, row.stored ?? null]);
    let pending = checked.get(signature);
    if (!pending) checked.set(signature, (pending = referenceErrors(db, registry, list.module, values, ctx, row.stored)));
    for (const error of await pending) errors.push({ ...error, field: childFieldPath(list.module.moduleId, row.index, error.field) });
  }
  return errors;
}

async function planList(
  db: PlatformDb,
  registry: ModuleRegistry,
  list: InlineList,
  sent: Record<string, unknown>[],
  stored: StoredRow[],
  ctx: RecordContext,
  context: ExpressionContext | undefined,
): Promise<{ plan: InlineListPlan; errors: FieldError[] }> {
  const child = list.module;
  const storedByKey = new Map(stored.map((row) => [row.key, row]));
  const pk = child.primaryKey.name;
  const ignore = [pk, ...linkFieldNames(list.link, child)];
  const defaults = defaultValues(child);
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  const rows: PlannedRow[] = [];
  const toCheck: { index: number; values: Record<string, unknown>; stored?: Record<string, unknown> }[] = [];
  sent.forEach((raw, index) => {
    // A row's key travels as pkValue, like a record's (absent, '' or -1: a new row).
    const rawKey = raw.pkValue;
    const key = rawKey === undefined || rawKey === null || rawKey === '' || rawKey === '-1' ? undefined : String(rawKey);
    // A key must name a row of this parent in the user's organisation: another parent's row,
    // another organisation's or a deleted one is refused without saying which.
    const previous = key === undefined ? undefined : storedByKey.get(key);
    if (key !== undefined && (!previous || seen.has(key))) throw new AppError('E_RECORD_NOT_FOUND');
    if (key !== undefined) seen.add(key);
    const coerced = coerceRecord(child, raw, { ignore, locale: ctx.locale });
    for (const error of coerced.errors) errors.push({ ...error, field: childFieldPath(child.moduleId, index, error.field) });
    const whole = wholeRow(child, { ...(previous ? previous.values : defaults), ...coerced.values });
    // A row's computed fields are the server's, as a record's: those that read the row alone are
    // recomputed here (the parent's aggregates read them); a row reading parent() keeps what it holds.
    const values = context && child.expressions.computeOrder.length > 0 ? computeRecord(child, whole, context) : whole;
    const moved = previous !== undefined && previous.position !== index;
    const changed = !previous || !sameValues(values, previous.values);
    rows.push({ ...(key !== undefined ? { key } : {}), values, write: changed || moved });
    if (changed) toCheck.push({ index, values: coerced.values, ...(previous ? { stored: previous.values } : {}) });
  });
  errors.push(...validateChildRows(list.link, child, rows.map((row) => row.values), ctx.locale));
  errors.push(...(await rowReferenceErrors(db, registry, list, toCheck, ctx)));
  const removed = stored.filter((row) => !seen.has(row.key)).map((row) => row.key);
  return { plan: { list, rows, removed }, errors };
}

async function lockParent(db: PlatformDb, module: CompiledModule, key: string, ctx: RecordContext): Promise<void> {
  let query = moduleTables(db).selectFrom(module.table).select(module.primaryKey.column).where(module.primaryKey.column, '=', key);
  if (module.bundle.entity.orgScoped) query = query.where(SYSTEM_COLUMN.orgNo, '=', ctx.orgNo);
  await query.forUpdate().execute();
}

/**
 * Reads and checks the inline rows a save sends, before anything is written: each list named
 * must be an inline list of the module, each row key one of the parent's stored rows, each row
 * valid by its child module's rules and references, each list within its row bounds. A new
 * parent's lists that the save leaves out hold no rows (minRows still applies).
 * @param parentKey the stored parent's key; undefined for a new parent.
 * @throws AppError E_BAD_REQUEST (a list that is not inline), E_RECORD_NOT_FOUND (a row key
 *   that is not one of the parent's rows); E_UNKNOWN_FIELD (a row field the child lacks).
 */
export async function planInlineChildren(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  sent: InlineRowsInput | undefined,
  parentKey: string | undefined,
  ctx: RecordContext,
): Promise<InlineChildrenPlan> {
  const lists = inlineLists(registry, module);
  for (const moduleId of Object.keys(sent ?? {})) {
    if (!lists.some((list) => list.module.moduleId === moduleId)) throw badChildren(`.${moduleId}`);
  }
  const plan: InlineChildrenPlan = { rows: {}, lists: [], errors: [] };
  const computes = lists.some((list) => list.module.expressions.computeOrder.length > 0);
  const context: ExpressionContext | undefined = computes ? { session: await expressionSession(db, ctx), now: new Date() } : undefined;
  // The stored rows are read under the parent's row lock, so no other save changes them before this one writes.
  if (parentKey !== undefined && sent !== undefined) await lockParent(db, module, parentKey, ctx);
  for (const list of lists) {
    const stored = parentKey === undefined ? [] : await loadInlineRows(db, registry, list, parentKey, ctx, { labels: false });
    const rows = sent?.[list.module.moduleId];
    if (rows === undefined) {
      plan.rows[list.module.moduleId] = stored.map((row) => row.values);
      if (parentKey === undefined) plan.errors.push(...validateChildRows(list.link, list.module, [], ctx.locale));
      continue;
    }
    const { plan: listPlan, errors } = await planList(db, registry, list, rows, stored, ctx, context);
    plan.rows[list.module.moduleId] = listPlan.rows.map((row) => row.values);
    plan.lists.push(listPlan);
    plan.errors.push(...errors);
  }
  return plan;
}
