import { sql } from 'kysely';
import { uniqueKeysOf, type CompiledModule, type Translate, type UniqueKey } from '../../runtime/index.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import { keyIsComplete, keyLabel, keyText } from '../modules/unique-check.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A row about to be written: its values as they will be stored, and its stored record's key when it updates one. */
export interface UniqueCandidate {
  record: Record<string, unknown>;
  storedKey?: string;
  row: number;
}

/** A row's clash: the field the message goes on and the message. */
export type UniqueClash = { index: number; field: string; message: string };

/** The stored records holding the candidates' values of one key, in its scope: key text → record key. One statement. */
async function storedOwners(trx: PlatformDb, module: CompiledModule, key: UniqueKey, records: readonly Record<string, unknown>[], orgNo: string): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  if (records.length === 0) return owners;
  const columns = key.columns.map((column) => sql.ref(`t.${column}`));
  const tuples = records.map((record) => sql`(${sql.join(key.fields.map((name) => sql`${record[name]}`))})`);
  const scope = key.scope === 'org' ? sql` and ${sql.ref(`t.${SYSTEM_COLUMN.orgNo}`)} = ${orgNo}` : sql``;
  const selections = key.fields.map((name, index) => sql`${columns[index]} as ${sql.id(name)}`);
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.ref(`t.${module.primaryKey.column}`)} as __key, ${sql.join(selections)}
    from ${sql.table(module.table)} as t where (${sql.join(columns)}) in (${sql.join(tuples)})${scope}`.execute(trx);
  for (const row of rows) owners.set(keyText(key, row), String(row.__key));
  return owners;
}

/**
 * Checks imported rows against every unique key of the module as a form save does
 * (server/modules/unique-check.ts), a batch at a time: a value another stored record holds, or
 * one an earlier row of the file has, refuses the row with the key's labels and the value.
 * The unique index still decides races with saves of other sessions.
 */
export function createImportUniqueGuard(trx: PlatformDb, module: CompiledModule, ctx: RecordContext, t: Translate) {
  const keys = uniqueKeysOf(module.bundle);
  const seen = keys.map(() => new Map<string, number>());
  return async (candidates: readonly UniqueCandidate[]): Promise<UniqueClash[]> => {
    const clashes: UniqueClash[] = [];
    for (const [k, key] of keys.entries()) {
      const complete = candidates.map((candidate, index) => ({ candidate, index })).filter(({ candidate }) => keyIsComplete(key, candidate.record));
      const owners = await storedOwners(trx, module, key, complete.map(({ candidate }) => candidate.record), ctx.orgNo);
      for (const { candidate, index } of complete) {
        const text = keyText(key, candidate.record);
        const params = { label: keyLabel(module, key, ctx.locale), value: text };
        const field = key.fields[0] ?? '';
        const owner = owners.get(text);
        const first = seen[k]?.get(text);
        if (owner !== undefined && owner !== candidate.storedKey) clashes.push({ index, field, message: t('files.rowExists', params) });
        else if (first !== undefined) clashes.push({ index, field, message: t('files.duplicateInFile', { ...params, row: first }) });
        else seen[k]?.set(text, candidate.row);
      }
    }
    return clashes;
  };
}
