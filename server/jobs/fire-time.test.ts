import { describe, expect, it } from 'vitest';
import { latestFireTime } from './fire-time.ts';

const at = (time: string) => new Date(`2026-01-01T${time}Z`);

describe('latestFireTime', () => {
  it('answers the fire time between the last tick and now, none when none falls between', () => {
    expect(latestFireTime('* * * * *', at('00:00:30'), at('00:01:10'))).toEqual(at('00:01:00'));
    expect(latestFireTime('* * * * *', at('00:01:00'), at('00:01:59'))).toBeUndefined();
  });

  it('collapses fire times missed while the server was busy into the latest', () => {
    expect(latestFireTime('* * * * *', at('00:00:30'), at('00:05:10'))).toEqual(at('00:05:00'));
  });

  it('counts a fire time at now', () => {
    expect(latestFireTime('* * * * *', at('00:00:30'), at('00:01:00'))).toEqual(at('00:01:00'));
  });
});
