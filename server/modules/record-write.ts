import { sql } from 'kysely';
import { AppError, coerceRecord, validateRecord, type CompiledModule, type ExpressionContext, type UserFieldAccess } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext } from './record-context.ts';
import { loadRecord } from './record-read.ts';
import { recordKey } from './record-key.ts';
import { RecordValidationError } from './record-validation-error.ts';
import { referenceErrors } from './reference-check.ts';
import { assertRecordChecks } from './record-checks.ts';
import { canonicalLinks, writeLinks } from './reference-links.ts';
import { bundleVersion } from './bundle-version.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import { holdPublishedVersion } from '../designer/version-guard.ts';
import { planInlineChildren, type InlineRowsInput } from './inline-children.ts';
import { writeInlineChildren } from './inline-rows-write.ts';
import { withRowErrors } from './inline-row-errors.ts';
import { enforceFieldPolicy } from './field-policy.ts';
import { parentKeysIn, recomputeParents } from './parent-totals.ts';
import { serverFilledValues } from './parent-name.ts';
import { assertUnique, withUniqueErrors } from './unique-check.ts';
import { numberRecords } from './record-numbers.ts';
import { assertNotGuarded } from './record-guards.ts';
import { builtFieldStates, computedValues, recordForSave, storedContext } from './record-expressions.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';

export interface SaveContext extends RecordContext {
  /** The _rowVersion the client loaded; when given, a record changed since is refused (E_STALE_RECORD). */
  rowVersion?: number;
  /**
   * A check that must see what the write sees, run inside the save's transaction before it
   * writes; what it locks stays locked until the save commits (the workflow step's editable
   * fields: a submit cannot move the step between the check and the write).
   */
  beforeWrite?: (trx: PlatformDb) => Promise<void>;
  /** The inline child lists' rows sent with the parent (`_children`); absent lists stay as stored. */
  children?: InlineRowsInput;
  /** The saving user's field access from their roles (field-overrides.ts); none: not limited by role. */
  fieldAccess?: UserFieldAccess;
  /** Set by saveRecord: the inline lists' rows as this save leaves them, which the parent's expressions read instead of the stored ones. */
  inlineRows?: Record<string, Record<string, unknown>[]>;
  /** The clock numbering rules read on add (tests drive it); default the wall clock. */
  now?: Date;
  /**
   * A check of the inline lists whose rows this save changes (added, changed, moved or removed
   * rows), by child moduleId, run in the transaction once they are planned: the workflow step's
   * editable region covers inline lists as it covers fields.
   */
  checkInlineChanges?: (trx: PlatformDb, moduleIds: readonly string[]) => Promise<void>;
}

/** pkValue of a record not saved yet (spec 01 §3). */
export function isNewKey(key: string | undefined): boolean {
  return key === undefined || key === '' || key === '-1';
}

/** Field values to column values; the primary key is server-issued and never taken from the client. */
function columnValues(module: CompiledModule, values: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = module.fields.get(name);
    if (field && field !== module.primaryKey) columns[field.column] = value;
  }
  return columns;
}

/**
 * The bundle's field defaults, typed like values sent by a client; a new record starts from
 * them, whether saved by a form or imported from a workbook.
 */
export function defaultValues(module: CompiledModule): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const field of module.fields.values()) if (field.def.default !== undefined) raw[field.name] = field.def.default;
  return coerceRecord(module, raw).values;
}

function assertValid(module: CompiledModule, record: Record<string, unknown>, ctx: RecordContext, context?: ExpressionContext): void {
  const errors = validateRecord(module, record, ctx.locale, context);
  if (errors.length > 0) throw new RecordValidationError(errors);
}

/**
 * Reference and tree-reference values must name records that exist in the user's organisation
 * (one query, reference-check.ts); refused per field like a broken field rule, nothing saved.
 */
async function assertReferences(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  values: Record<string, unknown>,
  ctx: RecordContext,
  stored?: Record<string, unknown>,
): Promise<void> {
  const errors = await referenceErrors(db, registry, module, values, ctx, stored);
  if (errors.length > 0) throw new RecordValidationError(errors);
}

