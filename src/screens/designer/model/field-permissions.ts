import type { FieldAccess, FieldPermissionsDef, ModuleBundle } from '../../../../runtime/index.ts';

/** The bundle's permissions with one role's access to one field set; editable is the default and is not written. */
export function withAccess(permissions: FieldPermissionsDef, role: string, field: string, access: FieldAccess | undefined): FieldPermissionsDef {
  const { [field]: _old, ...others } = permissions[role] ?? {};
  return { ...permissions, [role]: access === undefined || access === 'editable' ? others : { ...others, [field]: access } };
}

export function withoutRole(permissions: FieldPermissionsDef, role: string): FieldPermissionsDef {
  const { [role]: _removed, ...others } = permissions;
  return others;
}

/** The fields a permission can name: every field but the key, which is never limited. */
export function permissionFields(bundle: ModuleBundle): ModuleBundle['entity']['fields'] {
  return bundle.entity.fields.filter((field) => field.name !== bundle.entity.primaryKey);
}

/**
 * The permissions with each field name mapped (a rename) or dropped (undefined: a removal);
 * undefined when nothing is left, so the bundle loses the key.
 */
export function mapPermissionFields(permissions: FieldPermissionsDef | undefined, map: (field: string) => string | undefined): FieldPermissionsDef | undefined {
  if (!permissions) return undefined;
  const mapped = Object.fromEntries(
    Object.entries(permissions).map(([role, fields]) => [role, Object.fromEntries(Object.entries(fields).flatMap(([field, access]) => { const name = map(field); return name === undefined ? [] : [[name, access]]; }))]),
  );
  return Object.keys(mapped).length > 0 ? mapped : undefined;
}
