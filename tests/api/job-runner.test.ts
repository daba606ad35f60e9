import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, type JobRunner } from '../../server/jobs/job-runner.ts';
import { defineJob } from '../../server/jobs/job-types.ts';
import { BACKOFF_BASE_MS } from '../../server/jobs/job-store.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { nextFire, testClock } from './job-helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('job runner', () => {
  // PostgreSQL: three servers, each with its own pool, on one schema; PGlite: three runners in one process.
  const servers: TestApp[] = [];
  beforeAll(async () => {
    servers.push(await startTestApp());
    if (onPostgres) for (let i = 0; i < 2; i++) servers.push(await startTestApp({}, { sharing: servers[0] }));
  });
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
  });
  const dbOf = (index: number) => servers[index % servers.length]!.app.database.db;
  const jobRows = (name: string) =>
    dbOf(0).selectFrom('sys_job').selectAll().where('name', '=', name).orderBy('id').execute();

  it('runs a per-minute schedule exactly once per fire time across three servers', async () => {
    const clock = testClock(new Date(nextFire('* * * * *', new Date()).getTime() + 5_000));
    const runs: { worker: string; at: string }[] = [];
    const runners = ['server-a', 'server-b', 'server-c'].map((worker, index) =>
      createJobRunner({
        db: dbOf(index),
        worker,
        clock: clock.now,
        handlers: [defineJob({ name: 'test.everyMinute', payload: Type.Object({}), run: async (_, { now }) => void runs.push({ worker, at: now.toISOString() }) })],
        schedules: [{ name: 'test.everyMinute', cron: '* * * * *' }],
      }),
    );
    const tickAll = () => Promise.all(runners.map((runner) => runner.tick()));
    await tickAll();
    expect(runs).toEqual([]);
    for (let minute = 1; minute <= 3; minute++) {
      clock.advance(60_000);
      await tickAll();
      clock.advance(20_000);
      await tickAll();
      clock.advance(-20_000);
    }
    expect(runs).toHaveLength(3);
    const rows = await jobRows('test.everyMinute');
    expect(rows.map((row) => [row.state, row.attempts])).toEqual([['done', 1], ['done', 1], ['done', 1]]);
    const fireTimes = rows.map((row) => row.scheduled_at!.getTime() - rows[0]!.scheduled_at!.getTime());
    expect(fireTimes).toEqual([0, 60_000, 120_000]);
    expect(rows.map((row) => row.locked_by).sort()).toEqual(runs.map((run) => run.worker).sort());
  });

  it('fires a schedule by the cron an administrator stored for the cluster, and by its own again once that is removed', async () => {
    const clock = testClock(new Date(nextFire('* * * * *', new Date()).getTime() + 5_000));
    const runs: string[] = [];
    const runner = createJobRunner({
      db: dbOf(0),
      worker: 'server-a',
      clock: clock.now,
      handlers: [defineJob({ name: 'test.yearly', payload: Type.Object({}), run: async (_, { now }) => void runs.push(now.toISOString()) })],
      // Once a year at midnight on 1 January: never within the minutes this test covers.
      schedules: [{ name: 'test.yearly', cron: '0 0 1 1 *' }],
    });
    await runner.tick();
    await dbOf(1).insertInto('sys_job_schedule_cron').values({ schedule_key: 'test.yearly', cron: '* * * * *', updated_by: 'U0001' }).execute();
    for (let minute = 1; minute <= 2; minute++) {
      clock.advance(60_000);
      await runner.tick();
    }
    expect(runs).toHaveLength(2);
    await dbOf(2).deleteFrom('sys_job_schedule_cron').where('schedule_key', '=', 'test.yearly').execute();
    clock.advance(60_000);
    await runner.tick();
    expect(runs).toHaveLength(2);
  });

  it('runs again on another server a job whose server died, once its lease ran out', async () => {
    const clock = testClock(new Date());
    let started!: () => void;
    const startedOnA = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const handler = (run: () => Promise<void>) => [defineJob({ name: 'test.lease', payload: Type.Object({ n: Type.Integer() }), run })];
    const common = { clock: clock.now, schedules: [], leaseMs: 60_000 };
    const a = createJobRunner({ ...common, db: dbOf(0), worker: 'server-a', handlers: handler(async () => (started(), stuck)) });
    const b = createJobRunner({ ...common, db: dbOf(1), worker: 'server-b', handlers: handler(async () => {}) });
    const id = await a.enqueue('test.lease', { n: 1 });
    const dying = a.tick();
    await startedOnA;
    expect(await b.tick()).toBe(0);
    clock.advance(61_000);
    expect(await b.tick()).toBe(1);
    release();
    await dying;
    const [row] = (await jobRows('test.lease')).filter((job) => String(job.id) === id);
    expect([row!.state, row!.locked_by, row!.attempts]).toEqual(['done', 'server-b', 2]);
  });

  it('retries a job that throws with growing waits, then marks it failed with its reason', async () => {
    const clock = testClock(new Date());
    const runner: JobRunner = createJobRunner({
      db: dbOf(0),
      worker: 'server-a',
      clock: clock.now,
      schedules: [],
      handlers: [defineJob({ name: 'test.broken', payload: Type.Object({}), maxAttempts: 3, run: async () => { throw new Error('disk full'); } })],
    });
    await runner.enqueue('test.broken', {});
    const row = async () => (await jobRows('test.broken'))[0]!;
    expect(await runner.tick()).toBe(1);
    expect([(await row()).state, (await row()).attempts, (await row()).last_error]).toEqual(['queued', 1, 'disk full']);
    expect(new Date((await row()).run_at).getTime() - clock.now().getTime()).toBe(BACKOFF_BASE_MS);
    clock.advance(BACKOFF_BASE_MS - 1);
    expect(await runner.tick()).toBe(0);
    clock.advance(1);
    expect(await runner.tick()).toBe(1);
    expect(new Date((await row()).run_at).getTime() - clock.now().getTime()).toBe(2 * BACKOFF_BASE_MS);
    clock.advance(2 * BACKOFF_BASE_MS);
    expect(await runner.tick()).toBe(1);
    expect([(await row()).state, (await row()).attempts, (await row()).last_error]).toEqual(['failed', 3, 'disk full']);
    expect((await row()).finished_at).not.toBeNull();
    clock.advance(3_600_000);
    expect(await runner.tick()).toBe(0);
  });

  it('refuses a payload that does not match its handler', async () => {
    const runner = createJobRunner({
      db: dbOf(0),
      worker: 'server-a',
      schedules: [],
      handlers: [defineJob({ name: 'test.typed', payload: Type.Object({ n: Type.Integer() }), run: async () => {} })],
    });
    await expect(runner.enqueue('test.typed', { n: 'one' })).rejects.toThrow(/payload of job test.typed refused/);
    await expect(runner.enqueue('test.unknown', {})).rejects.toThrow(/unknown job/);
  });
});
