import { OPERATION_NAMES, type MenuGrantDef } from '../../../../runtime/index.ts';

/** What a menu grant may give a role: seeing the module, and each of its operations. */
export const GRANTABLE: readonly MenuGrantDef['operations'][number][] = ['view', ...OPERATION_NAMES];

/**
 * The grants with one tick of the designer's role × operation grid changed: a role left with no
 * operation leaves the list, and undefined stands for no grants at all (the key leaves the bundle).
 * @example toggleGrant([{ role: 'user', operations: ['view'] }], 'user', 'add', true) // [{ role: 'user', operations: ['view', 'add'] }]
 */
export function toggleGrant(grants: readonly MenuGrantDef[] | undefined, role: string, operation: MenuGrantDef['operations'][number], on: boolean): MenuGrantDef[] | undefined {
  const current = grants ?? [];
  const had = current.find((grant) => grant.role === role)?.operations ?? [];
  const chosen = new Set(on ? [...had, operation] : had.filter((name) => name !== operation));
  const operations = GRANTABLE.filter((name) => chosen.has(name));
  const others = current.filter((grant) => grant.role !== role);
  const next = operations.length === 0 ? others : current.some((grant) => grant.role === role) ? current.map((grant) => (grant.role === role ? { role, operations } : grant)) : [...current, { role, operations }];
  return next.length === 0 ? undefined : next;
}
