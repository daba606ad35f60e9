import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CompiledField, TreeRefKind } from '../../runtime/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';

/** Where the keys and names a reference cell may hold live, confined to the user's organisation. */
interface ReferenceSource {
  table: string;
  key: RawBuilder<unknown>;
  label: RawBuilder<unknown>;
  scope: RawBuilder<unknown> | undefined;
}

/** A cell's reference: the key it names, or why it names none. */
export type Resolution = { key: string } | { messageId: 'files.referenceNotFound' | 'files.referenceAmbiguous' };

const orgScope = (orgNo: string) => sql`${sql.ref(`l.${SYSTEM_COLUMN.orgNo}`)} = ${orgNo}`;

const TREE_SOURCES: Record<TreeRefKind, (orgNo: string) => ReferenceSource> = {
  org: () => ({ table: 'sys_org', key: sql.ref('l.org_no'), label: sql.ref('l.org_name'), scope: undefined }),
  depart: (orgNo) => ({ table: 'sys_depart', key: sql.ref('l.depart_no'), label: sql.ref('l.depart_name'), scope: orgScope(orgNo) }),
  team: (orgNo) => ({ table: 'sys_team', key: sql.ref('l.team_no'), label: sql.ref('l.team_name'), scope: orgScope(orgNo) }),
  post: (orgNo) => ({ table: 'sys_post', key: sql.ref('l.post_no'), label: sql.ref('l.post_name'), scope: orgScope(orgNo) }),
  user: (orgNo) => ({
    table: 'sys_user',
    key: sql.ref('l.user_id'),
    label: sql`coalesce(${sql.ref('l.real_name')}, ${sql.ref('l.user_name')})`,
    scope: sql`exists (select 1 from sys_user_org uo where uo.user_id = ${sql.ref('l.user_id')} and uo.org_no = ${orgNo})`,
  }),
};

function sourceOf(registry: ModuleRegistry, field: CompiledField, orgNo: string): ReferenceSource | undefined {
  const { reference, treeRef } = field.def;
  if (field.type === 'treeRef' && treeRef) return TREE_SOURCES[treeRef](orgNo);
  if (field.type !== 'reference' || !reference) return undefined;
  const target = registry.byEntityName(reference.entity);
  const labelField = target?.fields.get(reference.labelField);
  const keyField = reference.valueField ? target?.fields.get(reference.valueField) : target?.primaryKey;
  if (!target || !labelField || !keyField) return undefined;
  return {
    table: target.table,
    key: sql.ref(`l.${keyField.column}`),
    label: sql.ref(`l.${labelField.column}`),
    scope: target.bundle.entity.orgScoped ? orgScope(orgNo) : undefined,
  };
}

/** Whether cells of the field name other records, by key or by display name. */
export function isReferenceField(field: CompiledField): boolean {
  return field.type === 'reference' || field.type === 'treeRef';
}

/**
 * Resolves the texts of one batch for one reference field in one query: a text that is a key
 * in the user's organisation stays; otherwise a display name naming exactly one record becomes
 * that record's key.
 */
export async function resolveReferences(
  db: Kysely<any>,
  registry: ModuleRegistry,
  field: CompiledField,
  texts: readonly string[],
  orgNo: string,
): Promise<Map<string, Resolution>> {
  const result = new Map<string, Resolution>();
  const source = sourceOf(registry, field, orgNo);
  if (!source || texts.length === 0) return result;
  const match = sql`(${source.key}::text in (${sql.join(texts)}) or ${source.label}::text in (${sql.join(texts)}))`;
  const { rows } = await sql<{ key: string; label: string | null }>`
    select distinct ${source.key}::text as key, ${source.label}::text as label
    from ${sql.table(source.table)} as l
    where ${match}${source.scope ? sql` and ${source.scope}` : sql``}`.execute(db);
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
