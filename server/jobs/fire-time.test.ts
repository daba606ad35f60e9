import { describe, expect, it } from 'vitest';
import { isUsableCron, latestFireTime } from './fire-time.ts';

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

describe('isUsableCron', () => {
  it('takes five fields that fire again', () => {
    expect(isUsableCron('*/5 * * * *', at('00:00:00'))).toBe(true);
    expect(isUsableCron('0 3 * * 1-5', at('00:00:00'))).toBe(true);
  });

  it('refuses seconds, other field counts, what croner cannot read and what never fires', () => {
    expect(isUsableCron('* * * * * *', at('00:00:00'))).toBe(false);
    expect(isUsableCron('0 3 * *', at('00:00:00'))).toBe(false);
    expect(isUsableCron('61 * * * *', at('00:00:00'))).toBe(false);
    expect(isUsableCron('0 0 31 2 *', at('00:00:00'))).toBe(false);
  });
});
