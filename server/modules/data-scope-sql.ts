import { sql, type RawBuilder } from 'kysely';
import type { DataScope, DataScopeKind } from '../../runtime/permission/data-scope.ts';

/**
 * Where a row keeps what a data scope reads: its organisation (absent for rows of no
 * organisation) and who created it. Module rows use org_no and created_by; workflow instances
 * their org_no and start_user.
 */
export interface ScopeColumns {
  org?: RawBuilder<unknown>;
  creator: RawBuilder<unknown>;
}

/** An organisation (a bound value or a column) and every organisation below it, walked in the database (sys_org.parent_no). */
export function orgAndBelow(orgNo: string | RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(with recursive below(org_no) as (select ${orgNo}::varchar union select o.org_no from sys_org o join below b on o.parent_no = b.org_no) select org_no from below)`;
}

/** A department and every department below it (sys_depart.parent_no). */
export function departAndBelow(departNo: string): RawBuilder<unknown> {
  return sql`(with recursive below(depart_no) as (select ${departNo}::varchar union select d.depart_no from sys_depart d join below b on d.parent_no = b.depart_no) select depart_no from below)`;
}

/** Users whose employee works in one of the departments (a list of depart_no). */
function usersOf(departs: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select u.user_id from sys_user u join sys_employee e on e.emp_id = u.emp_id where e.depart_no in ${departs})`;
}

/**
 * Rows created by people of the named departments, each row in its creator's department's
 * organisation (a department belongs to one organisation); rows of no organisation by the people alone.
 */
function createdInDeparts(departNos: readonly string[], columns: ScopeColumns): RawBuilder<unknown> {
  if (departNos.length === 0) return sql`false`;
  const sameOrg = columns.org ? sql` and d.org_no = ${columns.org}` : sql``;
  return sql`exists (select 1 from sys_user u join sys_employee e on e.emp_id = u.emp_id join sys_depart d on d.depart_no = e.depart_no where u.user_id = ${columns.creator} and d.depart_no in (${sql.join(departNos)})${sameOrg})`;
}

type Term = (scope: DataScope, columns: ScopeColumns) => RawBuilder<unknown>;

/** One kind's condition; an organisation condition on rows of no organisation holds for every row. */
function term(kind: Exclude<DataScopeKind, 'all'>): Term {
  const inOrg = (columns: ScopeColumns, scope: DataScope) => (columns.org ? sql`${columns.org} = ${scope.orgNo}` : sql`true`);
  switch (kind) {
    case 'org':
      return (scope, columns) => inOrg(columns, scope);
    case 'orgTree':
      // Sessions carry the organisations below (never empty: the current one is among them); a job
      // queued before they did carries none, and the tree is then walked in the database.
      return (scope, columns) => {
        if (!columns.org) return sql`true`;
        return scope.treeOrgNos.length > 0 ? sql`${columns.org} in (${sql.join(scope.treeOrgNos)})` : sql`${columns.org} in ${orgAndBelow(scope.orgNo)}`;
      };
    case 'custom':
      return (scope, columns) => {
        if (!columns.org) return sql`true`;
        return scope.orgNos.length > 0 ? sql`${columns.org} in (${sql.join(scope.orgNos)})` : sql`false`;
      };
    case 'departTree':
      return (scope, columns) => (scope.departNo ? sql`(${inOrg(columns, scope)} and ${columns.creator} in ${usersOf(departAndBelow(scope.departNo))})` : sql`false`);
    case 'depart':
      return (scope, columns) => (scope.departNo ? sql`(${inOrg(columns, scope)} and ${columns.creator} in ${usersOf(sql`(${scope.departNo})`)})` : sql`false`);
    case 'customDepart':
      return (scope, columns) => createdInDeparts(scope.departNos, columns);
    case 'self':
      return (scope, columns) => sql`(${inOrg(columns, scope)} and ${columns.creator} = ${scope.userId})`;
  }
}

/**
 * THE condition of a data scope on a row, every value bound: undefined when the scope reads
 * everything ('all'), else the kinds' conditions joined by OR (a user reads what any of their
 * roles lets them). Lists, finds, exports, selectors, trees and workflow lists all take it from here.
 * @example dataScopeSql(user.dataScope, { org: sql.ref('t.org_no'), creator: sql.ref('t.created_by') })
 */
export function dataScopeSql(scope: DataScope, columns: ScopeColumns): RawBuilder<unknown> | undefined {
  if (scope.kinds.includes('all')) return undefined;
  const terms = scope.kinds.map((kind) => term(kind as Exclude<DataScopeKind, 'all'>)(scope, columns));
  if (terms.length === 0) return sql`false`;
  return terms.length === 1 ? terms[0] : sql`(${sql.join(terms, sql` or `)})`;
}
