import { describe, expect, it } from 'vitest';
import { checkModuleBundle, type ModuleBundle } from '../../../../runtime/index.ts';
import bundle from '../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import { addField, moveItem, removeField, renameField, updateField } from './field-edits.ts';

const vehicle = bundle as ModuleBundle;
const withRule: ModuleBundle = {
  ...vehicle,
  form: { ...vehicle.form, rules: [{ field: 'insuranceExpiry', op: 'gte', other: 'purchaseDate', message: 'designer.rule.notBefore' }] },
  workflow: { enabled: true, titleField: 'plateNo' },
};

function mentions(value: ModuleBundle, name: string): boolean {
  return JSON.stringify(value).includes(`"${name}"`);
}

describe('field edits', () => {
  it('renames a field everywhere it is named, and the bundle still checks', () => {
    const renamed = renameField(withRule, 'purchaseDate', 'boughtOn');
    expect(mentions(renamed, 'purchaseDate')).toBe(false);
    expect(renamed.list.defaultOrder?.field).toBe('boughtOn');
    expect(renamed.search?.some((search) => search.field === 'boughtOn')).toBe(true);
    expect(renamed.form.rules?.[0]).toMatchObject({ other: 'boughtOn' });
    expect(renamed.form.groups[0]?.fields).toContain('boughtOn');
    expect(checkModuleBundle(renamed, 'x.json').problems).toEqual([]);
  });

  it('renames the key, the import flag and the workflow title field', () => {
    const renamed = renameField(renameField(withRule, 'vehicleNo', 'id'), 'plateNo', 'plate');
    expect(renamed.entity.primaryKey).toBe('id');
    expect(renamed.import?.flagField).toBe('plate');
    expect(renamed.workflow?.titleField).toBe('plate');
  });

  it('removes a field with its column, searches, placement, summary and rules, leaving a valid bundle', () => {
    const removed = removeField(removeField(withRule, 'purchaseDate'), 'mileageKm');
    expect(mentions(removed, 'purchaseDate')).toBe(false);
    expect(mentions(removed, 'mileageKm')).toBe(false);
    expect(removed.list.defaultOrder).toBeUndefined();
    expect(removed.form.rules).toEqual([]);
    expect(checkModuleBundle(removed, 'x.json').problems).toEqual([]);
  });

  it('drops the import flag and the workflow title when their field goes', () => {
    const removed = removeField(withRule, 'plateNo');
    expect(removed.import).toBeUndefined();
    expect(removed.workflow).toEqual({ enabled: true });
  });

  it('adds a text field with a free name at the end of the last form group', () => {
    const { bundle: added, name } = addField(vehicle);
    expect(vehicle.entity.fields.some((field) => field.name === name)).toBe(false);
    expect(added.entity.fields.at(-1)).toMatchObject({ name, type: 'text' });
    expect(added.form.groups.at(-1)?.fields.at(-1)).toBe(name);
    expect(checkModuleBundle(added, 'x.json').problems).toEqual([]);
  });

  it('drops the settings of the old type when the type changes', () => {
    const seats = vehicle.entity.fields.find((field) => field.name === 'seats');
    const changed = updateField(vehicle, 'seats', { ...seats!, type: 'text', maxLength: 10 });
    const field = changed.entity.fields.find((entry) => entry.name === 'seats');
    expect(field).toMatchObject({ type: 'text', maxLength: 10 });
    expect(field?.min).toBeUndefined();
    expect(field?.max).toBeUndefined();
  });

  it('moves an item within a list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});
