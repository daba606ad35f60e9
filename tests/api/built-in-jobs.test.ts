import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { builtInJobs } from '../../server/jobs/handlers/index.ts';
import { SESSION_KEEP_DAYS } from '../../server/jobs/handlers/expired-rows.ts';
import { JOB_HISTORY_DAYS } from '../../server/jobs/handlers/job-history.ts';
import { login, startTestApp, type TestApp } from './harness.ts';
import { upload } from './file-helpers.ts';
import { nextFire, testClock } from './job-helpers.ts';
import type { Database } from '../../server/db/tables/index.ts';

const DAY = 86_400_000;
const hex = (char: string, length: number) => char.repeat(length);

describe('built-in jobs', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());
  const db = () => test.app.database.db;
  const keys = async (table: keyof Database, column: string, like: string) =>
    (await sql<{ key: string }>`select ${sql.ref(column)} as key from ${sql.table(table)} where ${sql.ref(column)} like ${like} order by 1`.execute(db())).rows.map((row) => row.key);
  const count = async (table: keyof Database) => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('purge expired captchas, SMS codes, view codes, rate-limit rows, old tokens and uakeys, stale files and old job history at their fire times, and nothing else', async () => {
    // The next whole hour: both the ten-minute purge and the hourly file purge fire there.
    const fire = new Date(nextFire('0 * * * *', new Date()).getTime() + 1_000);
    const clock = testClock(new Date(fire.getTime() - 60_000));
    const runner = createJobRunner({ db: db(), worker: 'server-a', clock: clock.now, ...builtInJobs(test.app) });
    const at = (ms: number) => new Date(fire.getTime() + ms);
    const gone = at(-60_000);
    const live = at(10 * 60_000);
    const old = at(-(SESSION_KEEP_DAYS + 1) * DAY);
    const recent = at(-DAY);
    await db().insertInto('sys_captcha').values([
      { uu_id: 'job-test-gone', code_hash: hex('a', 64), expires_at: gone, used: false },
      { uu_id: 'job-test-live', code_hash: hex('a', 64), expires_at: live, used: false },
    ]).execute();
    const sms = (id: string, expires: Date) => ({ id: id.padEnd(32, '0'), mobile: '13800000000', purpose: 'login', code_hash: hex('b', 64), created_at: gone, expires_at: expires, attempts: 0, used: false });
    await db().insertInto('sys_sms_code').values([sms('jobtestgone', gone), sms('jobtestlive', live)]).execute();
    const view = (code: string, expires: Date) => ({ code_hash: code.padEnd(64, '0'), user_id: 'U0002', token_hash: hex('c', 64), target: 't', module_id: 'm', expires_at: expires });
    await db().insertInto('sys_view_code').values([view('jobtestgone', gone), view('jobtestlive', live)]).execute();
    await db().insertInto('sys_rate_limit').values([
      { key: 'job-test-gone', hits: 3, reset_at: gone },
      { key: 'job-test-live', hits: 3, reset_at: live },
    ]).execute();
    const session = (name: string, fields: { expires_at: Date | null; revoked_at?: Date }) => ({ user_id: 'U0002', created_at: old, revoked_at: null, remember: false, ...fields, name });
    const sessions = [
      session('jobtestoldexpiry', { expires_at: old }),
      session('jobtestoldrevoke', { expires_at: null, revoked_at: old }),
      session('jobtestrecentexpiry', { expires_at: recent }),
      session('jobtestrecentrevoke', { expires_at: live, revoked_at: recent }),
      session('jobtestnoexpiry', { expires_at: null }),
    ];
    await db().insertInto('sys_token').values(sessions.map(({ name, ...row }) => ({ ...row, token_hash: name.padEnd(64, '0') }))).execute();
    await db().insertInto('sys_uakey').values(sessions.map(({ name, ...row }) => ({ ...row, key_hash: name.padEnd(64, '0'), kind: 'session' }))).execute();
    const manager = await login(test.app, 'manager');
    const uploaded = async () => (await upload(test.app, manager, 'attachment/uploadFile.ajax', [{ name: 'a.txt', bytes: Buffer.from('never attached') }])).body.docNo as string;
    const [staleFile, freshFile] = [await uploaded(), await uploaded()];
    await db().updateTable('sys_file').set({ created_at: sql`now() - interval '25 hours'` }).where('file_id', '=', staleFile).execute();
    const history = (state: string, finished: Date) => ({ name: 'purge.expiredRows', queue: 'cluster', payload: JSON.stringify({}), state, attempts: 1, max_attempts: 5, run_at: finished, created_at: finished, finished_at: finished });
    const [oldJob, recentJob] = await db().insertInto('sys_job')
      .values([history('done', at(-(JOB_HISTORY_DAYS + 1) * DAY)), history('failed', at(-DAY))])
      .returning('id').execute();
    const others = { sys_token: await count('sys_token'), sys_uakey: await count('sys_uakey'), sys_file: await count('sys_file') };

    expect(await runner.tick()).toBe(0);
    expect(await keys('sys_captcha', 'uu_id', 'job-test-%')).toEqual(['job-test-gone', 'job-test-live']);
    clock.set(fire);
    // The ten-minute purge, the hourly file purge and the every-minute schedule reminders.
    expect(await runner.tick()).toBe(3);

    expect(await keys('sys_captcha', 'uu_id', 'job-test-%')).toEqual(['job-test-live']);
    expect(await keys('sys_sms_code', 'id', 'jobtest%')).toEqual(['jobtestlive'.padEnd(32, '0')]);
    expect(await keys('sys_view_code', 'code_hash', 'jobtest%')).toEqual(['jobtestlive'.padEnd(64, '0')]);
    expect(await keys('sys_rate_limit', 'key', 'job-test-%')).toEqual(['job-test-live']);
    const kept = ['jobtestnoexpiry', 'jobtestrecentexpiry', 'jobtestrecentrevoke'];
    expect(await keys('sys_token', 'token_hash', 'jobtest%')).toEqual(kept.map((name) => name.padEnd(64, '0')));
    expect(await keys('sys_uakey', 'key_hash', 'jobtest%')).toEqual(kept.map((name) => name.padEnd(64, '0')));
    expect({ sys_token: await count('sys_token'), sys_uakey: await count('sys_uakey'), sys_file: await count('sys_file') }).toEqual({
      sys_token: others.sys_token - 2,
      sys_uakey: others.sys_uakey - 2,
      sys_file: others.sys_file - 1,
    });
    expect(await keys('sys_file', 'file_id', '%').then((ids) => [ids.includes(staleFile), ids.includes(freshFile)])).toEqual([false, true]);

    // The history prune fires at 03:17; its own run stays as history.
    clock.set(nextFire('17 3 * * *', fire));
    expect(await runner.tick()).toBeGreaterThanOrEqual(1);
    const ids = (await db().selectFrom('sys_job').select('id').execute()).map((row) => String(row.id));
    expect([ids.includes(String(oldJob!.id)), ids.includes(String(recentJob!.id))]).toEqual([false, true]);
  });
});

describe('the server\'s own runner', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks while the server runs, and a closing server waits for the job in progress', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const test = await startTestApp({ runJobs: true });
    try {
      const id = await test.app.jobs.enqueue('purge.expiredRows', {});
      vi.advanceTimersByTime(15_000);
      await test.app.close();
      const row = await test.app.database.db.selectFrom('sys_job').select(['state', 'attempts']).where('id', '=', Number(id)).executeTakeFirstOrThrow();
      expect([row.state, row.attempts]).toEqual(['done', 1]);
    } finally {
      await test.close();
    }
  });
});
