import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors.ts';
import { loadCompiled } from '../test-support/modules.ts';
import { coerceRecord, RESERVED_PARAMS } from './coerce.ts';

const vehicle = loadCompiled('vmVehicle');
const defect = loadCompiled('dfDefect');

describe('coerceRecord', () => {
  it("passes over the fields only the server writes (a point's newest reading), whatever a client sends", () => {
    const point = { ...vehicle, bundle: { ...vehicle.bundle, iot: { role: 'point' as const, device: 'departNo', code: 'plateNo', latestValue: 'mileageKm', latestAt: 'purchaseDate' } } };
    const { values, errors } = coerceRecord(point, { plateNo: '京A12345', mileageKm: '1', purchaseDate: 'not a date' });
    expect(errors).toEqual([]);
    expect(values).toEqual({ plateNo: '京A12345' });
  });

  it('types form-urlencoded strings by field', () => {
    const { values, errors } = coerceRecord(vehicle, {
      plateNo: '京A12345',
      seats: '7',
      purchasePrice: '120000.5',
      purchaseDate: '2024-05-01',
      mileageKm: '',
      remark: '  kept as typed  ',
    });
    expect(errors).toEqual([]);
    expect(values).toEqual({
      plateNo: '京A12345',
      seats: 7,
      purchasePrice: '120000.50',
      purchaseDate: '2024-05-01',
      mileageKm: null,
      remark: '  kept as typed  ',
    });
  });

  it('takes JSON values too', () => {
    const { values } = coerceRecord(vehicle, { seats: 5, purchasePrice: 99, photos: ['f1', 'f2'], driverName: null });
    expect(values).toEqual({ seats: 5, purchasePrice: '99.00', photos: 'f1,f2', driverName: null });
  });

  it('formats decimals to their scale without rounding', () => {
    const read = (purchasePrice: unknown) => coerceRecord(vehicle, { purchasePrice });
    expect(read('007.5').values.purchasePrice).toBe('7.50');
    expect(read('-0').values.purchasePrice).toBe('0.00');
    expect(read('.5').values.purchasePrice).toBe('0.50');
    expect(read('1.234').errors).toEqual([{ field: 'purchasePrice', messageId: 'rule.decimal', params: { label: '购置价格(元)', scale: 2 } }]);
    expect(read('1e3').errors[0]?.messageId).toBe('rule.number');
  });

  it('normalises dates and datetimes to the value conventions', () => {
    const { values, errors } = coerceRecord(defect, { foundTime: '2024-03-01T08:30', plannedStart: '2024-03-02 00:00:00' });
    expect(errors).toEqual([]);
    expect(values).toEqual({ foundTime: '2024-03-01 08:30:00', plannedStart: '2024-03-02' });
  });

  it('reports values that are not of their type, with the label in the language asked for', () => {
    const { values, errors } = coerceRecord(
      defect,
      { foundTime: 'yesterday', plannedEnd: '2024-02-30', lostEnergyKwh: 'many' },
      { locale: 'en-US' },
    );
    expect(values).toEqual({});
    expect(errors).toEqual([
      { field: 'foundTime', messageId: 'rule.datetime', params: { label: 'Found at' } },
      { field: 'plannedEnd', messageId: 'rule.date', params: { label: 'Planned end' } },
      { field: 'lostEnergyKwh', messageId: 'rule.number', params: { label: 'Lost energy (kWh)' } },
    ]);
    expect(coerceRecord(vehicle, { seats: '7.5' }).errors[0]).toEqual({ field: 'seats', messageId: 'rule.int', params: { label: '座位数' } });
  });

  it('passes over reserved and ignored parameters', () => {
    const raw = Object.fromEntries(RESERVED_PARAMS.map((name) => [name, 'x']));
    expect(coerceRecord(vehicle, { ...raw, orgNo: 'O1', plateNo: '京A12345' }, { ignore: ['orgNo'] }).values).toEqual({ plateNo: '京A12345' });
  });

  it('refuses unknown parameters', () => {
    for (const key of ['password', '__proto__', 'plate_no']) {
      try {
        coerceRecord(vehicle, JSON.parse(`{"${key}": "1"}`));
        throw new Error('expected a refusal');
      } catch (error) {
        expect(isAppError(error) && [error.code, error.params]).toEqual(['E_UNKNOWN_FIELD', { field: key }]);
      }
    }
  });

  it('refuses a structure where a single value belongs', () => {
    expect(() => coerceRecord(vehicle, { plateNo: { $ne: '' } })).toThrow(/E_BAD_VALUE/);
    expect(() => coerceRecord(vehicle, { seats: ['1', '2'] })).toThrow(/E_BAD_VALUE/);
  });
});
