import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from './harness.ts';

describe('public calls', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('loads database labels in the asked language without a token', async () => {
    const zh = await call(test.app, null, 'langLabel/getLoadLabels.ajax', { lang: 'zh-cn' }, 'GET');
    expect(zh.body).toMatchObject({ state: 0, value: { 'app.title': '新能源场站运维平台' } });
    const en = await call(test.app, null, 'langLabel/getLoadLabels.ajax', { lang: 'en_US' });
    expect(en.body.value['app.title']).toBe('Energy Operations Platform');
  });

  it('lists the label types', async () => {
    const { body } = await call(test.app, null, 'langLabel/getTypeOptions.ajax', { codeId: 'LangLabelMapping-type' }, 'GET');
    expect(body.value).toEqual(expect.arrayContaining([{ id: 'common', name: 'common' }, { id: 'login', name: 'login' }]));
  });

  it('keeps every other call closed', async () => {
    for (const path of ['navMenu/loadNavMenusAll.ajax', 'system/userMenu/load.ajax', 'login/logout.ajax']) {
      expect((await call(test.app, null, path)).status).toBe(401);
    }
  });

  it('answers unknown calls with 404', async () => {
    const { status, body } = await call(test.app, null, 'no/such/call.ajax');
    expect(status).toBe(404);
    expect(body.state).toBe(-1);
  });
});
