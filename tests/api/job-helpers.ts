import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { call, type CallResult } from './harness.ts';

/** A clock the test moves: runners read it, nothing else does. */
export interface TestClock {
  now: () => Date;
  /** Moves to `at`, or by `ms` from where it is. */
  set(at: Date): void;
  advance(ms: number): void;
}

export function testClock(start: Date): TestClock {
  let current = start;
  return {
    now: () => current,
    set(at) {
      current = at;
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** The next fire time of a cron pattern after `after`, in the server's time zone as the runner reads it. */
export function nextFire(pattern: string, after: Date): Date {
  const next = new Cron(pattern, { paused: true }).nextRun(after);
  if (!next) throw new Error(`${pattern} never fires again`);
  return next;
}

/** Polls pub/job/status.ajax until the job is done or failed; answers the last status envelope. */
export async function finishedJob(app: FastifyInstance, token: string, jobId: string): Promise<CallResult> {
  for (;;) {
    const status = await call(app, token, 'pub/job/status.ajax', { jobId });
    if (status.body.state !== 0 || ['done', 'failed'].includes(status.body.value.state)) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