async function insertRecord(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  sent: Record<string, unknown>,
  numbers: Record<string, unknown>,
  ctx: SaveContext,
): Promise<string> {
  const defaults = defaultValues(module);
  const filled = { ...(await serverFilledValues(db, registry, module, sent, undefined, ctx)), ...numbers };
  const values = enforceFieldPolicy(module, sent, undefined, defaults, filled, { ...ctx, fieldAccess: ctx.fieldAccess ?? {} });
  const { record, context } = await recordForSave(db, registry, module, { ...defaults, ...values, ...filled }, undefined, ctx, ctx.inlineRows);
  assertValid(module, record, ctx, context);
  await assertReferences(db, registry, module, record, ctx);
  await assertUnique(db, module, record, ctx.orgNo, ctx.locale);
  const key = recordKey();
  const orgScoped = module.bundle.entity.orgScoped;
  const seqScope = orgScoped ? sql` where ${sql.ref(SYSTEM_COLUMN.orgNo)} = ${ctx.orgNo}` : sql``;
  const insert = moduleTables(db)
    .insertInto(module.table)
    .values({
      ...columnValues(module, record),
      [module.primaryKey.column]: key,
      ...(orgScoped ? { [SYSTEM_COLUMN.orgNo]: ctx.orgNo } : {}),
      [SYSTEM_COLUMN.createdBy]: ctx.userId,
      [SYSTEM_COLUMN.createdAt]: sql`localtimestamp(0)`,
      [SYSTEM_COLUMN.rowVersion]: 1,
      [SYSTEM_COLUMN.seq]: sql`(select coalesce(max(${sql.ref(SYSTEM_COLUMN.seq)}), 0) + 1 from ${sql.table(module.table)}${seqScope})`,
      [SYSTEM_COLUMN.bundleVersion]: bundleVersion(module),
    });
  await withUniqueErrors(module, record, ctx.locale, () => insert.execute());
  await writeLinks(db, module, key, record);
  await assertRecordChecks(db, registry, module, { key, values: { ...record, [module.primaryKey.name]: key } }, ctx, 'save');
  await recomputeParents(db, registry, module, parentKeysIn(registry, module, [record]), ctx);
  return key;
}

/**
 * Updates the fields sent, after checking the whole record as it will be (stored values
 * overlaid with the sent ones). The row version guards against a save that read an older
 * record, both the client's (_rowVersion) and this call's own read.
 */
async function updateRecord(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  sent: Record<string, unknown>,
  key: string,
  ctx: SaveContext,
): Promise<string> {
  const stored = await loadRecord(db, registry, module, key, ctx);
  if (ctx.rowVersion !== undefined && ctx.rowVersion !== stored.rowVersion) throw new AppError('E_STALE_RECORD');
  // One expression context for the whole save: the guards, readOnlyWhen and the recomputation read it.
  const built = await storedContext(db, registry, module, stored.values, key, ctx);
  await assertNotGuarded(db, registry, module, { operation: 'edit', key, stored: stored.values }, ctx, built);
  const filled = await serverFilledValues(db, registry, module, sent, stored.values, ctx);
  // readOnlyWhen locks by the record as stored, as a workflow step or a state does.
  const fieldStates = builtFieldStates(module, built);
  const policy = { ...ctx, fieldAccess: ctx.fieldAccess ?? {}, ...(fieldStates ? { fieldStates } : {}) };
  const values = { ...enforceFieldPolicy(module, sent, stored.values, stored.values, filled, policy), ...filled };
  const { record, context, cleared } = await recordForSave(db, registry, module, { ...stored.values, ...values }, key, ctx, ctx.inlineRows, built);
  assertValid(module, record, ctx, context);
  await assertReferences(db, registry, module, values, ctx, stored.values);
  await assertUnique(db, module, record, ctx.orgNo, ctx.locale, key);
  let update = moduleTables(db)
    .updateTable(module.table)
    .set({
      ...columnValues(module, { ...values, ...computedValues(module, record, cleared) }),
      [SYSTEM_COLUMN.updatedBy]: ctx.userId,
      [SYSTEM_COLUMN.updatedAt]: sql`localtimestamp(0)`,
      [SYSTEM_COLUMN.rowVersion]: sql`${sql.ref(SYSTEM_COLUMN.rowVersion)} + 1`,
      [SYSTEM_COLUMN.bundleVersion]: bundleVersion(module),
    })
    .where(module.primaryKey.column, '=', key)
    .where(SYSTEM_COLUMN.rowVersion, '=', stored.rowVersion);
  if (module.bundle.entity.orgScoped) update = update.where(SYSTEM_COLUMN.orgNo, '=', ctx.orgNo);
  const result = await withUniqueErrors(module, record, ctx.locale, () => update.executeTakeFirst());
  if (Number(result.numUpdatedRows) === 0) throw new AppError('E_STALE_RECORD');
  await writeLinks(db, module, key, { ...values, ...computedValues(module, record, cleared) });
  await assertRecordChecks(db, registry, module, { key, values: record }, ctx, 'save');
  await recomputeParents(db, registry, module, parentKeysIn(registry, module, [stored.values, record]), ctx);
  return key;
}

