import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/database.ts';
import { fillTemplate } from './file-helpers.ts';
import { postFile, postForm, signIn, startServerProcess, type ServerProcess } from './server-process.ts';

const ROWS = 2000;
/** The row of the interrupted import at which the server is killed: earlier rows are written, uncommitted. */
const FAULT_ROW = 1500;
/** Written by the fault trigger into the database folder, where the test sees it. */
const FAULT_REACHED = 'import-fault-reached';

/**
 * A server killed in the middle of an import leaves all good rows or none. The server runs in
 * its own process on an embedded database in a folder. A trigger installed on its table marks
 * a known row of the import: when the insert reaches it, the trigger writes a file and holds the
 * server there, the test kills it with SIGKILL and starts it again on the same folder. (On
 * PostgreSQL the same guarantee is the server's own transaction; this proves it for the
 * embedded database, whose files the killed process was writing.)
 */
describe.skipIf(Boolean(process.env.DATABASE_URL))('import interrupted by a crash', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-crash-'));
  let server: ServerProcess;

  const start = () => startServerProcess(dataDir);

  async function stop(signal: NodeJS.Signals): Promise<void> {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill(signal);
    await exited;
  }

  /** Holds any insert of station `code` after writing the marker file (the server is killed there). */
  async function installFault(code: string): Promise<void> {
    const database = await createDatabase({ dataDir, holder: 'test' });
    try {
      await sql
        .raw(
          `create function import_fault() returns trigger language plpgsql as $$ begin
             if new.station_code = '${code}' then
               execute format('copy (select 1) to %L', current_setting('data_directory') || '/${FAULT_REACHED}');
               perform pg_sleep(3600);
             end if;
             return new;
           end $$;
           create trigger import_fault before insert on ba_station for each row execute function import_fault();`,
        )
        .execute(database.db);
    } finally {
      await database.close();
    }
  }

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
    const complete = (await (await importFile(server.base, token, await uploadRows(server.base, token, 'CRASHA'))).json()) as { value: { successNum: number } };
    expect(complete.value.successNum).toBe(ROWS);
    await stop('SIGTERM');
    await installFault(`CRASHB${FAULT_ROW}`);

    server = await start();
    const again = await signIn(server.base, 'admin');
    const interruptedId = await uploadRows(server.base, again, 'CRASHB');
    const pending = importFile(server.base, again, interruptedId).catch(() => undefined);
    await expect.poll(() => fs.existsSync(path.join(dataDir, 'pgdata', FAULT_REACHED)), { timeout: 120_000, interval: 50 }).toBe(true);
    await stop('SIGKILL');
    await pending;

    server = await start();
    const after = await signIn(server.base, 'admin');
    expect(await stationsStartingWith(server.base, after, 'CRASHA')).toBe(ROWS);
    expect(await stationsStartingWith(server.base, after, 'CRASHB')).toBe(0);
  }, 300_000);
});
