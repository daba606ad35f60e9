import { describe, expect, it } from 'vitest';
import { cssWidth, orderByFixed, placeColumns, tableWidth } from './column-layout.ts';

describe('column layout', () => {
  it('reads bundle widths without a unit as pixels', () => {
    expect(cssWidth('120')).toBe('120px');
    expect(cssWidth('20%')).toBe('20%');
    expect(cssWidth('88px')).toBe('88px');
  });

  it('orders left-fixed, scrolling, right-fixed, keeping order within each group', () => {
    const ids = orderByFixed([{ id: 'a' }, { id: 'b', fixed: 'right' as const }, { id: 'c', fixed: 'left' as const }, { id: 'd' }]).map((c) => c.id);
    expect(ids).toEqual(['c', 'a', 'd', 'b']);
  });

  it('offsets sticky columns by the widths before them, after the selection column', () => {
    const placements = placeColumns(
      [
        { id: 'a', width: '100', fixed: 'left' },
        { id: 'b', width: '150', fixed: 'left' },
        { id: 'c', width: '200' },
        { id: 'd', width: '80', fixed: 'right' },
        { id: 'e', width: '60', fixed: 'right' },
      ],
      44,
    );
    expect(placements.get('a')).toEqual({ width: '100px', left: '44px' });
    expect(placements.get('b')).toEqual({ width: '150px', left: '144px', edge: 'left' });
    expect(placements.get('c')).toEqual({ width: '200px' });
    expect(placements.get('e')).toEqual({ width: '60px', right: '0px' });
    expect(placements.get('d')).toEqual({ width: '80px', right: '60px', edge: 'right' });
  });

  it('uses calc() when a fixed column before has a relative width', () => {
    const placements = placeColumns([{ id: 'a', width: '20%', fixed: 'left' }, { id: 'b', width: '90', fixed: 'left' }], 0);
    expect(placements.get('b')?.left).toBe('calc(0px + 20%)');
  });

  it('sizes the table by the pixel sum, or the container when a width is relative', () => {
    expect(tableWidth(['44px', '180px', '180px'])).toBe('404px');
    expect(tableWidth(['180px', '20%'])).toBe('100%');
  });
});
