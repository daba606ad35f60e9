import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';

describe('JOBS setting', () => {
  it('runs jobs by default; JOBS=off makes a server that only queues them', () => {
    expect(readConfig({}).runJobs).toBe(true);
    expect(readConfig({ JOBS: 'off' }).runJobs).toBe(false);
  });

  it('reads the lease and the poll interval in seconds, defaults for anything but a positive whole number', () => {
    expect(readConfig({}).jobTiming).toEqual({ leaseMs: 300_000, pollMs: 15_000 });
    expect(readConfig({ JOB_LEASE_SECONDS: '3', JOB_POLL_SECONDS: '1' }).jobTiming).toEqual({ leaseMs: 3_000, pollMs: 1_000 });
    expect(readConfig({ JOB_LEASE_SECONDS: '-1', JOB_POLL_SECONDS: 'x' }).jobTiming).toEqual({ leaseMs: 300_000, pollMs: 15_000 });
  });
});
