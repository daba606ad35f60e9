import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { loadSessionUser, type SessionUser } from '../auth/session-user.ts';
import { linkSecret } from './link-secret.ts';
import { liveSessions } from './live-sessions.ts';

/** How long a signed file link opens its file: long enough to load a preview, short enough to be useless once copied. */
export const FILE_LINK_SECONDS = 300;

/** What a signed link names: one file, shown inline or downloaded. */
export interface FileLinkTarget {
  fileId: string;
  inline: boolean;
}

/** The query parameters of a signed link, as the download call receives them. */
export interface FileLinkParams {
  infoNo?: unknown;
  viewMode?: unknown;
  expires?: unknown;
  user?: unknown;
  signature?: unknown;
}

function sign(secret: Buffer, target: FileLinkTarget, expires: number, userId: string, tokenId: string): Buffer {
  const text = ['file', target.fileId, target.inline ? 'inline' : 'attachment', String(expires), userId, tokenId].join('\n');
  return createHmac('sha256', secret).update(text, 'utf8').digest();
}

/**
 * A link that opens one file for `FILE_LINK_SECONDS`, as `user` in the session that asked for
 * it: the signature covers the file, the display mode, the expiry, the user and the session's
 * token, so an altered link is refused and the link dies with the session (logout, password change).
 * @example await signFileLink(database, '/api', user, { fileId, inline: true }) // '/api/attachment/fileDownload?infoNo=…&signature=…'
 */
export async function signFileLink(database: Database, apiBase: string, user: SessionUser, target: FileLinkTarget, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + FILE_LINK_SECONDS;
  const signature = sign(await linkSecret(database), target, expires, user.userId, user.tokenId);
  const query = new URLSearchParams({ infoNo: target.fileId });
  if (target.inline) query.set('viewMode', 'inline');
  query.set('expires', String(expires));
  query.set('user', user.userId);
  query.set('signature', signature.toString('base64url'));
  return `${apiBase.replace(/\/$/, '')}/attachment/fileDownload?${query.toString()}`;
}

/** Whether a request carries a link signature (it is then authorised by the link, not a token). */
export function isSignedLink(params: FileLinkParams | undefined): boolean {
  return typeof params?.signature === 'string' && params.signature !== '';
}

/**
 * The user a signed link was issued to, when the link is intact, unexpired and issued in a
 * session that is still live; undefined otherwise. The user's grants are read afresh, so a
 * link never opens a file its user may no longer read.
 */
export async function fileLinkUser(database: Database, params: FileLinkParams, now = Date.now()): Promise<SessionUser | undefined> {
  const { infoNo, viewMode, expires, user, signature } = params;
  if (typeof infoNo !== 'string' || typeof user !== 'string' || typeof signature !== 'string' || typeof expires !== 'string') return undefined;
  const expiry = Number(expires);
  const seconds = now / 1000;
  if (!Number.isSafeInteger(expiry) || expiry <= seconds || expiry > seconds + FILE_LINK_SECONDS + 60) return undefined;
  const presented = Buffer.from(signature, 'base64url');
  const secret = await linkSecret(database);
  const target = { fileId: infoNo, inline: viewMode === 'inline' };
  // The link names the user, not the session: of the user's live sessions, the one it was signed in.
  const sessions = await liveSessions(database.db, user, now).execute();
  const tokenId = sessions
    .map((row) => String(row.token_hash))
    .find((candidate) => {
      const expected = sign(secret, target, expiry, user, candidate);
      return expected.length === presented.length && timingSafeEqual(expected, presented);
    });
  return tokenId ? loadSessionUser(database.db, user, tokenId) : undefined;
}
