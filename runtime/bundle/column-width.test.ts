import { describe, expect, it } from 'vitest';
import { columnDefaultWidth, isHiddenWidth } from './column-width.ts';

describe('columnDefaultWidth (spec 01 §9)', () => {
  it('is 560 for one column, 280 for two, 180 each beyond', () => {
    expect(columnDefaultWidth(1)).toBe('560');
    expect(columnDefaultWidth(2)).toBe('280');
    expect(columnDefaultWidth(3)).toBe('180');
    expect(columnDefaultWidth(12)).toBe('180');
  });

  it('treats a zero width as hidden', () => {
    expect(['0%', '0', '0px'].map(isHiddenWidth)).toEqual([true, true, true]);
    expect(['10%', '120', undefined].map(isHiddenWidth)).toEqual([false, false, false]);
  });
});
