import type { SelectQueryBuilder } from 'kysely';
import type { SessionUser } from './session-user.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * sys_menu rows (alias m) the user may see: super administrators see all; others see menus
 * without a role list and menus listing one of their roles.
 */
export function visibleMenus(db: PlatformDb, user: SessionUser): SelectQueryBuilder<any, 'm', object> {
  const query = db.selectFrom('sys_menu as m');
  if (user.isSuperAdmin) return query;
  return query.where((eb) =>
    eb.or([
      eb.not(eb.exists(eb.selectFrom('sys_menu_role as r').select('r.menu_id').whereRef('r.menu_id', '=', 'm.id'))),
      ...(user.roleIds.length > 0
        ? [eb.exists(eb.selectFrom('sys_menu_role as r').select('r.menu_id').whereRef('r.menu_id', '=', 'm.id').where('r.role_id', 'in', user.roleIds))]
        : []),
    ]),
  );
}
