import { AppError, FIELD_ACCESS, mergePermissions, userFieldAccess, type CompiledModule, type FieldAccess, type FieldPermissionsDef, type UserFieldAccess } from '../../runtime/index.ts';
import { hasGrant } from '../auth/permissions.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * Who may override a bundle's field permissions: the administrators who may publish bundles
 * (the designer's 'publish' grant), since a publish could change the same permissions.
 */
export const OVERRIDE_GRANT = { module: 'moduleDesigner', operation: 'publish' } as const;

/** The organisation's overrides of a module's field permissions (sys_field_permission), role → field → access. */
export async function readOverrides(db: PlatformDb, orgNo: string, moduleId: string): Promise<FieldPermissionsDef> {
  const rows = await db.selectFrom('sys_field_permission').select(['role_id', 'field_name', 'access']).where('org_no', '=', orgNo).where('module_id', '=', moduleId).execute();
  const overrides: Record<string, Record<string, FieldAccess>> = {};
  for (const row of rows) {
    const access = String(row.access) as FieldAccess;
    if (FIELD_ACCESS.includes(access)) (overrides[String(row.role_id)] ??= {})[String(row.field_name)] = access;
  }
  return overrides;
}

/**
 * The fields the user may not change in the module, and those they may not see: the bundle's
 * fieldPermissions with the user's organisation's overrides, for the user's roles.
 * @example await fieldAccessOf(db, defect, user) // { lostEnergyKwh: 'hidden' }
 */
export async function fieldAccessOf(db: PlatformDb, module: CompiledModule, user: Pick<SessionUser, 'orgNo' | 'roleIds' | 'isSuperAdmin'>): Promise<UserFieldAccess> {
  if (user.isSuperAdmin) return {};
  const overrides = await readOverrides(db, user.orgNo, module.moduleId);
  return userFieldAccess(mergePermissions(module.bundle.fieldPermissions, overrides), user.roleIds, user.isSuperAdmin);
}

export interface OverrideChange {
  roleId: string;
  field: string;
  /** null: back to the bundle's access. */
  access: FieldAccess | null;
}

/**
 * Sets or clears overrides of the module's field permissions in the administrator's current
 * organisation, all or nothing. Other organisations are out of reach: no organisation is taken
 * from the client. E_OPERATION_DENIED without the override grant; E_BAD_REQUEST for a field the
 * module lacks (or its key), a role that does not exist, or an access outside FIELD_ACCESS.
 */
export async function setOverrides(db: PlatformDb, actor: SessionUser, module: CompiledModule, changes: readonly OverrideChange[]): Promise<void> {
  if (!hasGrant(actor, OVERRIDE_GRANT.module, OVERRIDE_GRANT.operation)) throw new AppError('E_OPERATION_DENIED', { operation: OVERRIDE_GRANT.operation });
  for (const change of changes) {
    if (!module.fields.has(change.field) || change.field === module.primaryKey.name) throw new AppError('E_BAD_REQUEST', { field: change.field }, 'fieldPolicy.override.badField');
    if (change.access !== null && !FIELD_ACCESS.includes(change.access)) throw new AppError('E_BAD_REQUEST', {}, 'fieldPolicy.override.badAccess');
  }
  const roleIds = [...new Set(changes.map((change) => change.roleId))];
  const known = roleIds.length === 0 ? [] : await db.selectFrom('sys_role').select('role_id').where('role_id', 'in', roleIds).execute();
  const missing = roleIds.find((roleId) => !known.some((row) => row.role_id === roleId));
  if (missing !== undefined) throw new AppError('E_BAD_REQUEST', { role: missing }, 'fieldPolicy.override.badRole');
  await db.transaction().execute(async (trx) => {
    for (const change of changes) {
      const key = { org_no: actor.orgNo, module_id: module.moduleId, role_id: change.roleId, field_name: change.field };
      await trx.deleteFrom('sys_field_permission').where('org_no', '=', key.org_no).where('module_id', '=', key.module_id).where('role_id', '=', key.role_id).where('field_name', '=', key.field_name).execute();
      if (change.access !== null) await trx.insertInto('sys_field_permission').values({ ...key, access: change.access, updated_by: actor.userId }).execute();
    }
  });
}
