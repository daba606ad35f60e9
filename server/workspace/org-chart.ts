import { AppError } from '../../runtime/errors.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import type { ChartPerson, ChartUnit } from '../../contracts/org-chart.ts';


const PREFIXES = { org: 'org_', depart: 'depart_', team: 'team_' } as const;

/** The organisations the user may draw: those the user may switch to (all for a super administrator). */
export async function checkChartOrg(db: PlatformDb, user: SessionUser, orgNo: string): Promise<void> {
  if (user.isSuperAdmin) {
    if (await db.selectFrom('sys_org').select('org_no').where('org_no', '=', orgNo).executeTakeFirst()) return;
    throw new AppError('E_RECORD_NOT_FOUND');
  }
  const member = await db.selectFrom('sys_user_org').select('org_no').where('user_id', '=', user.userId).where('org_no', '=', orgNo).executeTakeFirst();
  if (!member) throw new AppError('E_OTHER_ORG', { orgNo });
}

type EmployeeRow = { emp_id: string; emp_name: string; org_no: string; depart_no: string | null; team_no: string | null; leader_emp_id: string | null; mobile: string | null; depart_name: string | null; post_name: string | null; avatar: string | null };

async function employeesOf(db: PlatformDb, orgNo: string): Promise<EmployeeRow[]> {
  return db
    .selectFrom('sys_employee as e')
    .leftJoin('sys_depart as d', 'd.depart_no', 'e.depart_no')
    .leftJoin('sys_post as p', 'p.post_no', 'e.post_no')
    .leftJoin('sys_user as u', 'u.emp_id', 'e.emp_id')
    .select(['e.emp_id', 'e.emp_name', 'e.org_no', 'e.depart_no', 'e.team_no', 'e.leader_emp_id', 'e.mobile', 'd.depart_name', 'p.post_name', 'u.avatar'])
    .where('e.org_no', '=', orgNo)
    .orderBy('e.seq')
    .execute();
}

/**
 * The units a person belongs to, outermost first: the organisation, then the department and
 * team. The organisation's heads (people without a leader inside it) belong to it alone, so
 * that its node shows them first.
 */
function unitsOf(employee: EmployeeRow, inOrg: ReadonlySet<string>): string[] {
  const org = `${PREFIXES.org}${employee.org_no}`;
  if (!employee.leader_emp_id || !inOrg.has(employee.leader_emp_id)) return [org];
  return [org, ...(employee.depart_no ? [`${PREFIXES.depart}${employee.depart_no}`] : []), ...(employee.team_no ? [`${PREFIXES.team}${employee.team_no}`] : [])];
}

async function unitsOfPeople(db: PlatformDb, orgNo: string) {
  const employees = await employeesOf(db, orgNo);
  const inOrg = new Set(employees.map((employee) => employee.emp_id));
  return employees.map((employee) => ({ employee, units: unitsOf(employee, inOrg) }));
}

/** getDepartmentListNew.ajax: the organisation as one root node, its departments and teams below (in use only). */
export async function orgChart(db: PlatformDb, orgNo: string): Promise<ChartUnit[]> {
  const org = await db.selectFrom('sys_org').select(['org_no', 'org_name']).where('org_no', '=', orgNo).executeTakeFirstOrThrow();
  const departs = await db.selectFrom('sys_depart').select(['depart_no', 'depart_name', 'parent_no']).where('org_no', '=', orgNo).where('state', '=', 1).orderBy('seq').execute();
  const teams = await db.selectFrom('sys_team').select(['team_no', 'team_name', 'depart_no']).where('org_no', '=', orgNo).where('state', '=', 1).orderBy('seq').execute();
  const counts = new Map<string, number>();
  for (const { units } of await unitsOfPeople(db, orgNo)) for (const unit of units) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  const node = (sfoNo: string, sfoName: string, sfoType: ChartUnit['sfoType'], children: ChartUnit[]): ChartUnit => ({ sfoNo, sfoName, sfoType, userCount: counts.get(sfoNo) ?? 0, children });
  const departNode = (depart: (typeof departs)[number]): ChartUnit =>
    node(`${PREFIXES.depart}${depart.depart_no}`, depart.depart_name, 'depart', [
      ...departs.filter((child) => child.parent_no === depart.depart_no).map(departNode),
      ...teams.filter((team) => team.depart_no === depart.depart_no).map((team) => node(`${PREFIXES.team}${team.team_no}`, team.team_name, 'team', [])),
    ]);
  const known = new Set(departs.map((depart) => depart.depart_no));
  const topDeparts = departs.filter((depart) => !depart.parent_no || !known.has(depart.parent_no));
  return [node(`${PREFIXES.org}${org.org_no}`, org.org_name, 'org', topDeparts.map(departNode))];
}

/** The organisation a chart node id belongs to, or undefined for an unknown id. */
export async function orgOfNode(db: PlatformDb, sfoNo: string): Promise<string | undefined> {
  if (sfoNo.startsWith(PREFIXES.org)) return (await db.selectFrom('sys_org').select('org_no').where('org_no', '=', sfoNo.slice(PREFIXES.org.length)).executeTakeFirst())?.org_no;
  if (sfoNo.startsWith(PREFIXES.depart)) return (await db.selectFrom('sys_depart').select('org_no').where('depart_no', '=', sfoNo.slice(PREFIXES.depart.length)).executeTakeFirst())?.org_no;
  if (sfoNo.startsWith(PREFIXES.team)) return (await db.selectFrom('sys_team').select('org_no').where('team_no', '=', sfoNo.slice(PREFIXES.team.length)).executeTakeFirst())?.org_no;
  return undefined;
}

/** getUserList.ajax: the people of one chart node and the units below it, those of the node itself first. */
export async function chartPeople(db: PlatformDb, orgNo: string, sfoNo: string): Promise<ChartPerson[]> {
  return (await unitsOfPeople(db, orgNo))
    .filter(({ units }) => units.includes(sfoNo))
    .sort((a, b) => a.units.length - b.units.length)
    .map(({ employee }) => ({
      empId: employee.emp_id,
      userNam: employee.emp_name,
      depart: employee.depart_name ?? '',
      post: employee.post_name ?? '',
      phone: employee.mobile ?? '',
      avatar: employee.avatar ?? '',
    }));
}
