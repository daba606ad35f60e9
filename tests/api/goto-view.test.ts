import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { loadSessionByToken } from '../../server/auth/session-user.ts';
import { issueViewCode, VIEW_CODE_SECONDS } from '../../server/links/view-codes.ts';

describe('gotoView links', () => {
  let test: TestApp;
  let admin: string;
  beforeAll(async () => {
    test = await startTestApp();
    [admin] = await loginAll(test.app, ['admin']);
  });
  afterAll(() => test.close());

  const linkFor = async (token: string, params: Record<string, string>) => (await call(test.app, token, 'system/pub/gotoViewLink.ajax', params)).body;
  /** Opens a link as the browser does: a navigation, no token. */
  const open = (link: string) => test.app.inject({ method: 'GET', url: link });

  it('carries a one-time code, never the uakey or the token, and opens its page once', async () => {
    const answer = await linkFor(admin, { target: 'cockpit', moduleId: 'cockpit' });
    expect(answer.state).toBe(0);
    const link = answer.value as string;
    expect(link).toMatch(/^\/api\/gotoView\?target=cockpit&moduleId=cockpit&inIframe=true&code=[\w-]{43}$/);
    expect(link).not.toMatch(/uakey|access_token/);
    expect(link).not.toContain(admin);
    const first = await open(link);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/cockpit?moduleId=cockpit&inIframe=true');
    const again = await open(link);
    expect(again.json()).toMatchObject({ state: -1, code: 'E_UNAUTHENTICATED', msgInfo: '页面链接已失效，请从菜单重新打开' });
  });

  it('passes the workflow view its record and model', async () => {
    const link = (await linkFor(admin, { target: 'workflow/workflowView.html', moduleId: 'dfDefect', pkValue: '12', modelId: 'm1' })).value as string;
    expect((await open(link)).headers.location).toBe('/workflow/workflowView.html?moduleId=dfDefect&inIframe=true&pkValue=12&modelId=m1');
  });

  it('refuses a code altered to another page, an expired code, and one whose session ended', async () => {
    const link = (await linkFor(admin, { target: 'cockpit', moduleId: 'cockpit' })).value as string;
    expect((await open(link.replace('target=cockpit', 'target=other'))).json()).toMatchObject({ state: -1, code: 'E_UNAUTHENTICATED' });

    const found = await loadSessionByToken(test.app.database, admin);
    if (found.status !== 'valid') throw new Error('no session');
    const old = await issueViewCode(test.app.database.db, found.user, { target: 'cockpit', moduleId: 'cockpit' }, Date.now() - (VIEW_CODE_SECONDS + 1) * 1000);
    expect((await open(`/api/gotoView?target=cockpit&moduleId=cockpit&code=${old}`)).json()).toMatchObject({ state: -1, code: 'E_UNAUTHENTICATED' });

    const [other] = await loginAll(test.app, ['admin']);
    const before = (await linkFor(other, { target: 'cockpit', moduleId: 'cockpit' })).value as string;
    await call(test.app, other, 'login/logout.ajax');
    expect((await open(before)).json()).toMatchObject({ state: -1, code: 'E_UNAUTHENTICATED' });
  });

  it('gives links only to signed-in users, for targets on this server', async () => {
    expect((await call(test.app, null, 'system/pub/gotoViewLink.ajax', { target: 'cockpit' })).body).toMatchObject({ state: -1, code: 'E_UNAUTHENTICATED' });
    for (const target of ['//evil.example/x', 'https://evil.example', '../login', 'a/../../b']) {
      expect((await linkFor(admin, { target, moduleId: '' })).code).toBe('E_BAD_REQUEST');
    }
  });
});
