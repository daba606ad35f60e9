import { sql } from 'kysely';
import { conditionSql, type ListColumn } from '../workflow/task-filters.ts';
import type { SelectorPage } from './selector-page.ts';
import type { EmployeeRow } from '../../contracts/selectors.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Fields the employee selector filters on (spec 01 §3 condition), and their columns. */
const EMPLOYEE_COLUMNS: Readonly<Record<string, ListColumn>> = {
  empName: { expression: sql`e.emp_name`, kind: 'text' },
  departNo: { expression: sql`e.depart_no`, kind: 'text' },
  teamNo: { expression: sql`e.team_no`, kind: 'text' },
  postNo: { expression: sql`e.post_no`, kind: 'text' },
};


const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One page of an organisation's employees, in their seq order, with department, post and user account. */
export async function employeePage(db: PlatformDb, orgNo: string, condition: string, page: SelectorPage): Promise<{ rows: EmployeeRow[]; total: number }> {
  const where = sql.join([sql`e.org_no = ${orgNo}`, ...conditionSql(condition || undefined, EMPLOYEE_COLUMNS)], sql` and `);
  const [count, list] = await Promise.all([
    sql<{ total: number | string }>`select count(*) as total from sys_employee e where ${where}`.execute(db),
    sql<Record<string, unknown>>`
      select e.emp_id, e.emp_name, e.depart_no, d.depart_name, e.post_no, p.post_name,
        (select min(u.user_id) from sys_user u where u.emp_id = e.emp_id and u.state = 1) as user_id
      from sys_employee e
      left join sys_depart d on d.depart_no = e.depart_no
      left join sys_post p on p.post_no = e.post_no
      where ${where}
      order by e.seq, e.emp_id
      limit ${page.limit} offset ${page.offset}`.execute(db),
  ]);
  return {
    total: Number(count.rows[0]?.total ?? 0),
    rows: list.rows.map((row) => ({
      empId: text(row.emp_id),
      empName: text(row.emp_name),
      depart_no: text(row.depart_no),
      departName: text(row.depart_name),
      postNo: text(row.post_no),
      postName: text(row.post_name),
      userId: text(row.user_id),
    })),
  };
}
