import type { SessionUser } from '../auth/session-user.ts';
import { newSecret, sha256Hex } from '../auth/secrets.ts';
import { liveSessions } from './live-sessions.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A gotoView code opens its page once, within this many seconds of the click that asked for it. */
export const VIEW_CODE_SECONDS = 60;

/** The embedded page a code opens (spec 01 §2: gotoView's target and moduleId). */
export interface ViewTarget {
  target: string;
  moduleId: string;
}

/**
 * A one-time code for one gotoView page, in place of the session uakey the link used to carry.
 * Stored as a hash with the user, the asking session and the page; the purge.expiredRows job removes expired ones.
 */
export async function issueViewCode(db: PlatformDb, user: SessionUser, view: ViewTarget, now = Date.now()): Promise<string> {
  const code = newSecret();
  await db
    .insertInto('sys_view_code')
    .values({
      code_hash: sha256Hex(code),
      user_id: user.userId,
      token_hash: user.tokenId,
      target: view.target,
      module_id: view.moduleId,
      expires_at: new Date(now + VIEW_CODE_SECONDS * 1000),
    })
    .execute();
  return code;
}

/**
 * Spends a code: the user it was issued to when it is unexpired, unused, for this very page and
 * its session still live; undefined otherwise. Used or not, a presented code never opens again.
 */
export async function redeemViewCode(db: PlatformDb, code: string, view: ViewTarget, now = Date.now()): Promise<string | undefined> {
  const row = await db
    .deleteFrom('sys_view_code')
    .where('code_hash', '=', sha256Hex(code))
    .where('expires_at', '>', new Date(now))
    .returning(['user_id', 'token_hash', 'target', 'module_id'])
    .executeTakeFirst();
  if (!row || row.target !== view.target || row.module_id !== view.moduleId) return undefined;
  const session = await liveSessions(db, String(row.user_id), now).where('token_hash', '=', row.token_hash).executeTakeFirst();
  return session ? String(row.user_id) : undefined;
}
