import { sql, type RawBuilder } from 'kysely';
import type { CompiledField, CompiledModule, TreeRefKind } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext } from './record-context.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import { userOrgNos } from './user-orgs.ts';
import type { ParentLink } from './parent-link.ts';

/**
 * Where the records a reference field may name live, confined to what the user may point at:
 * the table (aliased `l`), its key and display name, and the rows in scope. Saves check a
 * value against it (reference-check.ts); imports resolve a cell's key or name in it
 * (excel/reference-resolver.ts) and check their parent record (excel/import-parent.ts).
 */
export interface ReferenceSource {
  table: string;
  key: RawBuilder<unknown>;
  label: RawBuilder<unknown>;
  scope: RawBuilder<unknown> | undefined;
}

type Scope = Pick<RecordContext, 'orgNo' | 'userId'>;

const orgScope = (orgNo: string) => sql`${sql.ref(`l.${SYSTEM_COLUMN.orgNo}`)} = ${orgNo}`;

/**
 * Organisation-tree references: an organisation the user works in (the ones
 * system/user/changeUserCurrentOrg.ajax accepts); a department, team or post of the current
 * organisation; a user of it.
 */
const TREE_SOURCES: Record<TreeRefKind, (scope: Scope) => ReferenceSource> = {
  org: ({ userId }) => ({
    table: 'sys_org',
    key: sql`${sql.ref('l.org_no')}`,
    label: sql`${sql.ref('l.org_name')}`,
    scope: sql`${sql.ref('l.org_no')} in ${userOrgNos(userId)}`,
  }),
  depart: ({ orgNo }) => ({ table: 'sys_depart', key: sql`${sql.ref('l.depart_no')}`, label: sql`${sql.ref('l.depart_name')}`, scope: orgScope(orgNo) }),
  team: ({ orgNo }) => ({ table: 'sys_team', key: sql`${sql.ref('l.team_no')}`, label: sql`${sql.ref('l.team_name')}`, scope: orgScope(orgNo) }),
  post: ({ orgNo }) => ({ table: 'sys_post', key: sql`${sql.ref('l.post_no')}`, label: sql`${sql.ref('l.post_name')}`, scope: orgScope(orgNo) }),
  user: ({ orgNo }) => ({
    table: 'sys_user',
    key: sql`${sql.ref('l.user_id')}`,
    label: sql`coalesce(${sql.ref('l.real_name')}, ${sql.ref('l.user_name')})`,
    scope: sql`exists (select 1 from sys_user_org uo where uo.user_id = ${sql.ref('l.user_id')} and uo.org_no = ${orgNo})`,
  }),
};

/** Whether values of the field name other records. */
export function isReferenceField(field: CompiledField): boolean {
  return field.type === 'reference' || field.type === 'treeRef';
}

/**
 * The source of a reference or tree-reference field: a record of the referenced module (in the
 * user's organisation when that module is organisation-scoped), or of the organisation tree.
 * Undefined when the bundle names no published module or field: nothing can be vouched for.
 */
export function referenceSource(registry: ModuleRegistry, field: CompiledField, scope: Scope): ReferenceSource | undefined {
  const { reference, treeRef } = field.def;
  if (field.type === 'treeRef' && treeRef) return TREE_SOURCES[treeRef](scope);
  if (field.type !== 'reference' || !reference) return undefined;
  const target = registry.byEntityName(reference.entity);
  const labelField = target?.fields.get(reference.labelField);
  const keyField = reference.valueField ? target?.fields.get(reference.valueField) : target?.primaryKey;
  if (!target || !labelField || !keyField) return undefined;
  return moduleSource(target, keyField, labelField, scope);
}

/** Records of a module, in the user's organisation when the module is organisation-scoped. */
function moduleSource(target: CompiledModule, keyField: CompiledField, labelField: CompiledField, scope: Scope): ReferenceSource {
  return {
    table: target.table,
    key: sql`${sql.ref(`l.${keyField.column}`)}`,
    label: sql`${sql.ref(`l.${labelField.column}`)}`,
    scope: target.bundle.entity.orgScoped ? orgScope(scope.orgNo) : undefined,
  };
}

/**
 * The records a child row or tree node may name as its parent (parent-link.ts): those of the
 * parent module the user may point at, labelled by the child list's parentLabelField.
 */
export function parentSource(link: ParentLink, scope: Scope): ReferenceSource {
  return moduleSource(link.parent, link.parent.primaryKey, link.labelField ?? link.parent.primaryKey, scope);
}
