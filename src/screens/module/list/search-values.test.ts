import { describe, expect, it } from 'vitest';
import { loadCompiled } from '../../../../runtime/test-support/modules.ts';
import { searchCondition } from './search-values.ts';

describe('search condition', () => {
  it('serialises the panel through the runtime codec', () => {
    const vehicle = loadCompiled('vmVehicle');
    const condition = searchCondition(vehicle.searches, { plateNo: '京A', vehicleType: ['SUV', 'VAN'], vehicleState: '', purchaseDate: ['2024-01-01', ''], mileageKm: ['', '5000'] });
    expect(condition).toBe('plateNo:@京A|vehicleType:S_INSUV,VAN|purchaseDate:D_B2024-01-01|mileageKm:N_S5000');
  });

  it('widens a datetime range to whole days', () => {
    const defect = loadCompiled('dfDefect');
    expect(searchCondition(defect.searches, { foundTime: ['2024-03-01', '2024-03-02'] })).toBe('foundTime:D_B2024-03-01 00:00:00|foundTime:D_S2024-03-02 23:59:59');
  });

  it('is empty when nothing is filled in', () => {
    expect(searchCondition(loadCompiled('vmVehicle').searches, {})).toBe('');
  });
});
