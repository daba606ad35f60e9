/**
 * The one request layer (spec 01 §7): form-urlencoded POSTs by default, access_token (in the
 * form, never in a URL) and lang on all but login calls, a bearer header, a timestamp on GETs, encrypted payloads for
 * the session's encryptedApis, and HTTP failures mapped to translated RequestErrors (§8).
 *
 * @example const rows = unwrap(await request<Envelope<Row[]>>('msg/sysMessage/loadMessage.ajax', { userId, pageSize: 50 }))
 */
import ky, { type KyResponse } from 'ky';
import { currentToken, encryptedApis } from '../app/session-store.ts';
import { navigateTo } from '../app/navigation.ts';
import { confirm } from '../components/confirm.ts';
import { serverLang, translate } from '../i18n/i18n.ts';
import { apiUrl, callPath, type ApiBase } from './bases.ts';
import { isLoginCall, toFormEntries } from './call-params.ts';
import { encryptPayload } from './payload-crypto.ts';
import { RequestError, errorForStatus, formatError, noResponseError, type ErrorBody } from './request-error.ts';

export { RequestError } from './request-error.ts';

/** The server's answer: state 0 success, -1 error with msgInfo (and its error code). */
export interface Envelope<T = unknown> {
  state: number;
  msgInfo?: string;
  param?: Record<string, unknown>;
  value: T;
  code?: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  base?: ApiBase;
  /** Forces an encrypted payload; calls in the session's encryptedApis are encrypted anyway. */
  encrypted?: boolean;
  signal?: AbortSignal;
  /** The caller answers a 401 itself (the lock screen signs out): no re-login prompt. */
  ownUnauthorized?: boolean;
}

const TIMEOUT_MS = 1_000_000;

const http = ky.create({
  timeout: TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
  // Looked up per call so tests (and wrappers) can replace fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
});

/** Session fields every call but the login ones carries, and the matching headers. */
function sessionParts(path: string): { fields: [string, string][]; headers: Record<string, string> } {
  if (isLoginCall(path)) return { fields: [], headers: {} };
  const token = currentToken();
  const fields: [string, string][] = [['lang', serverLang()]];
  if (!token) return { fields, headers: {} };
  return { fields: [['access_token', token], ...fields], headers: { Authorization: `Bearer ${token}` } };
}

/** The call's own fields plus the session fields it did not set itself (a call may pass its own lang). */
function withSessionFields(entries: [string, string][], fields: [string, string][]): [string, string][] {
  const own = new Set(entries.map(([key]) => key));
  return [...entries, ...fields.filter(([key]) => !own.has(key))];
}

/** What of the session may go into a URL: never the token, which the Authorization header carries. */
function urlFields(entries: [string, string][]): [string, string][] {
  return entries.filter(([key]) => key !== 'access_token');
}

/** The server's refusal while the session's lock screen is up, and the window event that tells the shell. */
export const SCREEN_LOCKED = 'E_SCREEN_LOCKED';
export const SCREEN_LOCKED_EVENT = 'eop:screen-locked';

let reloginPrompt: Promise<void> | undefined;

