import { describe, expect, it } from 'vitest';
import { loadBundle } from '../test-support/modules.ts';
import { bundleIndexes } from './bundle-indexes.ts';

describe('bundleIndexes', () => {
  it('indexes the list order, the import flag and like searches on text, org_no first in b-tree indexes', () => {
    expect(bundleIndexes(loadBundle('vmVehicle'))).toEqual([
      { table: 'vm_vehicle', columns: ['org_no', 'purchase_date'] },
      { table: 'vm_vehicle', columns: ['org_no', 'plate_no'] },
      { table: 'vm_vehicle', columns: ['plate_no'] },
      { table: 'vm_vehicle', columns: ['org_no', 'plate_no'], unique: true },
    ]);
  });

  it('indexes the tree parent', () => {
    expect(bundleIndexes(loadBundle('eqEquipment'))).toContainEqual({ table: 'eq_equipment', columns: ['org_no', 'parent_eq_no'] });
  });

  it('orders by the key when the list names no order, and lists each column set once', () => {
    const bundle = structuredClone(loadBundle('vmVehicle'));
    delete bundle.list.defaultOrder;
    delete bundle.import;
    bundle.entity.orgScoped = false;
    bundle.search = [{ field: 'plateNo', operator: 'like' }, { field: 'vehicleNo', operator: 'like' }, { field: 'seats', operator: 'eq' }];
    expect(bundleIndexes(bundle)).toEqual([
      { table: 'vm_vehicle', columns: ['vehicle_no'] },
      { table: 'vm_vehicle', columns: ['plate_no'] },
      // plateNo is unique: without org_no, across all records.
      { table: 'vm_vehicle', columns: ['plate_no'], unique: true },
    ]);
  });

  it('indexes each unique key once, org_no first for the organisation scope', () => {
    const bundle = structuredClone(loadBundle('vmVehicle'));
    bundle.entity.uniqueKeys = [{ fields: ['plateNo'] }, { fields: ['vehicleNo', 'seats'], scope: 'global' }];
    expect(bundleIndexes(bundle).filter((index) => index.unique)).toEqual([
      { table: 'vm_vehicle', columns: ['org_no', 'plate_no'], unique: true },
      { table: 'vm_vehicle', columns: ['vehicle_no', 'seats'], unique: true },
    ]);
  });
});
