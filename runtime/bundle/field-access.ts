/**
 * Per-role field access (bundle `fieldPermissions`, docs/bundle-format.md, Field policy): the
 * access a user gets from their roles, and the bundle as that user's screens show it. Pure, so
 * the server (enforcement, answers) and the client (the generated form) read it alike.
 */
import type { FieldAccess, FieldPermissionsDef, ModuleBundle } from './types.ts';

/** The fields a user may not change: each is hidden or read-only; every other field is editable. */
export type UserFieldAccess = Readonly<Record<string, Exclude<FieldAccess, 'editable'>>>;

const RANK: Readonly<Record<FieldAccess, number>> = { hidden: 0, readOnly: 1, editable: 2 };

/**
 * The bundle's permissions with an organisation's overrides laid over them, per role and field:
 * an override replaces the bundle's access of that role to that field (an administrator may
 * open a field as well as close it).
 * @example mergePermissions({ user: { hours: 'hidden' } }, { user: { hours: 'readOnly' } }) // { user: { hours: 'readOnly' } }
 */
export function mergePermissions(bundle: FieldPermissionsDef | undefined, overrides: FieldPermissionsDef): FieldPermissionsDef {
  const merged: Record<string, Record<string, FieldAccess>> = {};
  for (const source of [bundle ?? {}, overrides]) {
    for (const [role, fields] of Object.entries(source)) merged[role] = { ...merged[role], ...fields };
  }
  return merged;
}

/**
 * The access a user with `roleIds` has to each limited field: the most permissive of the roles'
 * (a role that does not name a field leaves it editable). Super administrators and users
 * without roles named by the permissions are not limited.
 * @example userFieldAccess({ user: { hours: 'hidden' }, admin: { hours: 'readOnly' } }, ['user', 'admin']) // { hours: 'readOnly' }
 */
export function userFieldAccess(permissions: FieldPermissionsDef, roleIds: readonly string[], isSuperAdmin = false): UserFieldAccess {
  if (isSuperAdmin || roleIds.length === 0) return {};
  const names = new Set(roleIds.flatMap((role) => Object.keys(permissions[role] ?? {})));
  const access: Record<string, Exclude<FieldAccess, 'editable'>> = {};
  for (const name of names) {
    const best = roleIds.map((role) => permissions[role]?.[name] ?? 'editable').reduce((a, b) => (RANK[b] > RANK[a] ? b : a));
    if (best !== 'editable') access[name] = best;
  }
  return access;
}

/**
 * The bundle as a user with `access` sees it: read-only fields are read-only, hidden fields are
 * hidden in the form and left out of the list columns, summaries and search conditions (the
 * server answers no value for them). The primary key stays, whatever the access says.
 */
export function withFieldAccess(bundle: ModuleBundle, access: UserFieldAccess): ModuleBundle {
  const limited = (name: string) => name !== bundle.entity.primaryKey && access[name] !== undefined;
  if (!Object.keys(access).some(limited)) return bundle;
  const hidden = (name: string) => limited(name) && access[name] === 'hidden';
  return {
    ...bundle,
    entity: {
      ...bundle.entity,
      fields: bundle.entity.fields.map((field) =>
        // A hidden field's value never reaches the user, so their form cannot require it (the server checks the stored one).
        !limited(field.name) ? field : hidden(field.name) ? { ...field, hidden: true, readOnly: true, required: false } : { ...field, readOnly: true },
      ),
    },
    list: {
      ...bundle.list,
      columns: bundle.list.columns.filter((column) => !hidden(column.field)),
      ...(bundle.list.summary ? { summary: bundle.list.summary.filter((entry) => !hidden(entry.field)) } : {}),
    },
    ...(bundle.search ? { search: bundle.search.filter((search) => !hidden(search.field)) } : {}),
  };
}
