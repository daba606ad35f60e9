import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { toLocale } from '../../locales/locale.ts';
import { translators } from '../plugins/i18n.ts';
import type { ServerConfig } from '../config.ts';
import { decryptPayload } from './encrypted-payload.ts';
import { loadSessionByToken, type SessionUser } from './session-user.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';
import { isSignedLink, type FileLinkParams } from '../links/file-links.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** This server's resolved sessions (the cache screen counts them). */
    sessionCache: SessionCache;
  }
}

/** Calls answered without a signed-in user (paths under {base}). */
const PUBLIC_CALLS: ReadonlySet<string> = new Set([
  'login/publicKey.ajax',
  'login/captcha.ajax',
  'login/checklogin.ajax',
  'api/getToken',
  'login/updateUserToken.ajax',
  'login/sendSmsCode.ajax',
  'login/passwordPolicy.ajax',
  'system/user/register.ajax',
  'system/user/resetPassword.ajax',
  // A navigation carries no token: its one-time code is checked by the route.
  'gotoView',
]);
const PUBLIC_PREFIXES: readonly string[] = ['langLabel/'];
/** What a user whose password an administrator reset may call before changing it: who they are, the change, sign-out. */
const PASSWORD_CHANGE_CALLS: ReadonlySet<string> = new Set(['login/currentUserInfo.ajax', 'system/user/changePassword.ajax', 'login/logout.ajax', 'navMenu/loadNavMenusAll.ajax']);
/**
 * What a session whose lock screen is up may call: who it is and its menu (a reload of a locked
 * page builds the shell the lock screen covers), the lock and unlock, sign-out, the live push.
 */
const LOCKED_CALLS: ReadonlySet<string> = new Set(['login/currentUserInfo.ajax', 'navMenu/loadNavMenusAll.ajax', 'system/user/lockScreen.ajax', 'system/user/unlockScreen.ajax', 'login/logout.ajax', 'msg/livePush/stream']);
/** Calls a signed link authorises by itself (server/links/): the route checks the signature. */
const SIGNED_CALLS: ReadonlySet<string> = new Set(['attachment/fileDownload']);

function isPublic(callPath: string): boolean {
  return PUBLIC_CALLS.has(callPath) || PUBLIC_PREFIXES.some((prefix) => callPath.startsWith(prefix));
}

/** The route's path relative to {base} or {lios}; undefined outside the API or for unknown paths. */
function apiCallPath(request: FastifyRequest, config: ServerConfig): string | undefined {
  const url = request.routeOptions.url;
  if (!url) return undefined;
  for (const base of [config.apiBase, config.liosBase]) {
    const prefix = base === '/' ? '/' : `${base}/`;
    if (url.startsWith(prefix)) return url.slice(prefix.length);
  }
  return undefined;
}

function field(source: unknown, name: string): string | undefined {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Bearer header first, then the access_token header (image upload), query and form field. */
function presentedToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const header = request.headers.access_token;
  return bearer ?? (typeof header === 'string' && header ? header : undefined) ?? field(request.query, 'access_token') ?? field(request.body, 'access_token');
}

/** Replaces an encrypted form (_encKey + _encData) by its parameters, before validation and handlers. */
async function openEncryptedBody(request: FastifyRequest): Promise<void> {
  const encKey = field(request.body, '_encKey');
  const encData = field(request.body, '_encData');
  if (!encKey || !encData) return;
  const params = await decryptPayload(request.server.database, encKey, encData);
  if (!params) throw new AppError('E_BAD_REQUEST', { reason: '_encData' });
  request.body = params;
  // The language may travel inside the encrypted form; the i18n hook has already run.
  if (params.lang) {
    request.locale = toLocale(params.lang);
    request.t = translators[request.locale];
  }
}

/**
 * Sets request.user from the presented token and refuses API calls without a valid one,
 * except the public calls. Any server instance accepts a token issued by another: sessions are
 * read from sys_token and kept in memory only until a revoking write on any server evicts them
 * (server/auth/session-cache.ts).
 */
export const authPlugin = fp(async (app) => {
  const sessions = createSessionCache(app.database.changes);
  app.decorate('sessionCache', sessions);
  app.addHook('onClose', async () => sessions.close());
  app.decorateRequest('user', null);
  app.addHook('preValidation', async (request) => {
    await openEncryptedBody(request);
    const callPath = apiCallPath(request, app.config);
    if (callPath === undefined) return;
    const open = isPublic(callPath);
    const token = presentedToken(request);
    // Sign-in calls read the parameters (captcha, lock, registration) without a session to carry their revision.
    if (open) await app.params.check();
    if (!token) {
      if (open || (SIGNED_CALLS.has(callPath) && isSignedLink(request.query as FileLinkParams))) return;
      throw new AppError('E_UNAUTHENTICATED');
    }
    const found = await loadSessionByToken(app.database, token, sessions);
    if (found.status === 'valid') {
      request.user = found.user;
      if (found.user.mustChangePassword && !open && !PASSWORD_CHANGE_CALLS.has(callPath)) throw new AppError('E_PASSWORD_CHANGE_REQUIRED');
      if (found.user.screenLockedAt && !open && !LOCKED_CALLS.has(callPath)) throw new AppError('E_SCREEN_LOCKED');
      await app.modules.refresh(found.modulesRevision);
      await app.params.refresh(found.paramsRevision);
      return;
    }
    if (open) return;
    throw new AppError(found.status === 'expired' ? 'E_TOKEN_EXPIRED' : 'E_UNAUTHENTICATED');
  });
});
