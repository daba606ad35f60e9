import { newSecret, sha256Hex } from './secrets.ts';
import type { PlatformDb } from '../db/tables/index.ts';

const HOUR_MS = 3_600_000;

/** An expiry `hours` from now; null when hours is 0 (never expires). */
export function expiryAfter(hours: number): Date | null {
  return hours > 0 ? new Date(Date.now() + hours * HOUR_MS) : null;
}

/** Creates a bearer token; the client only ever sees the secret, the database only its hash. */
export async function createToken(
  db: PlatformDb,
  userId: string,
  options: { hours: number; remember: boolean; uakeyHash: string | null; sessionId: string | null },
): Promise<string> {
  const token = newSecret();
  await db
    .insertInto('sys_token')
    .values({
      token_hash: sha256Hex(token),
      user_id: userId,
      created_at: new Date(),
      expires_at: expiryAfter(options.hours),
      remember: options.remember,
      uakey_hash: options.uakeyHash,
      session_id: options.sessionId,
    })
    .execute();
  return token;
}
