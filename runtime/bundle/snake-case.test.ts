import { describe, expect, it } from 'vitest';
import { snakeCase } from './snake-case.ts';

describe('snakeCase column names', () => {
  it.each([
    ['czxxNo', 'czxx_no'],
    ['parentEqNo', 'parent_eq_no'],
    ['lostEnergyKwh', 'lost_energy_kwh'],
    ['URLPath', 'url_path'],
    ['field1Name', 'field1_name'],
    ['plain', 'plain'],
    ['already_snake', 'already_snake'],
  ])('%s → %s', (name, column) => {
    expect(snakeCase(name)).toBe(column);
  });
});
