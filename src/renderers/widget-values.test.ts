import { describe, expect, it } from 'vitest';
import { joinChecked, splitChecked } from './dict-items.ts';
import { padDecimal } from './widgets/NumberWidget.tsx';
import { treeRefValue } from './widgets/TreeRefWidget.tsx';

describe('widget value conventions', () => {
  it('pads decimals to their scale but leaves longer fractions for validation', () => {
    expect(padDecimal('12.5', 2)).toBe('12.50');
    expect(padDecimal('12', 2)).toBe('12.00');
    expect(padDecimal('12.345', 2)).toBe('12.345');
    expect(padDecimal('abc', 2)).toBe('abc');
  });

  it('joins checked dictionary values in dictionary order', () => {
    const options = [{ value: 'A', label: 'a' }, { value: 'B', label: 'b' }, { value: 'C', label: 'c' }];
    expect(joinChecked(options, new Set(['C', 'A']))).toBe('A,C');
    expect(joinChecked(options, new Set())).toBeUndefined();
    expect(splitChecked('A,C')).toEqual(['A', 'C']);
  });

  it('stores the bare key of an org-tree node of the field level only', () => {
    expect(treeRefValue('depart', 'depart_D01')).toBe('D01');
    expect(treeRefValue('depart', 'org_O1')).toBeNull();
  });
});
