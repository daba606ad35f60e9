import { sql } from 'kysely';
import type { Locale } from '../../runtime/bundle/types.ts';
import { conditionSql, type ListColumn } from '../workflow/task-filters.ts';
import type { SelectorPage } from './selector-page.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Spec 02 §3 'Role: roleNo, roleId, roleName'; roles have one key, so roleNo and roleId agree. */
export type RoleRow = {
  roleNo: string;
  roleId: string;
  roleName: string;
};

/** One page of the roles, named in the request language, in their seq order. Roles are not organisation-bound. */
export async function rolePage(db: PlatformDb, locale: Locale, condition: string, page: SelectorPage): Promise<{ rows: RoleRow[]; total: number }> {
  const name = locale === 'en-US' ? sql`r.role_name_en` : sql`r.role_name_zh`;
  const columns: Readonly<Record<string, ListColumn>> = { roleName: { expression: name, kind: 'text' }, roleId: { expression: sql`r.role_id`, kind: 'text' } };
  const filters = conditionSql(condition || undefined, columns);
  const where = filters.length > 0 ? sql.join(filters, sql` and `) : sql`true`;
  const [count, list] = await Promise.all([
    sql<{ total: number | string }>`select count(*) as total from sys_role r where ${where}`.execute(db),
    sql<{ role_id: string; role_name: string }>`
      select r.role_id, ${name} as role_name from sys_role r where ${where}
      order by r.seq, r.role_id limit ${page.limit} offset ${page.offset}`.execute(db),
  ]);
  return {
    total: Number(count.rows[0]?.total ?? 0),
    rows: list.rows.map((row) => ({ roleNo: row.role_id, roleId: row.role_id, roleName: row.role_name })),
  };
}
