import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../runtime/errors.ts';
import { ok } from '../../plugins/envelope.ts';
import { addCall } from '../../auth/call-route.ts';
import { optionalText } from '../../auth/param-schemas.ts';
import { monitorInstances } from '../monitor/monitor-instances.ts';
import { handlerLoad, modelVersions } from '../monitor/monitor-overview.ts';
import { reassignAudit } from '../monitor/reassign-audit.ts';
import { reassignTask } from '../monitor/task-reassign.ts';
import { parseDay } from '../../../runtime/rules/value-parsers.ts';
import { requireWorkflowMonitor } from '../workflow-admin.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { callerOf, ID, intParam, OPINION, str, type Params } from './call-helpers.ts';

const MAX_MONITOR_PAGE = 200;
/** A year: a larger 'waited longer than' asks for nothing real. */
const MAX_WAITED_HOURS = 8760;

const FILTER_PARAMS = {
  moduleId: optionalText(64),
  modelId: optionalText(64),
  modelVersion: optionalText(9),
  node: optionalText(100),
  handler: optionalText(64),
  initiator: optionalText(64),
  waitedHours: optionalText(9),
  orderField: optionalText(32),
  orderCondition: optionalText(8),
  pageNo: optionalText(9),
  pageSize: optionalText(9),
};

const AUDIT_PARAMS = {
  moduleId: optionalText(64),
  handler: optionalText(64),
  byUser: optionalText(64),
  reason: optionalText(100),
  dateFrom: optionalText(10),
  dateTo: optionalText(10),
  pageNo: optionalText(9),
  pageSize: optionalText(9),
};

/** The server-time midnight starting a 'YYYY-MM-DD' parameter's day, `days` later; undefined when absent. */
function dayParam(params: Params, name: string, days = 0): Date | undefined {
  const text = str(params, name);
  if (!text) return undefined;
  const day = parseDay(text);
  if (day === null) throw new AppError('E_BAD_VALUE', { field: name });
  const start = new Date(`${day}T00:00:00`);
  start.setDate(start.getDate() + days);
  return start;
}

/** A non-negative integer parameter: 0 when absent. */
function countParam(params: Params, name: string, max: number): number {
  return str(params, name) === '' ? 0 : intParam(params, name, 0, max);
}

/**
 * The workflow monitor (issue 19 part 4): every call needs the monitor grant and answers for
 * the caller's current organisation only. Ending and deleting an instance are the existing
 * forceEndWorkflow.ajax and deleteInst.ajax.
 */
export function monitorCalls(app: FastifyInstance, deps: WorkflowDeps): void {
  addCall(app, 'workflow/monitor/instances.ajax', { params: Type.Object(FILTER_PARAMS) }, async (request, params) => {
    const caller = callerOf(request);
    requireWorkflowMonitor(caller.user);
    const order = str(params, 'orderCondition');
    if (order && order !== 'asc' && order !== 'desc') throw new AppError('E_BAD_REQUEST', { reason: 'orderCondition' });
    const page = await monitorInstances(deps, caller, {
      moduleId: str(params, 'moduleId'),
      modelId: str(params, 'modelId'),
      modelVersion: countParam(params, 'modelVersion', 1_000_000),
      node: str(params, 'node'),
      handler: str(params, 'handler'),
      initiator: str(params, 'initiator'),
      waitedHours: countParam(params, 'waitedHours', MAX_WAITED_HOURS),
      orderField: str(params, 'orderField'),
      orderCondition: order,
      pageNo: intParam(params, 'pageNo', 1, 1_000_000),
      pageSize: intParam(params, 'pageSize', 20, MAX_MONITOR_PAGE),
    });
    return { state: 0, msgInfo: '', totalRows: page.totalRows, rows: page.rows, code: 200, msg: '', isPageList: true };
  });

  addCall(app, 'workflow/monitor/handlerLoad.ajax', { params: Type.Object({}) }, async (request) => {
    const caller = callerOf(request);
    requireWorkflowMonitor(caller.user);
    return ok(await handlerLoad(deps, caller));
  });

  addCall(app, 'workflow/monitor/modelVersions.ajax', { params: Type.Object({}) }, async (request) => {
    const caller = callerOf(request);
    requireWorkflowMonitor(caller.user);
    return ok(await modelVersions(deps, caller));
  });

  addCall(app, 'workflow/monitor/reassignments.ajax', { params: Type.Object(AUDIT_PARAMS) }, async (request, params) => {
    const caller = callerOf(request);
    requireWorkflowMonitor(caller.user);
    const from = dayParam(params, 'dateFrom');
    const until = dayParam(params, 'dateTo', 1);
    const page = await reassignAudit(deps, caller, {
      moduleId: str(params, 'moduleId'),
      handler: str(params, 'handler'),
      byUser: str(params, 'byUser'),
      reason: str(params, 'reason'),
      ...(from ? { from } : {}),
      ...(until ? { until } : {}),
      pageNo: intParam(params, 'pageNo', 1, 1_000_000),
      pageSize: intParam(params, 'pageSize', 20, MAX_MONITOR_PAGE),
    });
    return { state: 0, msgInfo: '', totalRows: page.totalRows, rows: page.rows, code: 200, msg: '', isPageList: true };
  });

  addCall(app, 'workflow/monitor/reassignTask.ajax', { params: Type.Object({ taskNo: ID, toUser: ID, reason: OPINION }), methods: ['POST'] }, async (request, params) => {
    const caller = callerOf(request);
    await reassignTask(deps, caller, { taskNo: str(params, 'taskNo'), toUser: str(params, 'toUser'), reason: str(params, 'reason') });
    return ok(null, { msgInfo: caller.t('workflow.done.reassign') });
  });
}

