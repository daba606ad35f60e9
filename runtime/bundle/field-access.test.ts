import { describe, expect, it } from 'vitest';
import { mergePermissions, userFieldAccess, withFieldAccess } from './field-access.ts';
import { compileModule } from './compile.ts';
import type { ModuleBundle } from './types.ts';
import { loadBundle, loadDictionaries } from '../test-support/modules.ts';

const bundle: ModuleBundle = loadBundle('vmVehicle');

describe('per-role field access', () => {
  const permissions = { user: { purchasePrice: 'hidden', mileageKm: 'readOnly', remark: 'hidden' }, analyst: { purchasePrice: 'readOnly', remark: 'editable' } } as const;

  it('gives a user the most permissive access of their roles; unnamed fields stay editable', () => {
    expect(userFieldAccess(permissions, ['user'])).toEqual({ purchasePrice: 'hidden', mileageKm: 'readOnly', remark: 'hidden' });
    // analyst names no mileageKm, so leaves it editable: the most permissive access wins.
    expect(userFieldAccess(permissions, ['user', 'analyst'])).toEqual({ purchasePrice: 'readOnly' });
    expect(userFieldAccess(permissions, ['analyst'])).toEqual({ purchasePrice: 'readOnly' });
    // A role the permissions do not name leaves every field editable, so it wins over any limit.
    expect(userFieldAccess(permissions, ['user', 'admin'])).toEqual({});
    expect(userFieldAccess(permissions, ['user'], true)).toEqual({});
    expect(userFieldAccess(permissions, [])).toEqual({});
  });

  it('lays an organisation’s overrides over the bundle per role and field, opening as well as closing', () => {
    expect(mergePermissions(permissions, { user: { purchasePrice: 'editable', seats: 'readOnly' }, admin: { remark: 'hidden' } })).toEqual({
      user: { purchasePrice: 'editable', mileageKm: 'readOnly', remark: 'hidden', seats: 'readOnly' },
      analyst: { purchasePrice: 'readOnly', remark: 'editable' },
      admin: { remark: 'hidden' },
    });
    expect(mergePermissions(undefined, {})).toEqual({});
  });

  it('shows the bundle to the user with read-only fields disabled and hidden ones out of the form, list, summary and search', () => {
    const seen = withFieldAccess(bundle, { purchasePrice: 'hidden', mileageKm: 'readOnly', plateNo: 'hidden', vehicleNo: 'hidden' });
    const field = (name: string) => seen.entity.fields.find((entry) => entry.name === name);
    expect(field('mileageKm')).toMatchObject({ readOnly: true });
    expect(field('mileageKm')?.hidden).toBeUndefined();
    expect(field('purchasePrice')).toMatchObject({ hidden: true, readOnly: true, required: false });
    // plateNo is required: the user's form cannot ask for a value it never has.
    expect(field('plateNo')).toMatchObject({ hidden: true, required: false });
    // The key is never limited.
    expect(field('vehicleNo')).toEqual(bundle.entity.fields.find((entry) => entry.name === 'vehicleNo'));
    expect(seen.list.columns.map((column) => column.field)).not.toContain('purchasePrice');
    expect(seen.list.columns.map((column) => column.field)).toContain('mileageKm');
    expect((seen.search ?? []).map((search) => search.field)).not.toContain('plateNo');
    const form = compileModule(seen, loadDictionaries()).form('zh-CN');
    expect(form.uiSchema.purchasePrice).toMatchObject({ 'ui:hidden': true, 'ui:readonly': true });
    expect(form.uiSchema.mileageKm).toMatchObject({ 'ui:readonly': true });
    expect(withFieldAccess(bundle, {})).toBe(bundle);
  });
});
