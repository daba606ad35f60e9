// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import forge from 'node-forge';
import { request, unwrap, RequestError } from './request.ts';
import { activateLocale } from '../i18n/i18n.ts';
import { writeTokenRecord, storageKeys, writeJson } from '../app/session-store.ts';
import { subscribeConfirms, settleConfirm, type ConfirmRequest } from '../components/confirm.ts';
import { aesDecrypt } from '../app/aes.ts';

type Call = { url: URL; init: RequestInit & { headers: Headers; bodyText: string } };
let calls: Call[] = [];

function respond(status: number, body: string, contentType = 'application/json') {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    calls.push({ url: new URL(req.url), init: { ...init, headers: req.headers, bodyText: await req.text() } });
    return new Response(body, { status, headers: { 'content-type': contentType } });
  });
}

async function failure(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RequestError);
    return error as RequestError;
  }
  throw new Error('expected a RequestError');
}

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  localStorage.clear();
  activateLocale('zh-CN');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request error mapping (spec 01 §8)', () => {
  it('maps 404 to the fixed message', async () => {
    vi.stubGlobal('fetch', respond(404, JSON.stringify({ state: -1, msgInfo: 'ignored', code: 'E_NOT_FOUND' })));
    const error = await failure(request('x/find.ajax'));
    expect(error.message).toBe('Status:404, 请求的服务器记录不存在!');
    expect(error.status).toBe(404);
    expect(error.code).toBe('E_NOT_FOUND');
  });

  it('maps 500 to the server message, else the fixed one', async () => {
    vi.stubGlobal('fetch', respond(500, JSON.stringify({ state: -1, msgInfo: '数据库忙' })));
    expect((await failure(request('x.ajax'))).message).toBe('数据库忙');
    vi.stubGlobal('fetch', respond(500, '<html>oops</html>', 'text/html'));
    expect((await failure(request('x.ajax'))).message).toBe('Status:500, 服务器错误!');
  });

  it('maps other statuses to msgInfo, else Status:{code}', async () => {
    vi.stubGlobal('fetch', respond(409, JSON.stringify({ state: -1, msgInfo: '记录已被修改', code: 'E_STALE_RECORD' })));
    const stale = await failure(request('x.ajax'));
    expect([stale.message, stale.status, stale.code]).toEqual(['记录已被修改', 409, 'E_STALE_RECORD']);
    vi.stubGlobal('fetch', respond(418, ''));
    expect((await failure(request('x.ajax'))).message).toBe('Status:418, 未知错误!');
  });

  it('keeps the field errors of a refused save', async () => {
    const errors = [{ field: 'plateNo', message: '请输入车牌号' }];
    vi.stubGlobal('fetch', respond(400, JSON.stringify({ state: -1, msgInfo: '请先完善信息', code: 'E_VALIDATION', param: { errors } })));
    const error = await failure(request('vm/vehicle/save.ajax', { pkValue: '-1' }));
    expect(error).toMatchObject({ message: '请先完善信息', status: 400, code: 'E_VALIDATION', param: { errors } });
  });

  it('reports no response when fetch fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await failure(request('x.ajax'));
    expect([error.message, error.status]).toEqual(['请求服务器无响应!', 0]);
  });

  it('reports a body that is not JSON as a data format error', async () => {
    vi.stubGlobal('fetch', respond(200, 'not json', 'text/plain'));
    expect((await failure(request('x.ajax'))).message).toBe('数据格式错误');
  });

  it('speaks the active language', async () => {
    await activateLocale('en-US');
    vi.stubGlobal('fetch', respond(404, ''));
    expect((await failure(request('x.ajax'))).message).toBe('Status:404, requesting a non-existent server record!');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect((await failure(request('x.ajax'))).message).toBe('request server no response!');
  });

  it('prompts re-login once on 401 and still rejects', async () => {
    const seen: ConfirmRequest[][] = [];
    const stop = subscribeConfirms((queue) => seen.push([...queue]));
    vi.stubGlobal('fetch', respond(401, JSON.stringify({ state: -1, msgInfo: 'x', code: 'E_TOKEN_EXPIRED' })));
    const [a, b] = await Promise.all([failure(request('a.ajax')), failure(request('b.ajax'))]);
    expect(a.status).toBe(401);
    expect(b.message).toBe('当前用户已退出或无权限，请重新登录');
    const pending = seen.at(-1) ?? [];
    expect(pending).toHaveLength(1);
    expect(pending[0]?.confirmText).toBe('重新登录');
    settleConfirm(pending[0]?.id ?? 0, false);
    stop();
  });

  it('unwrap returns the value or throws msgInfo', () => {
    expect(unwrap({ state: 0, value: 7 })).toBe(7);
    expect(() => unwrap({ state: -1, msgInfo: '保存失败', value: null })).toThrow('保存失败');
  });
});

