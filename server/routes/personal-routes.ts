import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { verifyPassword } from '../auth/password.ts';
import { rsaDecrypt } from '../auth/rsa-keys.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { notifySessionChange } from '../db/session-changes.ts';
import { endSession } from '../auth/sessions.ts';
import { MESSAGE_TYPES } from './message-routes.ts';
import { formatDateTime } from '../workflow/format-time.ts';

/** The login log's page size at most. */
const LOGIN_LOG_PAGE = 50;
/** Spec 01 §9: the lock time is minutes, 0 never; a day at most. */
const MAX_LOCK_MINUTES = 1440;
/** Passwords the lock screen takes: the fifth wrong one ends the session, as a bank's or an OS's lock screen does. */
export const UNLOCK_PASSWORD_ATTEMPTS = 5;

/**
 * Whether unlocking asks for the password: the lock has been up for the system parameter's
 * minutes (0: always). The slider alone unlocks a short lock.
 */
export function unlockNeedsPassword(user: SessionUser, passwordMinutes: number, now = Date.now()): boolean {
  if (!user.screenLockedAt) return false;
  return passwordMinutes === 0 || now - user.screenLockedAt.getTime() >= passwordMinutes * 60_000;
}

/**
 * The personal workspace's own calls (issue 16): the lock screen's state on the session (so
 * a reload, another tab or another server keeps it, and every other call is refused while it
 * is up: server/auth/auth-plugin.ts), and the user centre's personal settings.
 */
export async function personalRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;
  /** Sets or clears the session's lock (a lock already up keeps its start); answers when it went up. */
  const setLocked = async (user: SessionUser, locked: boolean): Promise<Date | null> => {
    let lockedAt: Date | null = null;
    if (locked) {
      await database.db.insertInto('sys_screen_lock').values({ token_hash: user.tokenId, locked_at: new Date() }).onConflict((c) => c.column('token_hash').doNothing()).execute();
      const row = await database.db.selectFrom('sys_screen_lock').select('locked_at').where('token_hash', '=', user.tokenId).executeTakeFirst();
      lockedAt = row?.locked_at ?? null;
    } else {
      await database.db.deleteFrom('sys_screen_lock').where('token_hash', '=', user.tokenId).execute();
    }
    await notifySessionChange(database.changes, database.db, { kind: 'token', tokenHash: user.tokenId });
    return lockedAt;
  };

  addCall(app, 'system/user/lockScreen.ajax', { params: NO_PARAMS, methods: ['POST'] }, async (request) => {
    const user = requireUser(request);
    // Locking again (a reload of a locked page) keeps the lock's start: how long it has lasted decides the password.
    const screenLockedAt = await setLocked(user, true);
    return ok({ locked: true, passwordRequired: unlockNeedsPassword({ ...user, screenLockedAt }, app.params.values['screenLock.passwordMinutes']) });
  });

  /**
   * Checks the password typed at the lock screen. The attempt is counted on the lock's row
   * before the password is checked, so tries sent together cannot pass the limit; the last
   * wrong one ends the session (its tokens and uakeys), and the user signs in again.
   */
  const checkUnlockPassword = async (user: SessionUser, encrypted: string): Promise<void> => {
    const attempt = await database.db
      .updateTable('sys_screen_lock')
      .set((eb) => ({ password_attempts: eb('password_attempts', '+', 1) }))
      .where('token_hash', '=', user.tokenId)
      .where('password_attempts', '<', UNLOCK_PASSWORD_ATTEMPTS)
      .returning('password_attempts')
      .executeTakeFirst();
    const tooMany = async () => {
      await endSession(database.db, database.changes, user.tokenId);
      return new AppError('E_UNAUTHENTICATED', { attempts: UNLOCK_PASSWORD_ATTEMPTS }, 'lock.tooManyAttempts');
    };
    // Tries sent together already used the last attempt.
    if (!attempt) throw await tooMany();
    const password = await rsaDecrypt(database, encrypted);
    const row = await database.db.selectFrom('sys_user').select('password_hash').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    if (password !== null && (await verifyPassword(row.password_hash, password))) return;
    const left = UNLOCK_PASSWORD_ATTEMPTS - attempt.password_attempts;
    if (left <= 0) throw await tooMany();
    throw new AppError('E_VALIDATION', { left }, 'lock.passwordWrong');
  };

  // The password arrives RSA-encrypted like the login form's.
  addCall(app, 'system/user/unlockScreen.ajax', { params: Type.Object({ password: Type.Optional(Type.String({ maxLength: 1024 })) }), methods: ['POST'] }, async (request, params) => {
    const user = requireUser(request);
    if (unlockNeedsPassword(user, app.params.values['screenLock.passwordMinutes'])) {
      if (!params.password) throw new AppError('E_VALIDATION', {}, 'lock.passwordRequired');
      await checkUnlockPassword(user, params.password);
    }
    await setLocked(user, false);
    return ok({ locked: false }, { msgInfo: request.t('msg.success') });
  });

  addCall(
    app,
    'system/user/savePersonalSettings.ajax',
    {
      params: Type.Object({
        lockTime: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_LOCK_MINUTES })),
        // A primary colour #rrggbb, '' for the default.
        theme: Type.Optional(Type.Union([Type.Literal(''), Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })])),
        // Message types that do not reach the user, comma-joined.
        pushMuted: Type.Optional(Type.String({ maxLength: 200 })),
      }),
      methods: ['POST'],
    },
    async (request, params) => {
      const user = requireUser(request);
      const muted = params.pushMuted?.split(',').filter(Boolean);
      if (muted?.some((type) => !MESSAGE_TYPES.some((known) => known === type))) throw new AppError('E_BAD_REQUEST', { reason: 'pushMuted' });
      await database.db
        .updateTable('sys_user')
        .set({
          ...(params.lockTime === undefined ? {} : { lock_minutes: params.lockTime }),
          ...(params.theme === undefined ? {} : { theme: params.theme.toLowerCase() || null }),
          ...(muted === undefined ? {} : { push_muted: [...new Set(muted)].join(',') }),
        })
        .where('user_id', '=', user.userId)
        .execute();
      await notifySessionChange(database.changes, database.db, { kind: 'user', userId: user.userId });
      return ok(null, { msgInfo: request.t('msg.success') });
    },
  );

  // My login log (user centre): the user's own sign-ins, newest first.
  addCall(
    app,
    'system/user/myLoginLog.ajax',
    { params: Type.Object({ pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: LOGIN_LOG_PAGE })) }) },
    async (request, params) => {
      const user = requireUser(request);
      const pageSize = params.pageSize ?? LOGIN_LOG_PAGE;
      const mine = database.db.selectFrom('sys_login_log').where('user_id', '=', user.userId);
      const rows = await mine
        .select(['id', 'login_at', 'ip', 'client', 'result', 'reason'])
        .orderBy('login_at', 'desc')
        .orderBy('id')
        .limit(pageSize)
        .offset(((params.pageNo ?? 1) - 1) * pageSize)
        .execute();
      const total = await mine.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      const value = rows.map((row) => ({ id: row.id, loginAt: formatDateTime(row.login_at), ip: row.ip ?? '', client: row.client ?? '', result: row.result, reason: row.reason ?? '' }));
      return ok(value, { param: { totalCount: Number(total?.n ?? 0) } });
    },
  );
}
