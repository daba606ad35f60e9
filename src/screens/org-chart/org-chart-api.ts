import { request, unwrap, type Envelope } from '../../api/request.ts';

/** A node of sforgan/sfSafeOrganize/getDepartmentListNew.ajax. */
export interface ChartUnit {
  sfoNo: string;
  sfoName: string;
  sfoType: 'org' | 'depart' | 'team';
  userCount: number;
  children: ChartUnit[];
}

/** A person of getUserList.ajax (spec 02 §3 organisation-chart person). */
export interface ChartPerson {
  empId: string;
  userNam: string;
  depart: string;
  post: string;
  phone: string;
  avatar: string;
}

/** The chart of an organisation ('' for the current one): spec 02 §7, the first element is the root. */
export async function loadChart(orgNo: string): Promise<ChartUnit | undefined> {
  return unwrap(await request<Envelope<ChartUnit[]>>('sforgan/sfSafeOrganize/getDepartmentListNew.ajax', orgNo ? { orgNo } : {}, { method: 'GET' }))[0];
}

export async function loadPeople(sfoNo: string): Promise<ChartPerson[]> {
  return unwrap(await request<Envelope<ChartPerson[]>>('sforgan/sfSafeOrganize/getUserList.ajax', { sfoNo }, { method: 'GET' }));
}