describe('request conventions (spec 01 §7)', () => {
  it('POSTs form-urlencoded with token, lang and bearer header', async () => {
    writeTokenRecord({ token: 'tok', expiresHours: 2, obtainedAt: Date.now() });
    vi.stubGlobal('fetch', respond(200, JSON.stringify({ state: 0, value: 1 })));
    await request('vm/vehicle/save.ajax', { name: '车', empty: null, skip: undefined, ids: [1, 2] });
    const call = calls[0];
    expect(call?.url.pathname).toBe('/api/vm/vehicle/save.ajax');
    expect(call?.init.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(call?.init.headers.get('authorization')).toBe('Bearer tok');
    expect(Object.fromEntries(new URLSearchParams(call?.init.bodyText))).toEqual({ name: '车', empty: '', ids: '1,2', access_token: 'tok', lang: 'zh-cn' });
  });

  it('puts GET parameters and a timestamp in the query, lang en_US in English, and the token only in the header', async () => {
    await activateLocale('en-US');
    writeTokenRecord({ token: 'tok', expiresHours: 0, obtainedAt: 0 });
    vi.stubGlobal('fetch', respond(200, '{"state":0}'));
    await request('/navMenu/loadNavMenusAll.ajax', { parentId: '-1' }, { method: 'GET' });
    const query = calls[0]?.url.searchParams;
    expect(query?.get('parentId')).toBe('-1');
    expect(query?.get('lang')).toBe('en_US');
    expect(query?.has('access_token')).toBe(false);
    expect(calls[0]?.init.headers.get('authorization')).toBe('Bearer tok');
    expect(Number(query?.get('timestamp'))).toBeGreaterThan(0);
  });

  it('leaves token and lang off login calls', async () => {
    writeTokenRecord({ token: 'tok', expiresHours: 0, obtainedAt: 0 });
    vi.stubGlobal('fetch', respond(200, '{"state":0}'));
    await request('login/checklogin.ajax', { username: 'admin' });
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.init.bodyText))).toEqual({ username: 'admin' });
    expect(calls[0]?.init.headers.get('authorization')).toBeNull();
  });

  it('encrypts the payload of encryptedApis: AES data, RSA-wrapped key', async () => {
    const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
    const pem = forge.pki.publicKeyToPem(keys.publicKey);
    writeTokenRecord({ token: 'tok', expiresHours: 0, obtainedAt: 0 });
    writeJson(storageKeys.encryptedApis, ['system/user/changePassword.ajax']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = input instanceof Request ? input : new Request(input, init);
        calls.push({ url: new URL(req.url), init: { headers: req.headers, bodyText: await req.text() } });
        const body = req.url.includes('publicKey') ? { state: 0, value: pem } : { state: 0, value: null };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    await request('system/user/changePassword.ajax', { oldPassword: 'a', newPassword: 'b' });
    const sent = Object.fromEntries(new URLSearchParams(calls.at(-1)?.init.bodyText));
    expect(Object.keys(sent).sort()).toEqual(['_encData', '_encKey']);
    const aesKey = keys.privateKey.decrypt(forge.util.decode64(sent._encKey ?? ''), 'RSAES-PKCS1-V1_5');
    expect(aesKey).toMatch(/^[A-Za-z0-9]{16}$/);
    const fields = Object.fromEntries(new URLSearchParams(aesDecrypt(sent._encData ?? '', aesKey)));
    expect(fields).toEqual({ oldPassword: 'a', newPassword: 'b', access_token: 'tok', lang: 'zh-cn' });
    expect(calls.at(-1)?.init.headers.get('authorization')).toBe('Bearer tok');
  });
});
