import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { loadCompiled, moduleFiles } from '../test-support/modules.ts';
import type { ModuleBundle } from './types.ts';

// rjsf's own validator is the client's; the compiled schema must compile under it and accept
// records written in the value conventions, empty fields included.
describe('compiled form schema under rjsf validator-ajv8', () => {
  it.each(moduleFiles().map(({ json }) => [(json as ModuleBundle).moduleId]))('%s accepts a record of nulls', (moduleId) => {
    const compiled = loadCompiled(moduleId);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const { schema } = compiled.form(locale);
      const required = new Set(schema.required as string[]);
      // Required dictionary fields offer no empty choice; they hold their first value.
      const record = Object.fromEntries(
        [...compiled.fields.values()].map((field) => {
          const dict = field.def.dict === undefined ? undefined : compiled.dictionaries[field.def.dict];
          return [field.name, required.has(field.name) && dict ? dict.items[0]?.value : null];
        }),
      );
      expect(validator.validateFormData(record, schema).errors).toEqual([]);
    }
  });

  it('accepts typed values and refuses values outside a dictionary', () => {
    const { schema } = loadCompiled('vmVehicle').form('zh-CN');
    const record = {
      plateNo: '京A12345',
      frameNo: 'LSVAU2180N2183294',
      vehicleType: 'SUV',
      brandModel: 'Hilux',
      seats: 5,
      purchasePrice: '12.50',
      purchaseDate: '2024-01-01',
      vehicleState: '10',
    };
    expect(validator.validateFormData(record, schema).errors).toEqual([]);
    expect(validator.validateFormData({ ...record, vehicleType: 'BUS' }, schema).errors.length).toBeGreaterThan(0);
  });
});
