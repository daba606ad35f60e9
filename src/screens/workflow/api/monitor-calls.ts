/** The workflow monitor's calls (issue 19 part 4: workflow/monitor/*.ajax); end and delete are command-calls.ts'. */
import type { HandlerLoad, ModelVersionUse, MonitorInstance, ReassignAuditRow } from '../../../../contracts/workflow-monitor.ts';
import { callAction, callRows, callValue } from './wf-call.ts';

export interface MonitorQuery {
  moduleId: string;
  node: string;
  handler: string;
  initiator: string;
  /** '' or a whole number of hours. */
  waitedHours: string;
  orderField: 'waitingSince' | 'startTime';
  orderCondition: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

export const EMPTY_MONITOR_FILTER: Pick<MonitorQuery, 'moduleId' | 'node' | 'handler' | 'initiator' | 'waitedHours'> = { moduleId: '', node: '', handler: '', initiator: '', waitedHours: '' };

export function findMonitorInstances(query: MonitorQuery): Promise<{ rows: MonitorInstance[]; total: number }> {
  return callRows<MonitorInstance>('workflow/monitor/instances.ajax', { ...query });
}

export function findHandlerLoad(): Promise<HandlerLoad[]> {
  return callValue<HandlerLoad[]>('workflow/monitor/handlerLoad.ajax');
}

export function findModelVersions(): Promise<ModelVersionUse[]> {
  return callValue<ModelVersionUse[]>('workflow/monitor/modelVersions.ajax');
}

export function reassignTask(taskNo: string, toUser: string, reason: string): Promise<string> {
  return callAction('workflow/monitor/reassignTask.ajax', { taskNo, toUser, reason });
}

/** The reassignment audit's filters: texts as typed, days as 'YYYY-MM-DD' or ''. */
export interface ReassignAuditQuery {
  moduleId: string;
  handler: string;
  byUser: string;
  reason: string;
  dateFrom: string;
  dateTo: string;
}

export const EMPTY_AUDIT_FILTER: ReassignAuditQuery = { moduleId: '', handler: '', byUser: '', reason: '', dateFrom: '', dateTo: '' };

export function findReassignments(query: ReassignAuditQuery & { pageNo: number; pageSize: number }): Promise<{ rows: ReassignAuditRow[]; total: number }> {
  return callRows<ReassignAuditRow>('workflow/monitor/reassignments.ajax', { ...query });
}
