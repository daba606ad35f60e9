import { notifySessionChange, type SessionChangeHub } from '../db/session-changes.ts';
import { newId } from './secrets.ts';
import { createToken, expiryAfter } from './tokens.ts';
import { consumeSessionUakey, createUakey, findUakey } from './uakeys.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** The spec's token data, answered by the login and token re-acquire calls. */
export interface TokenData {
  token: string;
  /** Hours (the client multiplies by 3,600,000 ms); 0: never expires. */
  token_expires_in: number;
  auth_mode: 'token';
  uakey: string;
}

/** 'Remember me' keeps a user signed in for 24 hours. */
const REMEMBER_HOURS = 24;
/** How long a session uakey may re-acquire tokens without the remember flag: one working shift and a half. */
const SESSION_UAKEY_HOURS = 12;

/** Token lifetime: the configured hours (0 never), stretched to 24 for 'remember me'. */
export function tokenHoursFor(configHours: number, remember: boolean): number {
  if (configHours === 0) return 0;
  return remember ? Math.max(configHours, REMEMBER_HOURS) : configHours;
}

function uakeyExpiry(configHours: number, remember: boolean): Date | null {
  if (configHours === 0) return null;
  return expiryAfter(Math.max(tokenHoursFor(configHours, remember), remember ? REMEMBER_HOURS : SESSION_UAKEY_HOURS));
}

/**
 * A login: a session uakey and a token tied to it, under a new session id that every later
 * token and key of this login carries (rotations, api/getToken with the key), so logout ends them all.
 */
export async function startSession(db: PlatformDb, userId: string, options: { configHours: number; remember: boolean }): Promise<TokenData> {
  const hours = tokenHoursFor(options.configHours, options.remember);
  const sessionId = newId();
  const { uakey, keyHash } = await createUakey(db, userId, {
    kind: 'session',
    expiresAt: uakeyExpiry(options.configHours, options.remember),
    remember: options.remember,
    sessionId,
  });
  const token = await createToken(db, userId, { hours, remember: options.remember, uakeyHash: keyHash, sessionId });
  return { token, token_expires_in: hours, auth_mode: 'token', uakey };
}

/**
 * Silent re-acquire: the session uakey is exchanged for a new token and a new uakey. The new
 * key keeps the old one's expiry, so rotating never stretches a session beyond its login.
 */
export async function rotateSession(db: PlatformDb, uakey: string, configHours: number): Promise<TokenData | undefined> {
  const usable = await findUakey(db, uakey);
  if (!usable || usable.kind !== 'session') return undefined;
  const old = await consumeSessionUakey(db, uakey);
  if (!old) return undefined;
  const hours = tokenHoursFor(configHours, old.remember);
  const sessionId = old.sessionId ?? undefined;
  const next = await createUakey(db, old.userId, { kind: 'session', expiresAt: old.expiresAt, remember: old.remember, sessionId });
  const token = await createToken(db, old.userId, { hours, remember: old.remember, uakeyHash: next.keyHash, sessionId: old.sessionId });
  return { token, token_expires_in: hours, auth_mode: 'token', uakey: next.uakey };
}

/**
 * Logout: every token and uakey of the token's session stop working (tokens got from the
 * session key at api/getToken, earlier rotations). A token of an integration key has no
 * session: it alone ends, and the key stays.
 */
export async function endSession(db: PlatformDb, changes: SessionChangeHub, tokenHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    const row = await trx
      .updateTable('sys_token')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .returning(['user_id', 'uakey_hash', 'session_id'])
      .executeTakeFirst();
    if (!row) return;
    // The session's other tokens may be cached anywhere: the user's all go.
    await notifySessionChange(changes, trx, { kind: 'user', userId: String(row.user_id) });
    const sessionId = row.session_id as string | null;
    if (sessionId) {
      await trx.updateTable('sys_token').set({ revoked_at: now }).where('session_id', '=', sessionId).where('revoked_at', 'is', null).execute();
      await trx.updateTable('sys_uakey').set({ revoked_at: now }).where('session_id', '=', sessionId).where('revoked_at', 'is', null).execute();
      return;
    }
    // Tokens issued before sessions had ids: the key issued with the token.
    const uakeyHash = row.uakey_hash as string | null;
    if (uakeyHash) await trx.updateTable('sys_uakey').set({ revoked_at: now }).where('key_hash', '=', uakeyHash).where('kind', '=', 'session').where('revoked_at', 'is', null).execute();
  });
}

/**
 * After a password change or reset, or an administrator's lock: every token and uakey of the
 * user stops working, integration keys included (a key issued under the old password must not
 * outlive it), except the session of `keepTokenHash` (the one that changed its own password).
 */
export async function endUserSessions(db: PlatformDb, changes: SessionChangeHub, userId: string, keepTokenHash?: string): Promise<void> {
  const now = new Date();
  const kept = keepTokenHash ? await db.selectFrom('sys_token').select('session_id').where('token_hash', '=', keepTokenHash).executeTakeFirst() : undefined;
  const keptSession = kept?.session_id as string | null | undefined;
  let tokens = db.updateTable('sys_token').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepTokenHash) tokens = tokens.where('token_hash', '<>', keepTokenHash);
  if (keptSession) tokens = tokens.where((eb) => eb.or([eb('session_id', 'is', null), eb('session_id', '<>', keptSession)]));
  await tokens.execute();
  let uakeys = db.updateTable('sys_uakey').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keptSession) uakeys = uakeys.where((eb) => eb.or([eb('session_id', 'is', null), eb('session_id', '<>', keptSession)]));
  await uakeys.execute();
  // After the writes: outside a transaction a notification goes out at once.
  await notifySessionChange(changes, db, { kind: 'user', userId });
}
