/**
 * Which records a role lets its users read (RuoYi's data scopes, as data instead of SQL
 * fragments): every organisation, the user's current organisation and those below it, the
 * current organisation only, records created in the user's department and those below it, or
 * in the user's department alone (both within the current organisation), the user's own
 * records, a chosen set of organisations, or records created in a chosen set of departments
 * (each in its department's organisation).
 */
export const DATA_SCOPE_KINDS = ['all', 'orgTree', 'org', 'departTree', 'depart', 'self', 'custom', 'customDepart'] as const;

export type DataScopeKind = (typeof DATA_SCOPE_KINDS)[number];

/** What a role grants: its kind and, for 'custom', the organisations it names, for 'customDepart' the departments. */
export interface RoleDataScope {
  kind: DataScopeKind;
  orgNos: readonly string[];
  departNos?: readonly string[];
}

/**
 * A user's scope: the union of their roles' kinds, reduced to the ones that add records, plus
 * who and where the user is (the values the server binds into the condition).
 */
export interface DataScope {
  kinds: DataScopeKind[];
  orgNo: string;
  departNo: string;
  userId: string;
  /** The organisations of the 'custom' roles, when a kind is 'custom'. */
  orgNos: string[];
  /**
   * The current organisation and every one below it, when a kind is 'orgTree': resolved with the
   * session, so a list binds a short list instead of walking the tree on every call.
   */
  treeOrgNos: string[];
  /** The departments of the 'customDepart' roles, when a kind is 'customDepart'. */
  departNos: string[];
}

export function isDataScopeKind(value: unknown): value is DataScopeKind {
  return typeof value === 'string' && (DATA_SCOPE_KINDS as readonly string[]).includes(value);
}

/** Kinds whose records another kind already holds: the current organisation holds its departments' and the user's own. */
const COVERED_BY: Readonly<Partial<Record<DataScopeKind, readonly DataScopeKind[]>>> = {
  org: ['orgTree'],
  departTree: ['org', 'orgTree'],
  depart: ['org', 'orgTree', 'departTree'],
  self: ['org', 'orgTree', 'departTree', 'depart'],
};

/** Kinds that hold no record for a user without a department. */
const DEPARTMENT_KINDS: readonly DataScopeKind[] = ['departTree', 'depart'];

/** The sorted union of the lists the roles of one kind name. */
function namedBy(roles: readonly RoleDataScope[], kind: DataScopeKind, list: (role: RoleDataScope) => readonly string[] | undefined): string[] {
  return [...new Set(roles.filter((role) => role.kind === kind).flatMap((role) => list(role) ?? []))].sort();
}

/**
 * The union of the roles' scopes for one user: 'all' alone when any role grants it; kinds
 * another granted kind covers are dropped (so the condition stays short). A user without a
 * role reads their current organisation, as before data scopes existed.
 * @example combineDataScopes([{ kind: 'self', orgNos: [] }, { kind: 'org', orgNos: [] }], who).kinds // ['org']
 */
export function combineDataScopes(roles: readonly RoleDataScope[], who: { orgNo: string; departNo: string; userId: string; treeOrgNos: readonly string[] }): DataScope {
  const granted = new Set<DataScopeKind>(roles.length === 0 ? ['org'] : roles.map((role) => role.kind));
  // Without a department the department kinds hold no record: the user's own stay theirs.
  const covering = (kind: DataScopeKind) => (COVERED_BY[kind] ?? []).some((other) => granted.has(other) && (!DEPARTMENT_KINDS.includes(other) || who.departNo !== ''));
  const kinds = granted.has('all') ? (['all'] as DataScopeKind[]) : DATA_SCOPE_KINDS.filter((kind) => granted.has(kind) && !covering(kind));
  const orgNos = kinds.includes('custom') ? namedBy(roles, 'custom', (role) => role.orgNos) : [];
  const departNos = kinds.includes('customDepart') ? namedBy(roles, 'customDepart', (role) => role.departNos) : [];
  const treeOrgNos = kinds.includes('orgTree') ? [...new Set([who.orgNo, ...who.treeOrgNos])].sort() : [];
  return { kinds, orgNo: who.orgNo, departNo: who.departNo, userId: who.userId, orgNos, departNos, treeOrgNos };
}
