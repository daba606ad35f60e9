import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import type { Locale } from '../../runtime/bundle/types.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { visibleMenus } from '../auth/menu-access.ts';
import { hasGrant, requireUser } from '../auth/permissions.ts';
import { COCKPIT_GRANT } from '../cockpit/cockpit-figures.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { optionalText, text } from '../auth/param-schemas.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { splitIds } from '../admin/id-list.ts';

/** Spec 02 §9: at most 8 saved quick entries, the 12 last visited menus. */
const MAX_QUICK_ENTRIES = 8;
const MAX_LAST_MENUS = 12;
/** sys_menu.parent_id of top-level menus. */
const TOP_LEVEL = '-1';

type MenuRow = Record<string, unknown>;

interface MenuNode {
  id: string;
  name: string;
  isParent: boolean;
  children: MenuNode[];
  attributes: {
    menuIcon: string;
    url: string;
    module: string;
    routerPath: string;
    formRouter: string;
    modType: string;
    hidden: boolean;
    /** Role ids that see the menu; empty: every role. */
    roles: string[];
  };
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function menuName(row: MenuRow, locale: Locale): string {
  return textOf(locale === 'en-US' ? row.name_en : row.name_zh);
}

/** Module menus open their detail pages at routerPath/form unless the menu names another route. */
function formRouter(row: MenuRow): string {
  return textOf(row.form_router) || (row.module && row.router_path ? `${textOf(row.router_path)}/form` : '');
}

/** A folder leads nowhere by itself: without visible children it is left out. */
function isFolder(row: MenuRow): boolean {
  return row.mod_type === 'MENU' && !row.router_path && !row.url && !row.module;
}

function buildTree(rows: MenuRow[], roles: Map<string, string[]>, locale: Locale, parentId: string): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const row of rows) {
    if (row.parent_id !== parentId) continue;
    const id = textOf(row.id);
    const children = buildTree(rows, roles, locale, id);
    if (isFolder(row) && children.length === 0) continue;
    nodes.push({
      id,
      name: menuName(row, locale),
      isParent: children.length > 0,
      children,
      attributes: {
        menuIcon: textOf(row.icon),
        url: textOf(row.url),
        module: textOf(row.module),
        routerPath: textOf(row.router_path),
        formRouter: formRouter(row),
        modType: textOf(row.mod_type),
        hidden: row.hidden === true,
        roles: roles.get(id) ?? [],
      },
    });
  }
  return nodes;
}

/** Quick menu entry of spec 02 §3. */
function quickEntry(row: MenuRow, locale: Locale) {
  const menuId = textOf(row.id);
  return {
    menuId,
    menuName: menuName(row, locale),
    menuUrl: textOf(row.router_path) || textOf(row.url),
    menuIcon: textOf(row.icon),
    modType: textOf(row.mod_type),
    module: textOf(row.module),
    row_pkValue: menuId,
  };
}

/** The list envelope of docs/architecture.md, for the quick-entry tables. */
function pageAnswer(rows: unknown[], totalRows: number) {
  return { state: 0, msgInfo: '', totalRows, rows, tableHeader: [], summary: {}, code: 200, msg: '', isPageList: true };
}

type PageParams = { pageNo?: number; pageSize?: number };

/** A list of menus the user keeps: its table (aliased o), its page size cap and its order. */
interface OwnMenuList {
  table: 'sys_user_last_menu' | 'sys_user_menu';
  max: number;
  order: readonly (readonly [column: string, direction: 'asc' | 'desc'])[];
}

const LAST_MENUS: OwnMenuList = { table: 'sys_user_last_menu', max: MAX_LAST_MENUS, order: [['o.visited_at', 'desc']] };
const QUICK_ENTRIES: OwnMenuList = { table: 'sys_user_menu', max: MAX_QUICK_ENTRIES, order: [['o.seq', 'asc'], ['m.id', 'asc']] };

/** One page of a list the user keeps (last visited, quick entries), limited to menus the user still sees. */
async function ownMenuPage(db: PlatformDb, user: SessionUser, locale: Locale, list: OwnMenuList, params: PageParams) {
  const pageSize = Math.min(params.pageSize ?? list.max, list.max);
  const own = () => visibleMenus(db, user).innerJoin(`${list.table} as o`, 'o.menu_id', 'm.id').where('o.user_id', '=', user.userId);
  let page = own().selectAll('m');
  for (const [column, direction] of list.order) page = page.orderBy(column, direction);
  const rows = await page.limit(pageSize).offset(((params.pageNo ?? 1) - 1) * pageSize).execute();
  const total = await own().select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return pageAnswer(rows.map((row) => quickEntry(row, locale)), Number(total?.n ?? 0));
}

/** Of `ids`, the menus the user sees that open a page (folders and buttons cannot be entries). */
async function visiblePageIds(db: PlatformDb, user: SessionUser, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await visibleMenus(db, user)
    .select('m.id')
    .where('m.id', 'in', ids)
    .where('m.mod_type', '<>', 'BUTTON')
    .where((eb) => eb.or([eb('m.router_path', 'is not', null), eb('m.url', 'is not', null)]))
    .execute();
  return new Set(rows.map((row) => row.id as string));
}

const IDS = text(4000);
const PAGE = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  // Accepted for the spec's callers; quick-entry lists are short and not searched.
  condition: optionalText(2000),
};

