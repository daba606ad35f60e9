import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { forceLogout, onlineSessions } from '../system/online-sessions.ts';
import { requireSystemAccess } from '../system/system-access.ts';

/** Online users (issue 15 item 7): the sign-ins in force and a force logout reaching every server. */
export async function onlineRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;

  addCall(app, 'system/online/list.ajax', { params: NO_PARAMS }, async (request) => {
    requireSystemAccess(request, 'sysOnline', 'view');
    return ok(await onlineSessions(database.db, new Date()));
  });

  addCall(app, 'system/online/forceLogout.ajax', { params: Type.Object({ userId: Type.String({ minLength: 1, maxLength: 32 }) }), methods: ['POST'] }, async (request, params) => {
    requireSystemAccess(request, 'sysOnline', 'logout', params.userId);
    const ended = await forceLogout(database.db, database.changes, params.userId);
    return ok(ended, { msgInfo: request.t('system.online.loggedOut', { n: ended }) });
  });
}
