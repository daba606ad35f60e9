import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';

describe('JOBS setting', () => {
  it('runs jobs by default; JOBS=off makes a server that only queues them', () => {
    expect(readConfig({}).runJobs).toBe(true);
    expect(readConfig({ JOBS: 'off' }).runJobs).toBe(false);
  });
});
