import { describe, expect, it } from 'vitest';
import { loadCompiled } from '../../runtime/test-support/modules.ts';
import { createModuleValidator, fieldValues, toErrorSchema } from './module-validator.ts';

const vehicle = loadCompiled('vmVehicle');
const echo = (id: string, params?: Record<string, string | number>) => `${id}${params ? JSON.stringify(params) : ''}`;

describe('module validator', () => {
  it('reports the runtime rules per field, with the label in the form language', () => {
    const validator = createModuleValidator(vehicle, echo, 'en-US');
    const { errorSchema, errors } = validator.validateFormData({ plateNo: '', seats: 'abc', vehicleState: '10' }, {});
    const schema = errorSchema as Record<string, { __errors: string[] }>;
    expect(schema.plateNo?.__errors).toEqual(['rule.required.enter{"label":"Plate number"}']);
    expect(schema.seats?.__errors[0]).toMatch(/^rule\.int/);
    expect(schema.vehicleState).toBeUndefined();
    expect(errors.find((error) => error.property === '.plateNo')?.stack).toBe('Plate number: rule.required.enter{"label":"Plate number"}');
  });

  it('passes a valid record', () => {
    const validator = createModuleValidator(vehicle, echo, 'zh-CN');
    const record = { plateNo: '京A12345', frameNo: 'LSVAM4187C2184847', vehicleType: 'SUV', brandModel: 'X', purchaseDate: '2024-01-01', vehicleState: '10' };
    expect(validator.validateFormData(record, {}).errors).toEqual([]);
  });

  it('matches a oneOf option only by its constant', () => {
    const validator = createModuleValidator(vehicle, echo, 'zh-CN');
    expect(validator.isValid({ const: 'SUV' }, 'SUV' as never, {})).toBe(true);
    expect(validator.isValid({ const: 'SUV' }, 'VAN' as never, {})).toBe(false);
  });

  it('keeps only module fields, empty as null', () => {
    const values = fieldValues(vehicle, { plateNo: '', orgNo: 'X', seats: 4 });
    expect(values.plateNo).toBeNull();
    expect(values.seats).toBe(4);
    expect('orgNo' in values).toBe(false);
  });

  it('groups messages by field without repeats', () => {
    expect(toErrorSchema([{ field: 'a', message: 'm' }, { field: 'a', message: 'm' }, { field: 'b', message: 'n' }])).toEqual({ a: { __errors: ['m'] }, b: { __errors: ['n'] } });
  });
});
