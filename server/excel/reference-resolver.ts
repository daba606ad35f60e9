import { sql, type RawBuilder } from 'kysely';
import type { CompiledField } from '../../runtime/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { referenceSource } from '../modules/reference-source.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A cell's reference: the key it names, or why it names none. */
export type Resolution = { key: string } | { messageId: 'files.referenceNotFound' | 'files.referenceAmbiguous' };

/**
 * Resolves the texts of one batch for one reference field in one query: a text that is a key
 * in the user's organisation stays; otherwise a display name naming exactly one record becomes
 * that record's key. `filter`: the rows a reference's filterBy allows for these texts' records
 * (reference-filter.ts), else every row in scope.
 */
export async function resolveReferences(
  db: PlatformDb,
  registry: ModuleRegistry,
  field: CompiledField,
  texts: readonly string[],
  scope: Pick<RecordContext, 'orgNo' | 'userId'>,
  filter?: RawBuilder<unknown>,
): Promise<Map<string, Resolution>> {
  const result = new Map<string, Resolution>();
  const source = referenceSource(registry, field, scope);
  if (!source || texts.length === 0) return result;
  const match = sql`(${source.key}::text in (${sql.join(texts)}) or ${source.label}::text in (${sql.join(texts)}))`;
  const { rows } = await sql<{ key: string; label: string | null }>`
    select distinct ${source.key}::text as key, ${source.label}::text as label
    from ${sql.table(source.table)} as l
    where ${match}${source.scope ? sql` and ${source.scope}` : sql``}${filter ? sql` and ${filter}` : sql``}`.execute(db);
  for (const text of texts) {
    if (rows.some((row) => row.key === text)) {
      result.set(text, { key: text });
      continue;
    }
    const keys = [...new Set(rows.filter((row) => row.label === text).map((row) => row.key))];
    result.set(text, keys.length === 1 ? { key: keys[0] as string } : { messageId: keys.length === 0 ? 'files.referenceNotFound' : 'files.referenceAmbiguous' });
  }
  return result;
}
