import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, joinInValues, planListQuery, serializeCondition } from '../../runtime/index.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { optionalText } from '../auth/param-schemas.ts';
import { requireUser } from '../auth/permissions.ts';
import { iotModules } from '../iot/iot-modules.ts';
import { requireModuleOperation } from '../modules/module-call.ts';
import { createRecordService } from '../modules/record-service.ts';
import { ok } from '../plugins/envelope.ts';
import { selectorOrg } from '../selectors/selector-org.ts';

/** Spec 02 §9: the home page asks for page 1 of 50. */
const ALARM_PAGE_SIZE = 50;

/**
 * system/pub/findAlarmToDoList.ajax (spec 02 §7): the device events of the organisation still
 * waiting for someone (the event module's `iot.states.todo`), newest first, for users who may
 * view that module; and system/iot/status.ajax, how this server's intake is doing.
 */
export async function iotRoutes(app: FastifyInstance): Promise<void> {
  const records = createRecordService(app.database, app.modules);

  addCall(
    app,
    'system/pub/findAlarmToDoList.ajax',
    { params: Type.Object({ orgNo: optionalText(32), pageNo: optionalText(12), pageSize: optionalText(12) }) },
    async (request, params) => {
      const event = iotModules(app.modules).event;
      if (!event) return ok([], { param: { totalCount: 0, moduleId: '' } });
      const user = requireModuleOperation(request, event.module, 'view');
      const orgNo = await selectorOrg(app.database.db, user, params.orgNo ?? '');
      const b = event.binding;
      const plan = planListQuery(event.module, {
        defaultCondition: serializeCondition([{ field: b.state, code: ':S_IN', value: joinInValues(b.states.todo) }]),
        orderField: b.time,
        orderCondition: 'desc',
        pageNo: params.pageNo ?? 1,
        pageSize: params.pageSize ?? ALARM_PAGE_SIZE,
      });
      const { rows, total } = await records.list(event.module, plan, { orgNo, userId: user.userId, locale: request.locale });
      const value = rows.map((row) => ({
        pkValue: row.key,
        no: (b.number ? row.values[b.number] : undefined) ?? row.key,
        level: row.labels[b.level] ?? row.values[b.level],
        urgent: row.values[b.level] === b.levels.urgent,
        time: row.values[b.time],
        cz_eq: [b.station ? row.labels[b.station] : undefined, row.labels[b.device]].filter(Boolean).join(' '),
        desc: row.values[b.content],
      }));
      // The module is the named route 'view all' opens (spec 02 §2 names the demo's).
      return ok(value, { param: { totalCount: total, moduleId: event.module.moduleId } });
    },
  );

  addCall(app, 'system/iot/status.ajax', { params: NO_PARAMS }, async (request) => {
    if (!requireUser(request).isSuperAdmin) throw new AppError('E_OPERATION_DENIED', { operation: 'view' });
    return ok(app.iot.status());
  });
}
