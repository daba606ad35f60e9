import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { createUakey } from '../auth/uakeys.ts';
import { expiryAfter } from '../auth/tokens.ts';
import { notifySessionChange } from '../db/session-changes.ts';
import { requireSystemAccess } from '../system/system-access.ts';

/** Longest lifetime of an issued key, in days (0: never expires). */
const MAX_DAYS = 3650;

/**
 * Interface keys (issue 15 item 12): the integration uakeys other systems exchange for tokens
 * at api/getToken. Issued for the administrator who asks, shown once (only the hash is
 * stored), listed with name, expiry and last use, and revoked.
 */
export async function uakeyRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;

  addCall(app, 'system/uakey/list.ajax', { params: NO_PARAMS }, async (request) => {
    requireSystemAccess(request, 'sysUakey', 'view');
    const rows = await database.db
      .selectFrom('sys_uakey as k')
      .innerJoin('sys_user as u', 'u.user_id', 'k.user_id')
      .select(['k.key_hash as keyId', 'k.key_name as name', 'u.user_name as userName', 'k.created_at as createdAt', 'k.expires_at as expiresAt', 'k.last_used_at as lastUsedAt', 'k.revoked_at as revokedAt'])
      .where('k.kind', '=', 'integration')
      .orderBy('k.created_at', 'desc')
      .execute();
    return ok(rows);
  });

  addCall(
    app,
    'system/uakey/issue.ajax',
    { params: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }), days: Type.String({ pattern: '^\\d{1,4}$' }) }), methods: ['POST'] },
    async (request, params) => {
      const user = requireSystemAccess(request, 'sysUakey', 'add');
      const days = Number(params.days);
      if (days > MAX_DAYS) throw new AppError('E_VALIDATION', { max: MAX_DAYS }, 'system.uakey.days');
      const name = params.name.trim();
      const { uakey, keyHash } = await createUakey(database.db, user.userId, { kind: 'integration', expiresAt: days === 0 ? null : expiryAfter(days * 24), remember: false });
      await database.db.updateTable('sys_uakey').set({ key_name: name }).where('key_hash', '=', keyHash).execute();
      return ok({ uakey, keyId: keyHash, name }, { msgInfo: request.t('system.uakey.issued') });
    },
  );

  addCall(app, 'system/uakey/revoke.ajax', { params: Type.Object({ keyId: Type.String({ pattern: '^[0-9a-f]{64}$' }) }), methods: ['POST'] }, async (request, params) => {
    requireSystemAccess(request, 'sysUakey', 'delete', params.keyId.slice(0, 12));
    await database.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('sys_uakey')
        .set({ revoked_at: new Date() })
        .where('key_hash', '=', params.keyId)
        .where('kind', '=', 'integration')
        .where('revoked_at', 'is', null)
        .returning('user_id')
        .executeTakeFirst();
      if (!row) throw new AppError('E_RECORD_NOT_FOUND');
      // Tokens the key already got keep their own lifetime; cached sessions of its user are re-read.
      await notifySessionChange(database.changes, trx, { kind: 'user', userId: String(row.user_id) });
    });
    return ok(null, { msgInfo: request.t('system.uakey.revoked') });
  });
}
