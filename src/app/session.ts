/**
 * Session lifecycle: sign-in, the validity check before protected pages, silent re-acquire
 * through the session uakey (one tab at a time), sign-out. Storage lives in session-store.ts.
 */
import { queryClient } from '../api/query-client.ts';
import { request, unwrap, type Envelope } from '../api/request.ts';
import { rsaEncrypt } from '../api/rsa.ts';
import { serverLang } from '../i18n/i18n.ts';
import { forgetCurrentUser, loadCurrentUser } from './current-user.ts';
import {
  adoptSharedToken,
  clearSessionStorage,
  isTokenStorageKey,
  isTokenValid,
  readSharedTokenRecord,
  readTokenRecord,
  storageKeys,
  writeJson,
  writeTokenRecord,
} from './session-store.ts';
import { forgetModules } from '../screens/module/module-cache.ts';

/** Token data of the login and re-acquire calls. */
export interface TokenData {
  token: string;
  token_expires_in: number;
  auth_mode?: string;
  uakey?: string;
  encryptedApis?: string[];
}

export interface LoginForm {
  /** The user name, or the mobile number for the SMS form. */
  username: string;
  /** Absent for the SMS form, whose code travels as `code`. */
  password?: string;
  /** The captcha code, or the SMS code for the SMS form. */
  code?: string;
  uuId?: string;
  /** 'account' for the user-name form, 'sms' for the mobile form. */
  validCodeType: 'account' | 'sms';
  rememberMe: boolean;
}

function storeTokenData(data: TokenData): void {
  writeTokenRecord({ token: data.token, expiresHours: Number(data.token_expires_in) || 0, obtainedAt: Date.now(), authMode: data.auth_mode, uakey: data.uakey });
  if (data.encryptedApis) writeJson(storageKeys.encryptedApis, data.encryptedApis);
}

/** Signs in (password RSA-encrypted) and loads the current user; throws RequestError on refusal. */
export async function login(form: LoginForm): Promise<void> {
  const password = form.password === undefined ? undefined : await rsaEncrypt(form.password);
  const body = await request<Envelope<TokenData>>(
    'login/checklogin.ajax',
    { ...form, password, lang: serverLang(), rememberMe: form.rememberMe },
    { base: 'lios' },
  );
  storeTokenData(unwrap(body));
  await loadCurrentUser();
}

/**
 * Signs in with an integration user key (SSO entries): api/getToken answers
 * { code: 200, access_token, expires_in (seconds) }. Returns false when refused.
 */
export async function loginWithUakey(uakey: string): Promise<boolean> {
  try {
    const body = await request<{ code?: number; access_token?: string; expires_in?: number }>('api/getToken', { uakey }, { base: 'lios' });
    if (body.code !== 200 || !body.access_token) return false;
    // Rounded up: a token valid for part of an hour still counts that hour on the server.
    const hours = body.expires_in ? Math.max(1, Math.ceil(body.expires_in / 3600)) : 0;
    writeTokenRecord({ token: body.access_token, expiresHours: hours, obtainedAt: Date.now(), uakey: undefined });
    await loadCurrentUser();
    return true;
  } catch {
    return false;
  }
}

/** Exchanges the session uakey for a new token and uakey (the old key stops working). */
async function rotateToken(uakey: string): Promise<boolean> {
  try {
    const body = await request<Envelope<TokenData>>('login/updateUserToken.ajax', { uakey }, { base: 'lios' });
    if (body.state !== 0 || !body.value?.token) return false;
    storeTokenData(body.value);
    return true;
  } catch {
    return false;
  }
}

let pendingRefresh: Promise<boolean> | undefined;
const REFRESH_LOCK = 'eop.token-refresh';

/** Re-acquires unless another tab already did: its token is in localStorage by then. */
async function refresh(): Promise<boolean> {
  const shared = readSharedTokenRecord();
  if (shared && isTokenValid(shared)) {
    writeTokenRecord(shared);
    return true;
  }
  const uakey = readTokenRecord()?.uakey ?? shared?.uakey;
  return uakey ? rotateToken(uakey) : false;
}

/** Runs refresh() holding a lock all tabs of the origin share (Web Locks), when available. */
function refreshLocked(): Promise<boolean> {
  const locks = navigator.locks;
  if (!locks) return refresh();
  return new Promise<boolean>((resolve, reject) => {
    // The lock is held until the callback's promise settles, i.e. until refresh() is done.
    locks.request(REFRESH_LOCK, () => refresh().then(resolve, reject)).catch(reject);
  });
}

/**
 * One tab at a time re-acquires; a tab that waited adopts the token the other tab wrote
 * instead of spending the already rotated key. Concurrent callers in a tab share one attempt.
 */
function refreshShared(): Promise<boolean> {
  pendingRefresh ??= refreshLocked().finally(() => {
    pendingRefresh = undefined;
  });
  return pendingRefresh;
}

/**
 * True when the tab holds a valid token (spec 01 §4), re-acquiring one by uakey if it has
 * expired; false means the caller should go to /login.
 */
export async function ensureSession(): Promise<boolean> {
  if (isTokenValid(readTokenRecord())) return true;
  return refreshShared();
}

/** Keeps this tab's token in step with the one other tabs refresh. Returns the unsubscribe. */
export function followSharedToken(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage && isTokenStorageKey(event.key)) adoptSharedToken(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Forgets the session in this browser (the /login page does this on every visit), and every answer cached for it. */
export function resetSession(): void {
  clearSessionStorage();
  forgetCurrentUser();
  forgetModules();
  queryClient.clear();
}

/** Ends the session on the server, then locally; a failed call still signs out here. */
export async function logout(): Promise<void> {
  try {
    await request('login/logout.ajax');
  } catch {
    // the token may already be gone; signing out locally is what matters
  }
  resetSession();
}
