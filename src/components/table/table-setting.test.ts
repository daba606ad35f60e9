import { describe, expect, it } from 'vitest';
import { mergeTableSetting, moveItem, type TableSetting } from './table-setting.ts';

const defaults: TableSetting = {
  size: 'default',
  border: true,
  stripe: false,
  columns: [
    { prop: 'a', label: 'A', width: '180', sortable: true, fixed: false, hide: false },
    { prop: 'b', label: 'B', width: '180', sortable: false, fixed: false, hide: false },
    { prop: 'c', label: 'C', width: '180', sortable: false, fixed: 'left', hide: false },
  ],
};

describe('table setting', () => {
  it('applies saved order, width, fixed and visibility; appends new columns; drops gone ones', () => {
    const merged = mergeTableSetting(defaults, {
      columns: [
        { prop: 'b', width: 90, fixed: 'right', hide: true, label: 'stale', sortable: true },
        { prop: 'gone', width: '10' },
        { prop: 'a', width: '' },
      ],
      size: 'small',
      stripe: true,
    });
    expect(merged.columns.map((c) => [c.prop, c.width, c.fixed, c.hide, c.label, c.sortable])).toEqual([
      ['b', '90', 'right', true, 'B', false],
      ['a', '180', false, false, 'A', true],
      ['c', '180', 'left', false, 'C', false],
    ]);
    expect([merged.size, merged.border, merged.stripe]).toEqual(['small', true, true]);
  });

  it('falls back to the defaults for an unreadable setting', () => {
    expect(mergeTableSetting(defaults, null)).toBe(defaults);
    expect(mergeTableSetting(defaults, { size: 'huge', border: 'yes' }).size).toBe('default');
  });

  it('moves a column up or down and ignores moves out of range', () => {
    expect(moveItem(defaults.columns, 2, 0).map((c) => c.prop)).toEqual(['c', 'a', 'b']);
    expect(moveItem(defaults.columns, 0, 5).map((c) => c.prop)).toEqual(['a', 'b', 'c']);
  });
});
