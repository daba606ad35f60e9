import { sql } from 'kysely';
import { AppError, type CompiledModule, type RecordCheckDef } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext } from './record-context.ts';
import { RecordValidationError } from './record-validation-error.ts';
import { blankTermField, checkedGroups, checkSql, type CheckedRecord } from './record-check-sql.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** The first half of the advisory lock of a checked group (record-check-sql.ts checkedGroups). */
const CHECK_LOCK = 'record-check';

/** When a check runs (RecordCheckDef.when): on every save, or when a workflow starts for the record. */
export type CheckMoment = NonNullable<RecordCheckDef['when']>;

/**
 * Runs the bundle's cross-record checks of one moment against the record, one statement each,
 * inside the caller's transaction (a save's, after its write: the aggregates see what it
 * wrote, and a refusal rolls it back). The first check that fails refuses: at its field when
 * it names one (RecordValidationError), else for the record (AppError E_VALIDATION); the
 * message id is the check's, with its name and the two sides' values as params.
 * First it takes a transaction-level advisory lock per group of rows its aggregates read (the
 * checked parent: the issue and material a return names), in one order: two saves into one
 * group are checked one after the other, the second seeing what the first committed, so
 * together they cannot pass a limit each would pass alone. Saves into other groups do not wait.
 * @throws AppError E_INTERNAL when a check names a module or field no longer published.
 * @example await assertRecordChecks(trx, registry, returns, { key, values }, ctx, 'save')
 */
export async function assertRecordChecks(db: PlatformDb, registry: ModuleRegistry, module: CompiledModule, record: CheckedRecord, ctx: RecordContext, moment: CheckMoment): Promise<void> {
  const checks = (module.bundle.checks ?? []).filter((check) => (check.when ?? 'save') === moment && !blankTermField(check, record));
  const groups = [...new Set(checks.flatMap((check) => checkedGroups(check, record, ctx.orgNo)))].sort();
  for (const group of groups) await sql`select pg_advisory_xact_lock(hashtext(${CHECK_LOCK}), hashtext(${group}))`.execute(db);
  for (const check of checks) {
    const statement = checkSql(registry, module, check, record, ctx.orgNo);
    if (!statement) throw new AppError('E_INTERNAL', { reason: `check ${check.name} of ${module.moduleId} names a module or field that is not published` });
    const { rows } = await statement.execute(db);
    const row = rows[0];
    if (row?.ok === true) continue;
    const params = { check: check.name, left: row?.l ?? '', right: row?.r ?? '' };
    if (check.field !== undefined) throw new RecordValidationError([{ field: check.field, messageId: check.message, params }]);
    throw new AppError('E_VALIDATION', params, check.message);
  }
}
