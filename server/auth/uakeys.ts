import { newSecret, sha256Hex } from './secrets.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** 'session': issued at login for silent token re-acquire; 'integration': issued by the CLI for other systems. */
export type UakeyKind = 'session' | 'integration';

export interface UakeyRow {
  keyHash: string;
  userId: string;
  kind: UakeyKind;
  remember: boolean;
  expiresAt: Date | null;
  /** The login a session key belongs to (through its rotations); null for integration keys. */
  sessionId: string | null;
}

export async function createUakey(
  db: PlatformDb,
  userId: string,
  options: { kind: UakeyKind; expiresAt: Date | null; remember: boolean; sessionId?: string },
): Promise<{ uakey: string; keyHash: string }> {
  const uakey = newSecret();
  const keyHash = sha256Hex(uakey);
  await db
    .insertInto('sys_uakey')
    .values({ key_hash: keyHash, user_id: userId, kind: options.kind, remember: options.remember, created_at: new Date(), expires_at: options.expiresAt, ...(options.sessionId ? { session_id: options.sessionId } : {}) })
    .execute();
  return { uakey, keyHash };
}

function toRow(row: Record<string, unknown>): UakeyRow {
  return {
    keyHash: row.key_hash as string,
    userId: row.user_id as string,
    kind: row.kind as UakeyKind,
    remember: row.remember as boolean,
    expiresAt: row.expires_at as Date | null,
    sessionId: (row.session_id as string | null | undefined) ?? null,
  };
}

/** A usable key (not revoked, not expired) of an active user, or undefined. */
export async function findUakey(db: PlatformDb, uakey: string): Promise<UakeyRow | undefined> {
  const row = await db
    .selectFrom('sys_uakey as k')
    .innerJoin('sys_user as u', 'u.user_id', 'k.user_id')
    .select(['k.key_hash', 'k.user_id', 'k.kind', 'k.remember', 'k.expires_at', 'k.session_id'])
    .where('k.key_hash', '=', sha256Hex(uakey))
    .where('k.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('k.expires_at', 'is', null), eb('k.expires_at', '>', new Date())]))
    .where('u.state', '=', 1)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** Notes an integration call with the key (the keys screen shows the last use). */
export async function markUakeyUsed(db: PlatformDb, keyHash: string): Promise<void> {
  await db.updateTable('sys_uakey').set({ last_used_at: new Date() }).where('key_hash', '=', keyHash).execute();
}

/**
 * Revokes a usable session key and returns it; of two concurrent rotations of one key only
 * one gets it back (the update is the arbiter), the other is refused.
 */
export async function consumeSessionUakey(db: PlatformDb, uakey: string): Promise<UakeyRow | undefined> {
  const row = await db
    .updateTable('sys_uakey')
    .set({ revoked_at: new Date() })
    .where('key_hash', '=', sha256Hex(uakey))
    .where('kind', '=', 'session')
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .returning(['key_hash', 'user_id', 'kind', 'remember', 'expires_at', 'session_id'])
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}
