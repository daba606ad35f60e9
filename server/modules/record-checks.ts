import { sql } from 'kysely';
import { AppError, type CompiledModule, type RecordCheckDef } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext } from './record-context.ts';
import { RecordValidationError } from './record-validation-error.ts';
import { blankTermField, checkedGroups, checkSql, type CheckedRecord } from './record-check-sql.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { parentValuesReader } from './check-parent-values.ts';

/** The first half of the advisory lock of a checked group (record-check-sql.ts checkedGroups). */
const CHECK_LOCK = 'record-check';

/** When a check runs (RecordCheckDef.when): on every save, or when a workflow starts for the record. */
export type CheckMoment = NonNullable<RecordCheckDef['when']>;

/** A check a record did not pass: which record (its index in the checked list), the check, and the two sides' values. */
interface CheckFailure {
  index: number;
  check: RecordCheckDef;
  params: { check: string; left: string; right: string };
}

/**
 * Runs the bundle's cross-record checks of one moment against each record, one statement per
 * check, inside the caller's transaction (a save's, after its writes: the aggregates see what it
 * wrote, and a refusal rolls it back); answers each record's first failing check.
 * First it takes a transaction-level advisory lock per group of rows the aggregates read (the
 * checked parent: the issue and material a return names), for every record at once and in one
 * order: two saves into one group are checked one after the other, the second seeing what the
 * first committed, so together they cannot pass a limit each would pass alone, and two saves
 * of several rows cannot deadlock. Saves into other groups do not wait.
 * @throws AppError E_INTERNAL when a check names a module or field no longer published.
 */
async function failedChecks(db: PlatformDb, registry: ModuleRegistry, module: CompiledModule, records: readonly CheckedRecord[], ctx: RecordContext, moment: CheckMoment): Promise<CheckFailure[]> {
  const checks = (module.bundle.checks ?? []).filter((check) => (check.when ?? 'save') === moment);
  if (checks.length === 0) return [];
  const parentValues = parentValuesReader(db, registry, module, checks, ctx.orgNo);
  const prepared: { record: CheckedRecord; checks: RecordCheckDef[] }[] = [];
  for (const checked of records) {
    const record = { ...checked, values: { ...checked.values, ...(await parentValues(checked.values)) } };
    prepared.push({ record, checks: checks.filter((check) => !blankTermField(check, record)) });
  }
  const groups = [...new Set(prepared.flatMap(({ record, checks: run }) => run.flatMap((check) => checkedGroups(check, record, ctx.orgNo))))].sort();
  for (const group of groups) await sql`select pg_advisory_xact_lock(hashtext(${CHECK_LOCK}), hashtext(${group}))`.execute(db);
  const failures: CheckFailure[] = [];
  for (const [index, { record, checks: run }] of prepared.entries()) {
    for (const check of run) {
      const statement = checkSql(registry, module, check, record, ctx.orgNo);
      if (!statement) throw new AppError('E_INTERNAL', { reason: `check ${check.name} of ${module.moduleId} names a module or field that is not published` });
      const { rows } = await statement.execute(db);
      const row = rows[0];
      if (row?.ok === true) continue;
      failures.push({ index, check, params: { check: check.name, left: row?.l ?? '', right: row?.r ?? '' } });
      break;
    }
  }
  return failures;
}

/** A failure of a check that names no field: the whole save is refused for it. */
function recordRefusal(failure: CheckFailure): AppError {
  return new AppError('E_VALIDATION', failure.params, failure.check.message);
}

/**
 * Refuses the save (or the workflow's start) when the record fails one of the module's checks of
 * the moment: at the check's field when it names one (RecordValidationError), else for the
 * record (AppError E_VALIDATION); the message id is the check's, with its name and the two
 * sides' values as params.
 * @example await assertRecordChecks(trx, registry, returns, { key, values }, ctx, 'save')
 */
export async function assertRecordChecks(db: PlatformDb, registry: ModuleRegistry, module: CompiledModule, record: CheckedRecord, ctx: RecordContext, moment: CheckMoment): Promise<void> {
  const [failure] = await failedChecks(db, registry, module, [record], ctx, moment);
  if (!failure) return;
  if (failure.check.field === undefined) throw recordRefusal(failure);
  throw new RecordValidationError([{ field: failure.check.field, messageId: failure.check.message, params: failure.params }]);
}

/**
 * The save checks of an inline list's rows, written with their parent: every failing row is
 * refused at once, at `rowField(index, field)` (the grid's cell), so the form shows each row to fix.
 */
export async function assertRowChecks(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  rows: readonly CheckedRecord[],
  ctx: RecordContext,
  rowField: (index: number, field: string) => string,
): Promise<void> {
  const failures = await failedChecks(db, registry, module, rows, ctx, 'save');
  const wholeRecord = failures.find((failure) => failure.check.field === undefined);
  if (wholeRecord) throw recordRefusal(wholeRecord);
  if (failures.length > 0) throw new RecordValidationError(failures.map(({ index, check, params }) => ({ field: rowField(index, check.field!), messageId: check.message, params })));
}
