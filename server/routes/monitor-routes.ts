import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope.ts';
import { DEFAULT_HEARTBEAT_SECONDS } from '../config.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { reloadEveryServer } from '../system/cache-reload.ts';
import { databaseFigures, serverRows } from '../system/monitor-queries.ts';
import { requireSystemAccess } from '../system/system-access.ts';
import { intakeState } from '../iot/intake-state.ts';

/**
 * Server monitor and cache (issue 15 items 10 and 11): every server of the cluster as its
 * heartbeat row tells it, the database's figures, and the reload that reaches every server.
 * The monitor names the server that answers (`answeredBy`) and shows its own device data
 * intake as it is now, the others' as of their last beat.
 */
export async function monitorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const intervalMs = (app.config.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS) * 1000;

  addCall(app, 'system/monitor/servers.ajax', { params: NO_PARAMS }, async (request) => {
    requireSystemAccess(request, 'sysMonitor', 'view');
    const now = new Date();
    const intake = intakeState(app.iot.status());
    const servers = (await serverRows(db, now, intervalMs)).map((server) => (server.serverName === app.serverName ? { ...server, stats: { ...server.stats, intake } } : server));
    return ok({ servers, database: await databaseFigures(db, now), checkedAt: now, answeredBy: app.serverName });
  });

  addCall(app, 'system/cache/list.ajax', { params: NO_PARAMS }, async (request) => {
    requireSystemAccess(request, 'sysCache', 'view');
    const servers = await serverRows(db, new Date(), intervalMs);
    return ok(servers.map(({ serverName, beatAt, online, stats }) => ({ serverName, beatAt, online, ...stats.cache })));
  });

  addCall(app, 'system/cache/reload.ajax', { params: NO_PARAMS, methods: ['POST'] }, async (request) => {
    requireSystemAccess(request, 'sysCache', 'run');
    await reloadEveryServer(app);
    return ok(null, { msgInfo: request.t('system.cache.reloaded') });
  });
}
