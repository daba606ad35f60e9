import { describe, expect, it } from 'vitest';
import type { ModuleBundle } from '../../../../runtime/index.ts';
import bundle from '../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import { placeField, removeGroup, unplacedFields } from './form-layout.ts';

const vehicle = bundle as ModuleBundle;

describe('form layout', () => {
  it('moves a field into another group at a position, out of the one it was in', () => {
    const moved = placeField(vehicle, 'plateNo', 1, 0);
    expect(moved.form.groups[0]?.fields).not.toContain('plateNo');
    expect(moved.form.groups[1]?.fields[0]).toBe('plateNo');
  });

  it('moves a field down inside its own group to the slot it was dropped on', () => {
    const moved = placeField(vehicle, 'plateNo', 0, 2);
    expect(moved.form.groups[0]?.fields.slice(0, 3)).toEqual(['frameNo', 'plateNo', 'vehicleType']);
  });

  it('takes a field out of the form and lists it as unplaced', () => {
    expect(unplacedFields(vehicle)).toEqual(['vehicleNo']);
    expect(unplacedFields(placeField(vehicle, 'remark', null))).toEqual(['vehicleNo', 'remark']);
  });

  it('sends the fields of a removed group back to the unplaced ones', () => {
    expect(unplacedFields(removeGroup(vehicle, 1))).toEqual(['vehicleNo', 'insuranceExpiry', 'inspectionDate', 'driverName', 'driverPhone']);
  });
});
