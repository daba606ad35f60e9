import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate } from './file-helpers.ts';
import { postFile, postForm, serverDatabase, signIn, startServerProcess, type ServerProcess } from './server-process.ts';

const ROWS = 3000;
/** The row at which the first run stops: two batches of 1000 are written (uncommitted) before it. */
const FAULT_CODE = 'KILL2500';
/** Short leases so that the second server takes the job over within seconds of the first one's death. */
const JOB_ENV = { JOB_LEASE_SECONDS: '3', JOB_POLL_SECONDS: '1' };

/**
 * A server killed in the middle of an import job on PostgreSQL: nothing of the import is
 * written, and another server takes the job over once its lease runs out and imports the file
 * once. The fault is a trigger on the module's table, no code of the server: the first insert
 * of row FAULT_CODE records its backend in a sequence (sequences ignore transactions, so the
 * test sees it) and sleeps; later runs pass (the once-sequence has moved on).
 */
describe.skipIf(!process.env.DATABASE_URL)('import job taken over after its server was killed', () => {
  let database: Awaited<ReturnType<typeof serverDatabase>>;
  let client: pg.Client;
  const servers: ServerProcess[] = [];

  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await client.query<R>(text, values)).rows;
  const start = async () => {
    const server = await startServerProcess(database.dataDir, database.databaseUrl, JOB_ENV);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    database = await serverDatabase();
    client = new pg.Client(database.databaseUrl);
    await client.connect();
  });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await client.end();
    await database.drop();
  });

  async function installFault(): Promise<void> {
    await query(`
      create sequence import_fault_once;
      create sequence import_fault_backend minvalue 0;
      create function import_fault() returns trigger language plpgsql as $$ begin
        if new.station_code = '${FAULT_CODE}' and nextval('import_fault_once') = 1 then
          perform setval('import_fault_backend', pg_backend_pid());
          perform pg_sleep(3600);
        end if;
        return new;
      end $$;
      create trigger import_fault before insert on ba_station for each row execute function import_fault();`);
  }

  const killRows = async () => Number((await query<{ n: string }>(`select count(*) as n from ba_station where station_code like 'KILL%'`))[0]?.n);
  const jobRow = async (id: string) =>
    (await query<{ state: string; attempts: number; locked_by: string | null; progress: { read: number } | null }>('select state, attempts, locked_by, progress from sys_job where id = $1', [id]))[0];

  it('leaves no row of the dead run, and the next server imports the file once', async () => {
    const first = await start();
    const token = await signIn(first.base, 'admin');
    const template = Buffer.from(await (await postForm(first.base, token, 'pub/generateImportTemplate.ajax', { _entityName: 'BaStation' })).arrayBuffer());
    const rows = Array.from({ length: ROWS }, (_, index) => ({ 场站编码: `KILL${index + 1}`, 场站名称: `接管场站${index + 1}`, 场站类型: '风电', '装机容量(MW)': 50 }));
    const uploaded = (await (await postFile(first.base, token, 'attachment/importUploadFile.ajax', 'stations.xlsx', await fillTemplate(template, rows))).json()) as { fileId: string };
    await installFault();

    const answer = (await (await postForm(first.base, token, 'pub/importFromExcel.ajax', { _entityName: 'BaStation', filePath: uploaded.fileId, background: '1' })).json()) as { value: { jobId: string } };
    const jobId = answer.value.jobId;
    expect(jobId).toMatch(/^\d+$/);
    // The backend of the first run, once it sleeps at the fault.
    const sleeper = async () => Number((await query<{ pid: string }>('select case when is_called then last_value else 0 end as pid from import_fault_backend'))[0]?.pid);
    await expect.poll(sleeper, { timeout: 120_000, interval: 100 }).toBeGreaterThan(0);

    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    // PostgreSQL learns that a client died only when it next writes to it; the sleeping backend
    // would hold the import's transaction for the hour. Ending it is what that write would do.
    await query('select pg_terminate_backend($1)', [await sleeper()]);
    await expect.poll(async () => (await query(`select 1 from pg_stat_activity where pid = $1`, [await sleeper()])).length, { timeout: 30_000 }).toBe(0);

    // Nothing half-written: the batches before the fault rolled back with the dead transaction;
    // the job still belongs to the dead server, with the progress it reported (rows read).
    expect(await killRows()).toBe(0);
    const orphan = await jobRow(jobId);
    expect(orphan).toMatchObject({ state: 'running', attempts: 1 });
    expect(orphan?.progress?.read).toBeGreaterThanOrEqual(2000);

    const second = await start();
    const again = await signIn(second.base, 'admin');
    const status = async () => ((await (await postForm(second.base, again, 'pub/job/status.ajax', { jobId })).json()) as { value: { state: string } }).value.state;
    await expect.poll(status, { timeout: 120_000, interval: 200 }).toBe('done');
    const done = (await (await postForm(second.base, again, 'pub/job/status.ajax', { jobId })).json()) as { value: { result: { successNum: number; errorNum: number }; progress: unknown } };
    expect(done.value).toMatchObject({ result: { successNum: ROWS, errorNum: 0 }, progress: { read: ROWS, written: ROWS, refused: 0 } });
    expect(await killRows()).toBe(ROWS);
    expect(Number((await query<{ n: string }>(`select count(distinct station_code) as n from ba_station where station_code like 'KILL%'`))[0]?.n)).toBe(ROWS);
    expect(await jobRow(jobId)).toMatchObject({ state: 'done', attempts: 2 });
  }, 400_000);
});
