import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { optionalText } from '../auth/param-schemas.ts';
import { LOG_COLUMNS, loginLogQuery, operLogQuery, smsLogQuery, type LogKind } from '../system/log-queries.ts';
import { PAGE_PARAMS, pagedRows } from '../system/paging.ts';
import { requireSystemAccess } from '../system/system-access.ts';
import { csvText } from '../system/csv.ts';

const FILTER = { userName: optionalText(64), result: optionalText(16), from: optionalText(30), to: optionalText(30), moduleId: optionalText(64), operation: optionalText(64), mobile: optionalText(20) };
/** The export holds at most this many rows, newest first. */
const EXPORT_ROWS = 50_000;

/**
 * The login and operation logs (issue 15 item 6) and the SMS outbox (item 13: the operators'
 * screen while no gateway is configured): a searched, paged list and a CSV export of the same
 * search; rows older than the retention parameter go with the job logs.purge.
 */
export async function logRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const logs = {
    login: { query: loginLogQuery, time: 'loginAt' },
    oper: { query: operLogQuery, time: 'operAt' },
    sms: { query: smsLogQuery, time: 'sentAt' },
  } as const;

  for (const kind of Object.keys(logs) as LogKind[]) {
    const { query, time } = logs[kind];
    addCall(app, `system/log/${kind}List.ajax`, { params: Type.Object({ ...FILTER, ...PAGE_PARAMS }) }, async (request, params) => {
      requireSystemAccess(request, 'sysLog', 'view');
      return ok(await pagedRows(query(db, params), (q) => q.orderBy(time, 'desc').orderBy('id'), params));
    });

    addCall(app, `system/log/${kind}Export.ajax`, { params: Type.Object(FILTER) }, async (request, params, reply) => {
      requireSystemAccess(request, 'sysLog', 'view');
      const rows = await query(db, params).orderBy(time, 'desc').orderBy('id').limit(EXPORT_ROWS).execute();
      const columns = LOG_COLUMNS[kind];
      const header = columns.map((column) => request.t(`system.log.${column}`));
      const file = `${kind}-log.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(csvText(header, rows.map((row) => columns.map((column) => (row as Record<string, unknown>)[column]))));
    });
  }
}
