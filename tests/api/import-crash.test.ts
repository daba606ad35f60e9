import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate } from './file-helpers.ts';
import { postFile, postForm, signIn, startServerProcess, type ServerProcess } from './server-process.ts';

const ROWS = 8000;

/**
 * A server killed in the middle of an import leaves all good rows or none. The server runs in
 * its own process on an embedded database in a folder, is killed with SIGKILL halfway through
 * an import, and started again on the same folder. (On PostgreSQL the same guarantee is the
 * server's own transaction; this proves it for the embedded database, whose files the killed
 * process was writing.)
 */
describe.skipIf(Boolean(process.env.DATABASE_URL))('import interrupted by a crash', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-crash-'));
  let server: ServerProcess;

  const start = () => startServerProcess(dataDir);

  async function uploadRows(base: string, token: string, prefix: string): Promise<string> {
    const template = Buffer.from(await (await postForm(base, token, 'pub/generateImportTemplate.ajax', { _entityName: 'BaStation' })).arrayBuffer());
    const rows = Array.from({ length: ROWS }, (_, index) => ({ 场站编码: `${prefix}${index}`, 场站名称: `测试场站${index}`, 场站类型: '风电', '装机容量(MW)': 50 }));
    const answer = await postFile(base, token, 'attachment/importUploadFile.ajax', 'stations.xlsx', await fillTemplate(template, rows));
    const uploaded = (await answer.json()) as { fileId: string };
    return uploaded.fileId;
  }

  const importFile = (base: string, token: string, fileId: string) =>
    postForm(base, token, 'pub/importFromExcel.ajax', { _entityName: 'BaStation', filePath: fileId, flagField: 'stationCode' });

  async function stationsStartingWith(base: string, token: string, prefix: string): Promise<number> {
    const answer = (await (await postForm(base, token, 'ba/station/tableList.ajax', { condition: `stationCode:@${prefix}`, pageSize: '1' })).json()) as { totalRows: number };
    return answer.totalRows;
  }

  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => {
    server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps all rows or none, and the server starts again', async () => {
    const token = await signIn(server.base, 'admin');
    // A complete import of the same size first: how long one takes here.
    const measuredId = await uploadRows(server.base, token, 'CRASHA');
    const started = performance.now();
    const complete = (await (await importFile(server.base, token, measuredId)).json()) as { value: { successNum: number } };
    const duration = performance.now() - started;
    expect(complete.value.successNum).toBe(ROWS);

    const interruptedId = await uploadRows(server.base, token, 'CRASHB');
    const pending = importFile(server.base, token, interruptedId).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, duration / 2));
    server.child.kill('SIGKILL');
    await pending;
    await new Promise((resolve) => server.child.once('exit', resolve));

    server = await start();
    const again = await signIn(server.base, 'admin');
    expect(await stationsStartingWith(server.base, again, 'CRASHA')).toBe(ROWS);
    expect([0, ROWS]).toContain(await stationsStartingWith(server.base, again, 'CRASHB'));
  }, 300_000);
});