/** One prompt however many calls fail together; re-login goes to /login. */
function promptRelogin(): void {
  if (reloginPrompt || window.location.pathname === '/login') return;
  reloginPrompt = confirm(translate('request.unauthorized'), { confirmText: translate('request.relogin') })
    .then((accepted) => {
      if (accepted) navigateTo(`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    })
    .finally(() => {
      reloginPrompt = undefined;
    });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Where a user goes whom the server holds to a password change (E_PASSWORD_CHANGE_REQUIRED). */
export const CHANGE_PASSWORD_PATH = '/change_password';

/** A failed response's error; prompts re-login on 401, and sends a user who must change the password to its page. */
function failureOf(status: number, bodyText: string, path: string, options: RequestOptions): RequestError {
  const body = parseJson(bodyText);
  const error = errorForStatus(status, body && typeof body === 'object' ? (body as ErrorBody) : undefined);
  if (status === 401 && !isLoginCall(path) && !options.ownUnauthorized) promptRelogin();
  const { pathname, search } = window.location;
  if (error.code === 'E_PASSWORD_CHANGE_REQUIRED' && pathname !== CHANGE_PASSWORD_PATH) navigateTo(`${CHANGE_PASSWORD_PATH}?redirect=${encodeURIComponent(pathname + search)}`);
  // Another tab (or the server after a reload) locked this session: the shell shows the lock screen (src/app/lock/).
  if (error.code === SCREEN_LOCKED) window.dispatchEvent(new Event(SCREEN_LOCKED_EVENT));
  return error;
}

async function send(path: string, params: Record<string, unknown>, options: RequestOptions, accept: 'json' | 'blob'): Promise<KyResponse> {
  const method = options.method ?? 'POST';
  const { fields, headers } = sessionParts(callPath(path));
  let entries = withSessionFields(toFormEntries(params), fields);
  const url = new URL(apiUrl(path, options.base));
  try {
    if (method === 'GET') {
      for (const [key, value] of urlFields(entries)) url.searchParams.append(key, value);
      url.searchParams.append('timestamp', String(Date.now()));
      return await http.get(url, { headers, signal: options.signal });
    }
    if (options.encrypted || encryptedApis().includes(callPath(path))) entries = await encryptPayload(entries);
    const body = new URLSearchParams(entries);
    return await http.post(url, { headers: { ...headers, Accept: accept === 'json' ? 'application/json' : '*/*' }, body, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw noResponseError();
  }
}

/**
 * Calls `path` (relative to {base}, or {lios} with base 'lios') and returns the parsed body.
 * An envelope with state -1 is returned as is: pass it to unwrap(). Throws RequestError for
 * HTTP failures, no response, or a body that is not JSON; an abort rethrows the AbortError.
 */
export async function request<T>(path: string, params: Record<string, unknown> = {}, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, params, options, 'json');
  const bodyText = await response.text();
  if (!response.ok) throw failureOf(response.status, bodyText, callPath(path), options);
  const body = parseJson(bodyText);
  if (body === undefined) throw formatError(response.status);
  return body as T;
}

/** The value of a successful envelope; throws RequestError with msgInfo when state is not 0. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.state !== 0) throw new RequestError(envelope.msgInfo || translate('request.failed'), 200, envelope.code, envelope.param);
  return envelope.value;
}

/**
 * Multipart upload with progress (0-100). XMLHttpRequest rather than ky: fetch reports no
 * upload progress over HTTP/1.1.
 */
export function upload<T>(path: string, formData: FormData, onProgress?: (percent: number) => void, options: { base?: ApiBase } = {}): Promise<T> {
  const { fields, headers } = sessionParts(callPath(path));
  const url = new URL(apiUrl(path, options.base));
  for (const [key, value] of urlFields(fields)) url.searchParams.append(key, value);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url.href);
    xhr.timeout = TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // The image upload call reads the token from this header (spec 01 §7).
    const token = headers.Authorization?.slice('Bearer '.length);
    if (token) xhr.setRequestHeader('access_token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(failureOf(xhr.status, xhr.responseText, callPath(path), {}));
      const body = parseJson(xhr.responseText);
      if (body === undefined) return reject(formatError(xhr.status));
      resolve(body as T);
    };
    xhr.onerror = () => reject(noResponseError());
    xhr.ontimeout = () => reject(noResponseError());
    xhr.send(formData);
  });
}

function fileNameOf(response: KyResponse, params: Record<string, unknown>): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  const plain = disposition.match(/filename="?([^";]+)"?/i)?.[1];
  if (plain) return plain;
  const named = params.fileName ?? params.saveName;
  return typeof named === 'string' && named ? named : 'download';
}

/**
 * Downloads a file answer and saves it under the server's file name. A JSON answer is an
 * envelope: its msgInfo is thrown when state is not 0.
 */
export async function download(path: string, params: Record<string, unknown> = {}, options: RequestOptions = {}): Promise<void> {
  const response = await send(path, params, options, 'blob');
  if (!response.ok) throw failureOf(response.status, await response.text(), callPath(path), options);
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const body = parseJson(await response.text());
    if (!body || typeof body !== 'object') throw formatError(response.status);
    unwrap(body as Envelope);
    return;
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response, params);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
