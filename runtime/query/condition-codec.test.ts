import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors.ts';
import type { CompiledSearch } from '../bundle/compiled-types.ts';
import {
  CONDITION_CODES,
  conditionFromSearch,
  joinInValues,
  parseCondition,
  serializeCondition,
  splitInValues,
  type ConditionItem,
} from './condition-codec.ts';

const label = { 'zh-CN': '字段', 'en-US': 'Field' };

function expectBadCondition(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(isAppError(error) && error.code).toBe('E_BAD_CONDITION');
    return;
  }
  throw new Error('expected E_BAD_CONDITION');
}

// Values drawn from a pool heavy in the characters the format must escape, plus any unicode.
const valueArb = fc.string({
  unit: fc.oneof(fc.constantFrom('|', '\\', ',', ':', '@', '_', ' ', '京', '𠀋'), fc.string({ unit: 'grapheme', maxLength: 1, minLength: 1 })),
  maxLength: 20,
});
const itemArb: fc.Arbitrary<ConditionItem> = fc.record({
  field: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,15}$/),
  code: fc.constantFrom(...CONDITION_CODES),
  value: valueArb,
});

describe('condition codec', () => {
  it('reads the wire form of spec 01 §3', () => {
    expect(parseCondition('plateNo:@京A|vehicleType:S_INSUV,VAN|purchaseDate:D_B2024-01-01|mileageKm:N_S500')).toEqual([
      { field: 'plateNo', code: ':@', value: '京A' },
      { field: 'vehicleType', code: ':S_IN', value: 'SUV,VAN' },
      { field: 'purchaseDate', code: ':D_B', value: '2024-01-01' },
      { field: 'mileageKm', code: ':N_S', value: '500' },
    ]);
  });

  it('tells :S_E from :S_IN and keeps colons inside values', () => {
    expect(parseCondition('state:S_E10|time:S_E10:30')).toEqual([
      { field: 'state', code: ':S_E', value: '10' },
      { field: 'time', code: ':S_E', value: '10:30' },
    ]);
  });

  it('unescapes \\| and \\\\ in values', () => {
    expect(parseCondition('name:@a\\|b\\\\c')).toEqual([{ field: 'name', code: ':@', value: 'a|b\\c' }]);
  });

  it('reads nothing from an empty condition and skips empty items', () => {
    expect(parseCondition('')).toEqual([]);
    expect(parseCondition('  ')).toEqual([]);
    expect(parseCondition('name:@x|')).toEqual([{ field: 'name', code: ':@', value: 'x' }]);
  });

  it('keeps an empty value', () => {
    expect(parseCondition('name:@')).toEqual([{ field: 'name', code: ':@', value: '' }]);
  });

  it.each([
    ['no code', 'name'],
    ['unknown code', 'name:X_Y1'],
    ['field with a space', 'na me:@x'],
    ['field starting with a digit', '1name:@x'],
    ['SQL in the field part', 'name;drop table x:@1'],
    ['empty field', ':@x'],
    ['dangling escape', 'name:@x\\'],
    ['unknown escape', 'name:@\\n'],
  ])('refuses %s', (_, text) => {
    expectBadCondition(() => parseCondition(text));
  });

  it('reports the whole condition in the error', () => {
    try {
      parseCondition('ok:@1|bad');
    } catch (error) {
      expect(isAppError(error) && error.params).toEqual({ condition: 'ok:@1|bad' });
    }
  });

  it('refuses to write an item whose field is not an identifier', () => {
    expectBadCondition(() => serializeCondition([{ field: 'a|b', code: ':@', value: '' }]));
  });

  it('gives back any items it wrote (property)', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 6 }), (items) => {
        expect(parseCondition(serializeCondition(items))).toEqual(items);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps \\, for the in-list layer and round-trips in-lists (property)', () => {
    expect(parseCondition('type:S_INa\\,b,c')).toEqual([{ field: 'type', code: ':S_IN', value: 'a\\,b,c' }]);
    expect(splitInValues('a\\,b,c')).toEqual(['a,b', 'c']);
    fc.assert(
      fc.property(fc.array(valueArb, { minLength: 1, maxLength: 5 }), (values) => {
        const item: ConditionItem = { field: 'f', code: ':S_IN', value: joinInValues(values) };
        const [parsed] = parseCondition(serializeCondition([item]));
        expect(splitInValues(parsed?.value ?? '')).toEqual(values);
      }),
      { numRuns: 500 },
    );
  });
});

describe('conditionFromSearch', () => {
  const searches: CompiledSearch[] = [
    { field: 'plateNo', operator: 'like', searchType: 'text', label, type: 'text' },
    { field: 'vehicleType', operator: 'in', searchType: 'select', label, type: 'select', dict: 'vehicleType' },
    { field: 'vehicleState', operator: 'eq', searchType: 'select', label, type: 'radio', dict: 'vehicleState' },
    { field: 'purchaseDate', operator: 'dateRange', searchType: 'dateRange', label, type: 'date' },
    { field: 'mileageKm', operator: 'numberRange', searchType: 'numberRange', label, type: 'int' },
  ];

  it('maps each operator to its codes', () => {
    const items = conditionFromSearch(searches, {
      plateNo: ' 京A ',
      vehicleType: ['SUV', 'VAN'],
      vehicleState: '10',
      purchaseDate: ['2024-01-01', '2024-12-31'],
      mileageKm: [100, 5000],
    });
    expect(items).toEqual([
      { field: 'plateNo', code: ':@', value: '京A' },
      { field: 'vehicleType', code: ':S_IN', value: 'SUV,VAN' },
      { field: 'vehicleState', code: ':S_E', value: '10' },
      { field: 'purchaseDate', code: ':D_B', value: '2024-01-01' },
      { field: 'purchaseDate', code: ':D_S', value: '2024-12-31' },
      { field: 'mileageKm', code: ':N_B', value: '100' },
      { field: 'mileageKm', code: ':N_S', value: '5000' },
    ]);
    expect(serializeCondition(items)).toBe(
      'plateNo:@京A|vehicleType:S_INSUV,VAN|vehicleState:S_E10|purchaseDate:D_B2024-01-01|purchaseDate:D_S2024-12-31|mileageKm:N_B100|mileageKm:N_S5000',
    );
  });

  it('leaves out empty values and open range ends', () => {
    expect(
      conditionFromSearch(searches, { plateNo: '', vehicleType: [], vehicleState: null, purchaseDate: ['', '2024-12-31'], mileageKm: [null, null] }),
    ).toEqual([{ field: 'purchaseDate', code: ':D_S', value: '2024-12-31' }]);
  });

  it('accepts an in value held as a comma list', () => {
    expect(conditionFromSearch(searches, { vehicleType: 'SUV,VAN' })).toEqual([{ field: 'vehicleType', code: ':S_IN', value: 'SUV,VAN' }]);
  });
});
