import { describe, expect, it } from 'vitest';
import { decideLimit, pointSteps } from './limit-rule.ts';

const bearing = { upper: 85, deadband: 2 };

describe('limit events of a reading', () => {
  it('raises above the upper limit and below the lower one, naming the limit', () => {
    expect(decideLimit(bearing, 97.5, false)).toEqual({ kind: 'raise', breach: 'above', limit: 85 });
    expect(decideLimit({ lower: 10, deadband: 0 }, 9.9, false)).toEqual({ kind: 'raise', breach: 'below', limit: 10 });
    expect(decideLimit(bearing, 85, false)).toEqual({ kind: 'none' });
  });

  it('keeps an open event while the value hovers inside the deadband and recovers beyond it', () => {
    expect(decideLimit(bearing, 84, true)).toEqual({ kind: 'none' });
    expect(decideLimit(bearing, 86, true)).toEqual({ kind: 'none' });
    expect(decideLimit(bearing, 83, true)).toEqual({ kind: 'recover' });
  });

  it('raises once for a value hovering at the limit, in the order the readings were taken', () => {
    const readings = [86, 84.5, 85.5, 84, 86.5].map((value, index) => ({ ts: 1000 + index, value }));
    expect(pointSteps(bearing, false, [...readings].reverse()).map((step) => step.kind)).toEqual(['raise']);
  });

  it('recovers and raises again when the value leaves the band and comes back out', () => {
    const readings = [97.5, 60, 90].map((value, index) => ({ ts: index, value }));
    expect(pointSteps(bearing, false, readings).map((step) => [step.kind, step.reading.value])).toEqual([
      ['raise', 97.5],
      ['recover', 60],
      ['raise', 90],
    ]);
    expect(pointSteps(bearing, true, [{ ts: 0, value: 99 }])).toEqual([]);
  });
});