/** The numbers the module's numbering rules give a new record: fields left empty, or read-only. */
async function recordNumbers(db: PlatformDb, module: CompiledModule, values: Record<string, unknown>, ctx: SaveContext): Promise<Record<string, unknown>> {
  const [numbered = values] = await numberRecords(db, module, [values], ctx.orgNo, ctx.now ?? new Date());
  return Object.fromEntries(Object.entries(numbered).filter(([name, value]) => values[name] !== value));
}

/**
 * Adds a record inside a transaction the caller holds (a transition making a record of another
 * module), checked like a save of the user: the number is taken in that transaction, so its
 * counter row stays locked until the caller commits.
 */
export async function addRecordWithin(trx: PlatformDb, registry: ModuleRegistry, module: CompiledModule, values: Record<string, unknown>, ctx: SaveContext): Promise<string> {
  await holdPublishedVersion(trx, module);
  const numbers = await recordNumbers(trx, module, values, ctx);
  return insertRecord(trx, registry, module, canonicalLinks(module, values), numbers, ctx);
}

/**
 * Adds (key absent or '-1') or updates a record of the user's organisation and answers its key.
 * One transaction under the module's published version (holdPublishedVersion): the row is
 * stamped with the version it was validated against, and a publish in between refuses the save.
 * The inline child lists' rows sent along (ctx.children) are written in the same transaction
 * (server/modules/inline-children.ts); the parent's row version covers them.
 * @throws RecordValidationError when the record or one of its inline rows breaks a field rule or a
 *   reference names no record of the user's organisation; AppError E_RECORD_NOT_FOUND, E_STALE_RECORD, E_BUNDLE_CHANGED.
 */
export async function saveRecord(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  values: Record<string, unknown>,
  key: string | undefined,
  ctx: SaveContext,
): Promise<string> {
  // Numbers are taken before the save's transaction, so no save waits on another's counter row;
  // they are server-filled values, which the field policy lets through a read-only field.
  const numbers = isNewKey(key) ? await recordNumbers(db, module, values, ctx) : {};
  return db.transaction().execute(async (trx) => {
    await holdPublishedVersion(trx, module);
    await ctx.beforeWrite?.(trx);
    const parentKey = isNewKey(key) ? undefined : (key as string);
    // Multi-reference keys in one canonical order, as the link table and the column hold them.
    const sent = canonicalLinks(module, values);
    // The inline rows as they will be after this save, checked before anything is written
    // (children.rows: what the parent's computed fields over child rows read).
    const children = await planInlineChildren(trx, registry, module, ctx.children, parentKey, ctx);
    const changedLists = children.lists.filter((list) => list.removed.length > 0 || list.rows.some((row) => row.write)).map((list) => list.list.module.moduleId);
    if (parentKey !== undefined && changedLists.length > 0) await ctx.checkInlineChanges?.(trx, changedLists);
    const saved = await withRowErrors(children.errors, () =>
      parentKey === undefined
        ? insertRecord(trx, registry, module, sent, numbers, { ...ctx, inlineRows: children.rows })
        : updateRecord(trx, registry, module, sent, parentKey, { ...ctx, inlineRows: children.rows }),
    );
    await writeInlineChildren(trx, registry, module, children, saved, ctx);
    return saved;
  });
}
