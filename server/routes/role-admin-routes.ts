import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, isDataScopeKind } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { optionalText, text } from '../auth/param-schemas.ts';
import { requireAdmin } from '../admin/admin-access.ts';
import { grantHistory } from '../admin/grant-audit.ts';
import { deleteRole, findRole, listRoles, operationMatrix, saveRole, saveRoleMenus, saveRoleOperations, type RoleFields } from '../admin/role-admin.ts';
import { splitIds } from '../admin/id-list.ts';

const ROLE_ID = { roleId: text(32) };

const ROLE_FIELDS = {
  ...ROLE_ID,
  isNew: optionalText(5),
  nameZh: text(64),
  nameEn: text(64),
  seq: optionalText(9),
  state: optionalText(1),
  dataScope: text(16),
  orgNos: optionalText(4000),
  departNos: optionalText(4000),
};

function roleFields(params: { nameZh: string; nameEn: string; seq?: string; state?: string; dataScope: string; orgNos?: string; departNos?: string }): RoleFields {
  if (!isDataScopeKind(params.dataScope)) throw new AppError('E_VALIDATION', {}, 'admin.role.unknownScope');
  const seq = Number.parseInt(params.seq ?? '0', 10);
  return { nameZh: params.nameZh, nameEn: params.nameEn, seq: Number.isSafeInteger(seq) ? seq : 0, state: params.state === '0' ? 0 : 1, dataScope: params.dataScope, orgNos: splitIds(params.orgNos ?? ''), departNos: splitIds(params.departNos ?? '') };
}

/**
 * Role administration (issue 15): roles with their data scope, the menus they see, the
 * operations they grant per module, and the audit of every change. Reading needs sysRole:view,
 * changing sysRole:edit.
 */
export async function roleAdminRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;

  addCall(app, 'system/role/list.ajax', { params: Type.Object({ keyword: optionalText(64) }) }, async (request, params) => {
    requireAdmin(requireUser(request), 'roles', 'view');
    return ok(await listRoles(database.db, request.locale, params.keyword?.trim() ?? ''));
  });

  addCall(app, 'system/role/find.ajax', { params: Type.Object(ROLE_ID) }, async (request, params) => {
    requireAdmin(requireUser(request), 'roles', 'view');
    return ok(await findRole(database.db, request.locale, params.roleId));
  });

  addCall(app, 'system/role/operations.ajax', { params: Type.Object({}) }, async (request) => {
    requireAdmin(requireUser(request), 'roles', 'view');
    return ok(operationMatrix(app.modules, request.locale, request.t));
  });

  addCall(app, 'system/role/audit.ajax', { params: Type.Object(ROLE_ID) }, async (request, params) => {
    requireAdmin(requireUser(request), 'roles', 'view');
    return ok(await grantHistory(database.db, params.roleId));
  });

  addCall(app, 'system/role/save.ajax', { params: Type.Object(ROLE_FIELDS), methods: ['POST'] }, async (request, params) => {
    const actor = requireAdmin(requireUser(request), 'roles', 'edit');
    await saveRole(database, actor, params.roleId.trim(), params.isNew === 'true', roleFields(params));
    return ok(params.roleId.trim(), { msgInfo: request.t('msg.success') });
  });

  addCall(app, 'system/role/delete.ajax', { params: Type.Object(ROLE_ID), methods: ['POST'] }, async (request, params) => {
    await deleteRole(database, requireAdmin(requireUser(request), 'roles', 'edit'), params.roleId);
    return ok(null, { msgInfo: request.t('msg.success') });
  });

  addCall(app, 'system/role/saveMenus.ajax', { params: Type.Object({ ...ROLE_ID, menuIds: text(20000) }), methods: ['POST'] }, async (request, params) => {
    await saveRoleMenus(database, requireAdmin(requireUser(request), 'roles', 'edit'), params.roleId, splitIds(params.menuIds));
    return ok(null, { msgInfo: request.t('msg.success') });
  });

  addCall(app, 'system/role/saveOperations.ajax', { params: Type.Object({ ...ROLE_ID, moduleId: text(64), operations: text(1000) }), methods: ['POST'] }, async (request, params) => {
    const actor = requireAdmin(requireUser(request), 'roles', 'edit');
    await saveRoleOperations(database, app.modules, actor, params.roleId, params.moduleId, splitIds(params.operations));
    return ok(null, { msgInfo: request.t('msg.success') });
  });
}
