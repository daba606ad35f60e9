import { describe, expect, it } from 'vitest';
import { degreeLabel, gridStep, gridValues } from './grid-lines.ts';

describe('coordinate grid lines', () => {
  it('picks the widest 1-2-5 spacing that gives the lines asked for', () => {
    expect(gridStep(0.02, 4)).toBe(0.005);
    expect(gridStep(0.011, 4)).toBe(0.002);
    expect(gridStep(60, 4)).toBe(10);
    expect(gridStep(1e-6, 4)).toBe(0.00001);
  });

  it('lists the round values inside the view, free of binary noise', () => {
    expect(gridValues(114.6912, 114.7118, 4)).toEqual({ values: [114.695, 114.7, 114.705, 114.71], decimals: 3 });
    expect(gridValues(-0.31, 0.31, 5)).toEqual({ values: [-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3], decimals: 1 });
  });

  it('labels degrees with their hemisphere', () => {
    expect(degreeLabel(114.695, 3, 'lng')).toBe('114.695°E');
    expect(degreeLabel(-20.5, 1, 'lat')).toBe('20.5°S');
    expect(degreeLabel(41.15, 2, 'lat')).toBe('41.15°N');
    expect(degreeLabel(0, 2, 'lng')).toBe('0.00°');
  });
});
