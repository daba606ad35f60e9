import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { optionalText, text } from '../auth/param-schemas.ts';
import { requireAdmin } from '../admin/admin-access.ts';
import { splitIds } from '../admin/id-list.ts';
import { deleteMenu, menuTree, moveMenu, saveMenu } from '../admin/menu-admin.ts';
import { MENU_TYPES } from '../../contracts/system-admin.ts';

const MENU_ID = { id: text(64) };
const int = (value: string | undefined) => {
  const parsed = Number.parseInt(value ?? '0', 10);
  return Number.isSafeInteger(parsed) ? parsed : 0;
};

/** The menu tree editor's calls (issue 15): read, add or change, move (drag: under `parentId`, before `beforeId` or last), delete. Reading needs sysMenu:view, changing sysMenu:edit. */
export async function menuAdminRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;

  addCall(app, 'system/menu/tree.ajax', { params: Type.Object({}) }, async (request) => {
    requireAdmin(requireUser(request), 'menus', 'view');
    return ok(await menuTree(database.db, request.locale));
  });

  addCall(
    app,
    'system/menu/save.ajax',
    {
      params: Type.Object({
        ...MENU_ID,
        isNew: optionalText(5),
        parentId: text(64),
        nameZh: text(100),
        nameEn: text(100),
        modType: Type.Union(MENU_TYPES.map((type) => Type.Literal(type))),
        routerPath: optionalText(200),
        module: optionalText(64),
        url: optionalText(500),
        icon: optionalText(64),
        seq: optionalText(9),
        hidden: optionalText(5),
        roleIds: optionalText(2000),
      }),
      methods: ['POST'],
    },
    async (request, params) => {
      const actor = requireAdmin(requireUser(request), 'menus', 'edit');
      await saveMenu(database, actor, params.id.trim(), params.isNew === 'true', {
        parentId: params.parentId.trim() || '-1',
        nameZh: params.nameZh,
        nameEn: params.nameEn,
        modType: params.modType,
        routerPath: params.routerPath?.trim() ?? '',
        module: params.module?.trim() ?? '',
        url: params.url?.trim() ?? '',
        icon: params.icon?.trim() ?? '',
        seq: int(params.seq),
        hidden: params.hidden === 'true',
        roleIds: splitIds(params.roleIds ?? ''),
      });
      return ok(null, { msgInfo: request.t('msg.success') });
    },
  );

  addCall(app, 'system/menu/move.ajax', { params: Type.Object({ ...MENU_ID, parentId: text(64), beforeId: optionalText(64) }), methods: ['POST'] }, async (request, params) => {
    await moveMenu(database, requireAdmin(requireUser(request), 'menus', 'edit'), params.id, params.parentId.trim() || '-1', params.beforeId?.trim() ?? '');
    return ok(null, { msgInfo: request.t('msg.success') });
  });

  addCall(app, 'system/menu/delete.ajax', { params: Type.Object(MENU_ID), methods: ['POST'] }, async (request, params) => {
    await deleteMenu(database, requireAdmin(requireUser(request), 'menus', 'edit'), params.id);
    return ok(null, { msgInfo: request.t('msg.success') });
  });
}
