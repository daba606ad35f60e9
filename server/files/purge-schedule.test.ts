import { describe, expect, it } from 'vitest';
import { filePurgeSchedule, purgeCron } from './purge-schedule.ts';

describe('file purge schedule', () => {
  it('turns FILE_PURGE_MINUTES into a cron pattern', () => {
    expect(purgeCron(5)).toBe('*/5 * * * *');
    expect(purgeCron(60)).toBe('0 */1 * * *');
    expect(purgeCron(180)).toBe('0 */3 * * *');
    expect(purgeCron(10_000)).toBe('0 0 * * *');
  });

  it('fires once per storage place, in the queue of the servers that see it; never with 0 minutes', () => {
    expect(filePurgeSchedule(60, 'pg:abc')).toEqual({ name: 'purge.files', cron: '0 */1 * * *', queue: 'files:pg:abc', key: 'purge.files:pg:abc' });
    expect(filePurgeSchedule(0, 'pg:abc')).toBeUndefined();
  });
});
