/**
 * Which records a role lets its users read (RuoYi's data scopes, as data instead of SQL
 * fragments): every organisation, the user's current organisation and those below it, the
 * current organisation only, records created in the user's department and those below it
 * (within the current organisation), the user's own records, or a chosen set of organisations.
 */
export const DATA_SCOPE_KINDS = ['all', 'orgTree', 'org', 'departTree', 'self', 'custom'] as const;

export type DataScopeKind = (typeof DATA_SCOPE_KINDS)[number];

/** What a role grants: its kind and, for 'custom', the organisations it names. */
export interface RoleDataScope {
  kind: DataScopeKind;
  orgNos: readonly string[];
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
}

export function isDataScopeKind(value: unknown): value is DataScopeKind {
  return typeof value === 'string' && (DATA_SCOPE_KINDS as readonly string[]).includes(value);
}

/** Kinds whose records another kind already holds: the current organisation holds its departments' and the user's own. */
const COVERED_BY: Readonly<Partial<Record<DataScopeKind, readonly DataScopeKind[]>>> = {
  org: ['orgTree'],
  departTree: ['org', 'orgTree'],
  self: ['org', 'orgTree', 'departTree'],
};

/**
 * The union of the roles' scopes for one user: 'all' alone when any role grants it; kinds
 * another granted kind covers are dropped (so the condition stays short). A user without a
 * role reads their current organisation, as before data scopes existed.
 * @example combineDataScopes([{ kind: 'self', orgNos: [] }, { kind: 'org', orgNos: [] }], who).kinds // ['org']
 */
export function combineDataScopes(roles: readonly RoleDataScope[], who: { orgNo: string; departNo: string; userId: string }): DataScope {
  const granted = new Set<DataScopeKind>(roles.length === 0 ? ['org'] : roles.map((role) => role.kind));
  // Without a department 'departTree' holds no record: the user's own stay theirs.
  const covering = (kind: DataScopeKind) => (COVERED_BY[kind] ?? []).some((other) => granted.has(other) && (other !== 'departTree' || who.departNo !== ''));
  const kinds = granted.has('all') ? (['all'] as DataScopeKind[]) : DATA_SCOPE_KINDS.filter((kind) => granted.has(kind) && !covering(kind));
  const orgNos = kinds.includes('custom') ? [...new Set(roles.filter((role) => role.kind === 'custom').flatMap((role) => role.orgNos))].sort() : [];
  return { kinds, orgNo: who.orgNo, departNo: who.departNo, userId: who.userId, orgNos };
}
