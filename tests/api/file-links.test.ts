import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { download, upload } from './file-helpers.ts';
import { loadSessionByToken, type SessionUser } from '../../server/auth/session-user.ts';
import { FILE_LINK_SECONDS, signFileLink } from '../../server/links/file-links.ts';
import { buildApp } from '../../server/app.ts';
import { createDatabase } from '../../server/db/database.ts';
import { sql } from 'kysely';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
const TXT = Buffer.from('second file');

/** A signed link as the browser opens it: a plain GET, no token anywhere. */
async function open(test: TestApp, link: string) {
  const response = await test.app.inject({ method: 'GET', url: link });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, body: json ? response.json() : undefined };
}

function withParam(link: string, name: string, value: string): string {
  const url = new URL(link, 'http://local');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

describe('signed file links', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let lisi: string;
  let pdfId: string;
  let txtId: string;

  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan, lisi] = await loginAll(test.app, ['manager', 'zhangsan', 'lisi']);
    const pdf = await upload(test.app, manager, 'attachment/uploadFile.ajax', [{ name: 'report.pdf', bytes: PDF }]);
    const txt = await upload(test.app, manager, 'attachment/uploadFile.ajax', [{ name: 'notes.txt', bytes: TXT }], { fileId: pdf.body.fileId });
    pdfId = pdf.body.docNo;
    txtId = txt.body.docNo;
  });
  afterAll(() => test.close());

  const links = async (token: string, ids: string[], viewMode = '') => (await call(test.app, token, 'attachment/fileLink.ajax', { ids: ids.join(','), viewMode })).body;
  const sessionOf = async (token: string): Promise<SessionUser> => {
    const found = await loadSessionByToken(test.app.database, token);
    if (found.status !== 'valid') throw new Error('no session');
    return found.user;
  };

  it('opens its one file without a token, and carries neither the token nor a uakey', async () => {
    const answer = await links(zhangsan, [pdfId, txtId], 'inline');
    expect(answer).toMatchObject({ state: 0, param: { expiresIn: FILE_LINK_SECONDS } });
    const link = answer.value[pdfId] as string;
    expect(link).toMatch(/^\/api\/attachment\/fileDownload\?infoNo=[0-9a-f]{32}&viewMode=inline&expires=\d+&user=\w+&signature=[\w-]+$/);
    expect(link).not.toContain(zhangsan);
    expect(link).not.toMatch(/access_token|uakey/);
    const served = await open(test, link);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(PDF)).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/^inline;/);
    expect(served.headers['content-security-policy']).toMatch(/^sandbox;.*frame-ancestors 'self'/);
    expect((await open(test, answer.value[txtId])).bytes.equals(TXT)).toBe(true);
  });

  it('expires after its lifetime of minutes', async () => {
    const user = await sessionOf(manager);
    const fresh = await signFileLink(test.app.database, '/api', user, { fileId: pdfId, inline: false });
    expect(Number(new URL(fresh, 'http://local').searchParams.get('expires')) - Date.now() / 1000).toBeLessThanOrEqual(FILE_LINK_SECONDS);
    expect((await open(test, fresh)).status).toBe(200);
    const old = await signFileLink(test.app.database, '/api', user, { fileId: pdfId, inline: false }, Date.now() - (FILE_LINK_SECONDS + 1) * 1000);
    expect((await open(test, old)).body).toMatchObject({ state: -1, code: 'E_UNAUTHENTICATED', msgInfo: '文件链接已失效，请重新打开文件' });
  });

  it('cannot be altered to another file, mode, user or expiry', async () => {
    const link = (await links(manager, [pdfId])).value[pdfId] as string;
    const expires = new URL(link, 'http://local').searchParams.get('expires') as string;
    for (const altered of [
      withParam(link, 'infoNo', txtId),
      withParam(link, 'viewMode', 'inline'),
      withParam(link, 'user', 'zhangsan'),
      withParam(link, 'expires', String(Number(expires) + 60)),
      withParam(link, 'signature', 'A'.repeat(43)),
    ]) {
      expect((await open(test, altered)).body).toMatchObject({ state: -1, code: 'E_UNAUTHENTICATED' });
    }
    expect((await open(test, link)).status).toBe(200);
  });

  it('gives no link to a file the user may not read', async () => {
    expect(await links(lisi, [pdfId])).toMatchObject({ state: 0, value: {} });
    expect((await call(test.app, null, 'attachment/fileLink.ajax', { ids: pdfId })).body).toMatchObject({ state: -1, code: 'E_UNAUTHENTICATED' });
  });

  it('stops working when the session that asked for it ends', async () => {
    const [token] = await loginAll(test.app, ['zhangsan']);
    const link = (await links(token, [pdfId])).value[pdfId] as string;
    expect((await open(test, link)).status).toBe(200);
    expect((await call(test.app, token, 'login/logout.ajax')).body).toMatchObject({ state: 0 });
    expect((await open(test, link)).body).toMatchObject({ state: -1, code: 'E_UNAUTHENTICATED' });
  });

  it('is accepted by another server on the same database: the signing secret is stored there', async () => {
    const link = (await links(manager, [pdfId])).value[pdfId] as string;
    const stored = await test.app.database.db.selectFrom('sys_config').select('config_value').where('config_key', '=', 'links.signingSecret').execute();
    expect(stored).toHaveLength(1);
    // A second server: its own connection (PostgreSQL: the same schema) and nothing cached.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(test.app.database.db);
    const ownConnection = test.app.database.dialect === 'postgres';
    // PGlite in memory cannot be opened twice: there a second handle on it, with its own cache.
    const database = ownConnection ? await createDatabase({ databaseUrl: test.app.config.databaseUrl, schema: rows[0]?.schema }) : { ...test.app.database };
    const second = await buildApp({ config: test.app.config, database });
    try {
      const served = await second.inject({ method: 'GET', url: link });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PDF)).toBe(true);
    } finally {
      await second.close();
      if (ownConnection) await database.close();
    }
  });

  it('keeps the spec call working with the bearer header', async () => {
    const file = await download(test.app, manager, 'attachment/fileDownload', { infoNo: pdfId }, 'GET');
    expect(file.bytes.equals(PDF)).toBe(true);
  });
});
