import { request, unwrap, type Envelope } from '../../api/request.ts';
import type { ChartPerson, ChartUnit } from '../../../contracts/org-chart.ts';

export type { ChartPerson, ChartUnit };


/** The chart of an organisation ('' for the current one): spec 02 §7, the first element is the root. */
export async function loadChart(orgNo: string): Promise<ChartUnit | undefined> {
  return unwrap(await request<Envelope<ChartUnit[]>>('sforgan/sfSafeOrganize/getDepartmentListNew.ajax', orgNo ? { orgNo } : {}, { method: 'GET' }))[0];
}

export async function loadPeople(sfoNo: string): Promise<ChartPerson[]> {
  return unwrap(await request<Envelope<ChartPerson[]>>('sforgan/sfSafeOrganize/getUserList.ajax', { sfoNo }, { method: 'GET' }));
}
