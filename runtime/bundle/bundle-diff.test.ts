import { describe, expect, it } from 'vitest';
import { loadBundle } from '../test-support/modules.ts';
import { diffBundles } from './bundle-diff.ts';
import type { FieldDef, ModuleBundle } from './types.ts';

function vehicle(): ModuleBundle {
  return structuredClone(loadBundle('vmVehicle'));
}

function edited(edit: (bundle: ModuleBundle) => void): ModuleBundle {
  const bundle = vehicle();
  edit(bundle);
  return bundle;
}

function fieldOf(bundle: ModuleBundle, name: string): FieldDef {
  const field = bundle.entity.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`vmVehicle has no field ${name}`);
  return field;
}

function without<T>(items: T[], unwanted: (item: T) => boolean): T[] {
  return items.filter((item) => !unwanted(item));
}

/** The same JSON with every object's keys in reverse order. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reverseKeys(item)]));
}

const FUEL: FieldDef = { name: 'fuelType', type: 'text', maxLength: 16, label: { 'zh-CN': '燃料', 'en-US': 'Fuel' } };

describe('diffBundles', () => {
  it('finds nothing between equal bundles, whatever their key order', () => {
    expect(diffBundles(vehicle(), vehicle())).toEqual([]);
    const reversed = reverseKeys(vehicle()) as ModuleBundle;
    expect(Object.keys(reversed)[0]).toBe('menu');
    expect(diffBundles(vehicle(), reversed)).toEqual([]);
  });

  it('lists a changed, an added and a removed field, then a list width and the form group, in that order', () => {
    const before = vehicle();
    const after = edited((bundle) => {
      fieldOf(bundle, 'seats').max = 80;
      const fields = without(bundle.entity.fields, (field) => field.name === 'driverPhone');
      fields.splice(fields.findIndex((field) => field.name === 'brandModel') + 1, 0, FUEL);
      bundle.entity.fields = fields;
      const column = bundle.list.columns.find((candidate) => candidate.field === 'brandModel');
      if (column) column.width = '200';
      const group = bundle.form.groups[1];
      if (group) group.fields = without(group.fields, (name) => name === 'driverPhone');
    });
    expect(diffBundles(before, after)).toEqual([
      { path: '/entity/fields/fuelType', area: 'field', field: 'fuelType', kind: 'added', after: FUEL },
      { path: '/entity/fields/seats/max', area: 'field', field: 'seats', kind: 'changed', before: 60, after: 80 },
      { path: '/entity/fields/driverPhone', area: 'field', field: 'driverPhone', kind: 'removed', before: fieldOf(before, 'driverPhone') },
      { path: '/list/columns/brandModel/width', area: 'list', field: 'brandModel', kind: 'changed', before: '180', after: '200' },
      {
        path: '/form/groups/1/fields',
        area: 'form',
        kind: 'changed',
        before: ['insuranceExpiry', 'inspectionDate', 'driverName', 'driverPhone'],
        after: ['insuranceExpiry', 'inspectionDate', 'driverName'],
      },
    ]);
  });

  it('names a property that appears or disappears as added or removed', () => {
    const after = edited((bundle) => {
      fieldOf(bundle, 'plateNo').maxLength = 10;
      delete fieldOf(bundle, 'vehicleNo').hidden;
      fieldOf(bundle, 'plateNo').label = { 'zh-CN': '车牌', 'en-US': 'Plate' };
    });
    expect(diffBundles(vehicle(), after)).toEqual([
      { path: '/entity/fields/vehicleNo/hidden', area: 'field', field: 'vehicleNo', kind: 'removed', before: true },
      { path: '/entity/fields/plateNo/label', area: 'field', field: 'plateNo', kind: 'changed', before: fieldOf(vehicle(), 'plateNo').label, after: { 'zh-CN': '车牌', 'en-US': 'Plate' } },
      { path: '/entity/fields/plateNo/maxLength', area: 'field', field: 'plateNo', kind: 'added', after: 10 },
    ]);
  });

  it('reports a moved field as one order change of the entity, not as changed fields', () => {
    const after = edited((bundle) => bundle.entity.fields.reverse());
    expect(diffBundles(vehicle(), after)).toEqual([
      {
        path: '/entity/fields',
        area: 'entity',
        kind: 'changed',
        before: vehicle().entity.fields.map((field) => field.name),
        after: after.entity.fields.map((field) => field.name),
      },
    ]);
  });

  it('puts module and entity changes first', () => {
    const after = edited((bundle) => {
      bundle.list.pageSize = 50;
      bundle.apiPath = 'vm/car';
      bundle.entity.table = 'vm_car';
      bundle.title['en-US'] = 'Cars';
    });
    expect(diffBundles(vehicle(), after).map(({ path, area }) => [area, path])).toEqual([
      ['module', '/title'],
      ['module', '/apiPath'],
      ['entity', '/entity/table'],
      ['list', '/list/pageSize'],
    ]);
  });

  it('matches list columns and searches by field', () => {
    const after = edited((bundle) => {
      bundle.list.columns = without(bundle.list.columns, (column) => column.field === 'seats');
      bundle.list.columns.push({ field: 'seats' });
      bundle.list.columns = without(bundle.list.columns, (column) => column.field === 'frameNo');
      bundle.search = [{ field: 'plateNo', operator: 'eq' }, ...without(bundle.search ?? [], (search) => search.field === 'plateNo'), { field: 'driverName', operator: 'like' }];
    });
    const changes = diffBundles(vehicle(), after);
    expect(changes.filter((change) => change.area === 'list')).toEqual([
      { path: '/list/columns', area: 'list', kind: 'changed', before: vehicle().list.columns.map((c) => c.field), after: after.list.columns.map((c) => c.field) },
      { path: '/list/columns/seats/sortable', area: 'list', field: 'seats', kind: 'removed', before: true },
      { path: '/list/columns/seats/width', area: 'list', field: 'seats', kind: 'removed', before: '90' },
      { path: '/list/columns/frameNo', area: 'list', field: 'frameNo', kind: 'removed', before: { field: 'frameNo', width: '200' } },
    ]);
    expect(changes.filter((change) => change.area === 'search')).toEqual([
      { path: '/search/plateNo/operator', area: 'search', field: 'plateNo', kind: 'changed', before: 'like', after: 'eq' },
      { path: '/search/driverName', area: 'search', field: 'driverName', kind: 'added', after: { field: 'driverName', operator: 'like' } },
    ]);
  });

  it('treats operations as a set and rules by what they compare', () => {
    const rule = { field: 'insuranceExpiry', op: 'gt' as const, other: 'purchaseDate', message: 'rule.expiryAfterEffective' };
    const before = edited((bundle) => (bundle.form.rules = [rule, { field: 'seats', op: 'lte', other: 'mileageKm', message: 'rule.x' }]));
    const after = edited((bundle) => {
      bundle.operations = ['template', 'export', 'import', 'delete', 'edit', 'add'];
      bundle.form.rules = [{ ...rule, message: 'rule.other' }, { field: 'inspectionDate', op: 'gte', other: 'purchaseDate', message: 'rule.y' }];
    });
    expect(diffBundles(before, after)).toEqual([
      { path: '/form/rules/insuranceExpiry.gt.purchaseDate/message', area: 'rules', field: 'insuranceExpiry', kind: 'changed', before: 'rule.expiryAfterEffective', after: 'rule.other' },
      { path: '/form/rules/inspectionDate.gte.purchaseDate', area: 'rules', field: 'inspectionDate', kind: 'added', after: { field: 'inspectionDate', op: 'gte', other: 'purchaseDate', message: 'rule.y' } },
      { path: '/form/rules/seats.lte.mileageKm', area: 'rules', field: 'seats', kind: 'removed', before: { field: 'seats', op: 'lte', other: 'mileageKm', message: 'rule.x' } },
      { path: '/operations/dragSort', area: 'operations', kind: 'removed', before: 'dragSort' },
    ]);
  });

  it('compares children by module and tree, import, workflow and menu by property, in area order', () => {
    const before = edited((bundle) => (bundle.form.children = [{ module: 'dfDefect' }, { module: 'dfDefectTrack', parentId: 'parentId' }]));
    const after = edited((bundle) => {
      bundle.form.children = [{ module: 'dfDefectTrack', parentId: 'vehicleNo' }];
      bundle.tree = { parentField: 'vehicleNo', nameField: 'plateNo' };
      delete bundle.import;
      bundle.workflow = { enabled: true };
      if (bundle.menu) bundle.menu.seq = 20;
    });
    expect(diffBundles(before, after)).toEqual([
      { path: '/form/children/dfDefectTrack/parentId', area: 'children', kind: 'changed', before: 'parentId', after: 'vehicleNo' },
      { path: '/form/children/dfDefect', area: 'children', kind: 'removed', before: { module: 'dfDefect' } },
      { path: '/tree', area: 'tree', kind: 'added', after: { parentField: 'vehicleNo', nameField: 'plateNo' } },
      { path: '/import', area: 'import', kind: 'removed', before: { flagField: 'plateNo' } },
      { path: '/workflow', area: 'workflow', kind: 'added', after: { enabled: true } },
      { path: '/menu/seq', area: 'menu', kind: 'changed', before: 10, after: 20 },
    ]);
  });

  it('escapes names in paths as JSON pointer tokens', () => {
    const odd: FieldDef = { ...FUEL, name: 'a/b~c' };
    const before = edited((bundle) => bundle.entity.fields.push(odd));
    const after = edited((bundle) => bundle.entity.fields.push({ ...odd, maxLength: 20 }));
    expect(diffBundles(before, after).map((change) => change.path)).toEqual(['/entity/fields/a~1b~0c/maxLength']);
  });
});