/** Navigation menu, cockpit permission and the quick entries of the home page. */
export async function menuRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  addCall(app, 'navMenu/loadNavMenusAll.ajax', { params: Type.Object({ parentId: optionalText(64) }) }, async (request, params) => {
    const user = requireUser(request);
    const rows = await visibleMenus(db, user).selectAll('m').where('m.mod_type', '<>', 'BUTTON').orderBy('m.seq').orderBy('m.id').execute();
    const roleRows = await db.selectFrom('sys_menu_role').select(['menu_id', 'role_id']).orderBy('role_id').execute();
    const roles = new Map<string, string[]>();
    for (const row of roleRows) roles.set(row.menu_id as string, [...(roles.get(row.menu_id as string) ?? []), row.role_id as string]);
    // '0', '-1' and '' all mean the top of the tree (callers differ).
    const root = params.parentId && params.parentId !== '0' ? params.parentId : TOP_LEVEL;
    return ok(buildTree(rows, roles, request.locale, root));
  });

  addCall(app, 'system/pub/checkJscPermission.ajax', { params: NO_PARAMS }, async (request) => {
    const allowed = hasGrant(requireUser(request), COCKPIT_GRANT.module, COCKPIT_GRANT.operation);
    return ok(allowed ? 1 : 0);
  });

  addCall(app, 'system/userLastMenu/add.ajax', { params: Type.Object({ modId: Type.String({ minLength: 1, maxLength: 64 }) }) }, async (request, params) => {
    const user = requireUser(request);
    // Routes without a menu of the user (home, detail pages) are simply not recorded.
    if (!(await visiblePageIds(db, user, [params.modId])).has(params.modId)) return ok(null);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sys_user_last_menu')
        .values({ user_id: user.userId, menu_id: params.modId, visited_at: new Date() })
        .onConflict((c) => c.columns(['user_id', 'menu_id']).doUpdateSet({ visited_at: new Date() }))
        .execute();
      const kept = trx.selectFrom('sys_user_last_menu').select('menu_id').where('user_id', '=', user.userId).orderBy('visited_at', 'desc').limit(MAX_LAST_MENUS);
      await trx.deleteFrom('sys_user_last_menu').where('user_id', '=', user.userId).where('menu_id', 'not in', kept).execute();
    });
    return ok(null);
  });

  addCall(app, 'system/userLastMenu/load.ajax', { params: Type.Object(PAGE) }, async (request, params) =>
    ownMenuPage(db, requireUser(request), request.locale, LAST_MENUS, params),
  );

  addCall(app, 'system/userMenu/load.ajax', { params: Type.Object(PAGE) }, async (request, params) =>
    ownMenuPage(db, requireUser(request), request.locale, QUICK_ENTRIES, params),
  );

  addCall(app, 'system/userMenu/add.ajax', { params: Type.Object({ ids: IDS }), methods: ['POST'] }, async (request, params) => {
    const user = requireUser(request);
    const ids = splitIds(params.ids);
    if (ids.length === 0) throw new AppError('E_VALIDATION', {}, 'MSG00630');
    const visible = await visiblePageIds(db, user, ids);
    if (ids.some((id) => !visible.has(id))) throw new AppError('E_VALIDATION', {}, 'MSG00657');
    await db.transaction().execute(async (trx) => {
      // The user row lock serialises concurrent adds, so the limit holds.
      await trx.selectFrom('sys_user').select('user_id').where('user_id', '=', user.userId).forUpdate().execute();
      const saved = await trx.selectFrom('sys_user_menu').select(['menu_id', 'seq']).where('user_id', '=', user.userId).execute();
      if (saved.some((row) => ids.includes(row.menu_id as string))) throw new AppError('E_VALIDATION', {}, 'MSG00649');
      if (saved.length + ids.length > MAX_QUICK_ENTRIES) throw new AppError('E_VALIDATION', { max: MAX_QUICK_ENTRIES }, 'MSG00644');
      const lastSeq = Math.max(0, ...saved.map((row) => row.seq as number));
      await trx.insertInto('sys_user_menu').values(ids.map((id, index) => ({ user_id: user.userId, menu_id: id, seq: lastSeq + index + 1 }))).execute();
    });
    return ok(null, { msgInfo: request.t('msg.success') });
  });

  addCall(app, 'system/userMenu/remove.ajax', { params: Type.Object({ ids: IDS }), methods: ['POST'] }, async (request, params) => {
    const user = requireUser(request);
    const ids = splitIds(params.ids);
    if (ids.length === 0) throw new AppError('E_VALIDATION', {}, 'MSG00630');
    await db.deleteFrom('sys_user_menu').where('user_id', '=', user.userId).where('menu_id', 'in', ids).execute();
    return ok(null, { msgInfo: request.t('msg.success') });
  });

  addCall(app, 'system/userMenu/resetMenuSeqNo.ajax', { params: Type.Object({ ids: IDS }), methods: ['POST'] }, async (request, params) => {
    const user = requireUser(request);
    const ids = splitIds(params.ids);
    await db.transaction().execute(async (trx) => {
      for (const [index, id] of ids.entries()) {
        await trx.updateTable('sys_user_menu').set({ seq: index + 1 }).where('user_id', '=', user.userId).where('menu_id', '=', id).execute();
      }
    });
    return ok(null, { msgInfo: request.t('msg.success') });
  });
}
