import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope.ts';
import { applyAccountAction, type AccountAction } from '../auth/account-admin.ts';
import { addCall } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';

const ACTIONS: readonly { path: string; action: AccountAction; message: string }[] = [
  { path: 'system/user/approve.ajax', action: 'approve', message: 'account.approved' },
  { path: 'system/user/lock.ajax', action: 'lock', message: 'account.locked' },
  { path: 'system/user/unlock.ajax', action: 'unlock', message: 'account.unlocked' },
];

/**
 * Administrators' account decisions (`userId`), until the user-administration screens exist:
 * approve a registration, lock (disable) an account, unlock it (server/auth/account-admin.ts).
 */
export async function userAdminRoutes(app: FastifyInstance): Promise<void> {
  for (const { path, action, message } of ACTIONS) {
    addCall(app, path, { params: Type.Object({ userId: Type.String({ minLength: 1, maxLength: 32 }) }), methods: ['POST'] }, async (request, params) => {
      await applyAccountAction(app.database, requireUser(request), params.userId, action);
      return ok(null, { msgInfo: request.t(message) });
    });
  }
}
