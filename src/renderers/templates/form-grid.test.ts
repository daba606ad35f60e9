import { describe, expect, it } from 'vitest';
import { arrangeSections, gridClass, spanClass, type FormGroupLayout } from './form-grid.ts';

describe('form grid classes', () => {
  it('collapse every section to one column below md, and four columns to two below xl', () => {
    expect(gridClass(1)).toBe('grid-cols-1');
    expect(gridClass(2)).toBe('grid-cols-1 md:grid-cols-2');
    expect(gridClass(4)).toBe('grid-cols-1 md:grid-cols-2 xl:grid-cols-4');
  });

  it.each([
    [2, undefined, ''],
    [2, 1, ''],
    [2, 2, 'md:col-span-2'],
    [3, 3, 'md:col-span-3'],
    [4, 3, 'md:col-span-2 xl:col-span-3'],
    [4, 4, 'md:col-span-2 xl:col-span-4'],
    [1, 2, ''],
    [2, 4, 'md:col-span-2'],
  ])('a field spanning in a section of %i columns, span %s: "%s"', (columns, span, classes) => {
    expect(spanClass(columns, span)).toBe(classes);
  });
});

describe('arrangeSections', () => {
  const group = (title: string, tab?: string): FormGroupLayout => ({ title, columns: 2, fields: [title], ...(tab ? { tab } : {}) });

  it('keeps sections without a tab above, and gathers the others under their tab in the order of its first section', () => {
    const groups = [group('a', 'T2'), group('b'), group('c', 'T1'), group('d', 'T2'), group('e')];
    const { header, tabs } = arrangeSections(groups);
    expect(header.map(({ group: g, index }) => [g.title, index])).toEqual([['b', 1], ['e', 4]]);
    expect(tabs.map((tab) => [tab.label, tab.groups.map(({ group: g }) => g.title)])).toEqual([
      ['T2', ['a', 'd']],
      ['T1', ['c']],
    ]);
  });

  it('has no tabs when no section names one', () => {
    expect(arrangeSections([group('a'), group('b')]).tabs).toEqual([]);
  });
});
