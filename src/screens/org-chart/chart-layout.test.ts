import { describe, expect, it } from 'vitest';
import { placeUnits, UNIT_SIZE } from './chart-layout.ts';
import type { ChartUnit } from './org-chart-api.ts';

const unit = (sfoNo: string, children: ChartUnit[] = []): ChartUnit => ({ sfoNo, sfoName: sfoNo, sfoType: 'depart', userCount: 0, children });
const ROOT = unit('org', [unit('a', [unit('a1'), unit('a2')]), unit('b')]);

describe('organisation chart layout', () => {
  it('centres each parent over its children, a row per level', () => {
    const placed = Object.fromEntries(placeUnits(ROOT, new Set()).map((entry) => [entry.unit.sfoNo, entry]));
    expect(placed.a1!.x).toBe(0);
    expect(placed.a!.x).toBe((placed.a1!.x + placed.a2!.x) / 2);
    expect(placed.org!.x).toBe((placed.a!.x + placed.b!.x) / 2);
    expect([placed.org!.y, placed.a!.y, placed.a1!.y]).toEqual([0, placed.a!.y, placed.a!.y * 2]);
    expect(placed.a!.y).toBeGreaterThan(UNIT_SIZE.height);
    expect(placed.a2!.parent).toBe('a');
  });

  it('leaves out what a collapsed unit holds', () => {
    const placed = placeUnits(ROOT, new Set(['a']));
    expect(placed.map((entry) => entry.unit.sfoNo)).toEqual(['org', 'a', 'b']);
    expect(placed.find((entry) => entry.unit.sfoNo === 'a')?.collapsed).toBe(true);
  });
});
