import { sql } from 'kysely';
import { uniqueKeysOf, type CompiledModule, type FieldError, type Locale, type UniqueKey } from '../../runtime/index.ts';
import { indexName } from '../db/index-name.ts';
import { RecordValidationError } from './record-validation-error.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Whether every field of the key has a value: a key with an empty field never clashes (nulls are distinct). */
export function keyIsComplete(key: UniqueKey, record: Record<string, unknown>): boolean {
  return key.fields.every((name) => present(record[name]));
}

/** The key's values as one text: a file's rows and stored records are compared by it. */
export function keyText(key: UniqueKey, record: Record<string, unknown>): string {
  return key.fields.map((name) => String(record[name])).join(' / ');
}

/** The labels of the key's fields in the user's language. */
export function keyLabel(module: CompiledModule, key: UniqueKey, locale: Locale): string {
  return key.fields.map((name) => module.fields.get(name)?.def.label[locale] ?? name).join(' / ');
}

/** `keys.unique` on the key's first field: '车牌号「粤B12345」已存在'. */
export function uniqueError(module: CompiledModule, key: UniqueKey, record: Record<string, unknown>, locale: Locale): FieldError {
  return { field: key.fields[0] ?? '', messageId: 'keys.unique', params: { label: keyLabel(module, key, locale), value: keyText(key, record) } };
}

/**
 * A stored record (other than `exceptKey`) holding the same values of one of the module's unique
 * keys, in its scope: the organisation's records for 'org', all records for 'global'. A check
 * for the message; the unique index decides races (translateUniqueViolation).
 */
export async function uniqueErrors(
  db: PlatformDb,
  module: CompiledModule,
  record: Record<string, unknown>,
  orgNo: string,
  locale: Locale,
  exceptKey?: string,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const key of uniqueKeysOf(module.bundle)) {
    if (!keyIsComplete(key, record)) continue;
    let query = moduleTables(db).selectFrom(module.table).select(sql`1`.as('found')).limit(1);
    key.fields.forEach((name, index) => {
      query = query.where(key.columns[index] ?? name, '=', record[name]);
    });
    if (key.scope === 'org') query = query.where(SYSTEM_COLUMN.orgNo, '=', orgNo);
    if (exceptKey !== undefined) query = query.where(module.primaryKey.column, '<>', exceptKey);
    if (await query.executeTakeFirst()) errors.push(uniqueError(module, key, record, locale));
  }
  return errors;
}

/** The unique key whose index refused a write, from the error of either database (SQLSTATE 23505). */
export function violatedKey(module: CompiledModule, error: unknown): UniqueKey | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return undefined;
  return uniqueKeysOf(module.bundle).find((key) => indexName(module.table, key.suffix) === constraint);
}

/**
 * Runs a write; a unique index refusing it (a record saved by someone else since the check)
 * becomes the same field error as the check's.
 */
export async function withUniqueErrors<T>(module: CompiledModule, record: Record<string, unknown>, locale: Locale, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const key = violatedKey(module, error);
    if (key) throw new RecordValidationError([uniqueError(module, key, record, locale)]);
    throw error;
  }
}

/** @throws RecordValidationError naming each unique key the record would share with a stored one. */
export async function assertUnique(db: PlatformDb, module: CompiledModule, record: Record<string, unknown>, orgNo: string, locale: Locale, exceptKey?: string): Promise<void> {
  const errors = await uniqueErrors(db, module, record, orgNo, locale, exceptKey);
  if (errors.length > 0) throw new RecordValidationError(errors);
}
