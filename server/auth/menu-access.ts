import { sql, type SelectQueryBuilder } from 'kysely';
import type { SessionUser } from './session-user.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** The modules the user may list: the module part of their 'moduleId:view' grants. */
function viewableModules(user: SessionUser): string[] {
  return [...user.grants].filter((grant) => grant.endsWith(':view')).map((grant) => grant.slice(0, -':view'.length));
}

/**
 * sys_menu rows (alias m) the user may see and open: super administrators see all; others see
 * menus without a role list and menus listing one of their roles, and of those that open a
 * module or report (sys_menu.module) only the ones whose module (a report: its source module)
 * the user holds the view grant of, since the page would refuse them anyway.
 */
export function visibleMenus(db: PlatformDb, user: SessionUser): SelectQueryBuilder<any, 'm', object> {
  const query = db.selectFrom('sys_menu as m');
  if (user.isSuperAdmin) return query;
  const viewable = viewableModules(user);
  return query
    .where((eb) =>
      eb.or([
        eb.not(eb.exists(eb.selectFrom('sys_menu_role as r').select('r.menu_id').whereRef('r.menu_id', '=', 'm.id'))),
        ...(user.roleIds.length > 0
          ? [eb.exists(eb.selectFrom('sys_menu_role as r').select('r.menu_id').whereRef('r.menu_id', '=', 'm.id').where('r.role_id', 'in', user.roleIds))]
          : []),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('m.module', 'is', null),
        ...(viewable.length > 0
          ? [
              eb('m.module', 'in', viewable),
              eb.exists(
                eb
                  .selectFrom('sys_report_version as rv')
                  .select('rv.report_id')
                  .whereRef('rv.report_id', '=', 'm.module')
                  .where('rv.status', '=', 'published')
                  .where(sql`rv.bundle::jsonb ->> 'source'`, 'in', viewable),
              ),
            ]
          : []),
      ]),
    );
}
