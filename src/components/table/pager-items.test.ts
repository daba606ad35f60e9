import { describe, expect, it } from 'vitest';
import { pageCountOf, pagerItems } from './pager-items.ts';

describe('pager items', () => {
  it('lists every page when there are few', () => {
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first and last with a window and gaps round the current page', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap-before', 9, 10, 11, 'gap-after', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
  });

  it('counts at least one page', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(41, 20)).toBe(3);
  });
});
