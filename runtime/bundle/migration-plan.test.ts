import { describe, expect, it } from 'vitest';
import zhDesigner from '../../locales/zh-CN/designer.json' with { type: 'json' };
import enDesigner from '../../locales/en-US/designer.json' with { type: 'json' };
import { loadBundle } from '../test-support/modules.ts';
import { planMigration, type MigrationPlan } from './migration-plan.ts';
import type { FieldDef, ModuleBundle } from './types.ts';

const VERSIONS = { from: 3, to: 4 };

function vehicle(): ModuleBundle {
  return structuredClone(loadBundle('vmVehicle'));
}

/** A copy of vmVehicle with one edit. */
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

/** vmVehicle with one field's definition edited. */
function withField(name: string, edit: (field: FieldDef) => void): ModuleBundle {
  return edited((bundle) => edit(fieldOf(bundle, name)));
}

function plan(to: ModuleBundle, knownColumns?: ReadonlySet<string>): MigrationPlan {
  return planMigration(vehicle(), to, VERSIONS, knownColumns);
}

const FUEL: FieldDef = { name: 'fuelType', type: 'text', maxLength: 16, label: { 'zh-CN': '燃料', 'en-US': 'Fuel' } };

describe('planMigration of multi-references', () => {
  const crew: FieldDef = { name: 'crew', type: 'reference', reference: { entity: 'BaEmployee', labelField: 'empName', multiple: true }, label: { 'zh-CN': '随车人员', 'en-US': 'Crew' } };

  it('lists the link table of a new multi-reference, and of a single reference made multiple, once', () => {
    const added = edited((bundle) => bundle.entity.fields.push(structuredClone(crew)));
    expect(plan(added).steps.filter((step) => step.kind === 'addLinkTable')).toEqual([{ kind: 'addLinkTable', field: 'crew', column: 'crew' }]);
    const single = edited((bundle) => bundle.entity.fields.push({ ...structuredClone(crew), reference: { entity: 'BaEmployee', labelField: 'empName' } }));
    expect(planMigration(single, added, VERSIONS).steps.filter((step) => step.kind === 'addLinkTable')).toEqual([{ kind: 'addLinkTable', field: 'crew', column: 'crew' }]);
    expect(planMigration(added, added, VERSIONS).steps.filter((step) => step.kind === 'addLinkTable')).toEqual([]);
  });
});

describe('planMigration for a new module', () => {
  const created = planMigration(undefined, vehicle(), { from: null, to: 1 });

  it('creates the table, then adds a column for every field in bundle order', () => {
    expect(created.steps[0]).toEqual({ kind: 'createTable', table: 'vm_vehicle' });
    const added = created.steps.filter((step) => step.kind === 'addColumn');
    expect(added.map((step) => step.field)).toEqual(vehicle().entity.fields.map((field) => field.name));
    expect(added).toContainEqual({ kind: 'addColumn', field: 'plateNo', column: 'plate_no', to: { kind: 'text' } });
    expect(added).toContainEqual({ kind: 'addColumn', field: 'brandModel', column: 'brand_model', to: { kind: 'text', maxLength: 64 } });
    expect(added).toContainEqual({ kind: 'addColumn', field: 'purchasePrice', column: 'purchase_price', to: { kind: 'decimal', precision: 12, scale: 2 } });
    expect(added).toContainEqual({ kind: 'addColumn', field: 'seats', column: 'seats', to: { kind: 'integer' } });
  });

  it('adds the indexes of the list order, the import flag and the like search, then the menu', () => {
    expect(created.steps.filter((step) => step.kind === 'addIndex' || step.kind === 'addMenu')).toEqual([
      { kind: 'addIndex', table: 'vm_vehicle', columns: ['org_no', 'purchase_date'] },
      { kind: 'addIndex', table: 'vm_vehicle', columns: ['org_no', 'plate_no'] },
      { kind: 'addIndex', table: 'vm_vehicle', columns: ['plate_no'] },
      { kind: 'addIndex', table: 'vm_vehicle', columns: ['org_no', 'plate_no'], unique: true },
      { kind: 'addMenu', moduleId: 'vmVehicle', parentId: 'm_vehicle', routerPath: 'vm/vehicle' },
    ]);
  });

  it('has nothing to check or refuse in a table that has no rows yet', () => {
    expect(created).toMatchObject({ moduleId: 'vmVehicle', table: 'vm_vehicle', fromVersion: null, toVersion: 1, checks: [], refusals: [] });
  });

  it('adds no menu when the bundle has none', () => {
    const { menu: _menu, ...withoutMenu } = vehicle();
    expect(planMigration(undefined, withoutMenu, { from: null, to: 1 }).steps.some((step) => step.kind === 'addMenu')).toBe(false);
  });

  it('over a table that exists, uses its columns again and checks the required ones', () => {
    const existing = planMigration(undefined, vehicle(), { from: null, to: 1 }, new Set(['vehicle_no', 'plate_no', 'seats']));
    expect(existing.steps.filter((step) => step.kind === 'restoreField').map((step) => step.field)).toEqual(['vehicleNo', 'plateNo', 'seats']);
    expect(existing.steps.some((step) => step.kind === 'addColumn' && step.column === 'plate_no')).toBe(false);
    // Every required field may meet nulls in existing rows; the key never does.
    expect(existing.checks).toContainEqual({ kind: 'required', field: 'plateNo', column: 'plate_no' });
    expect(existing.checks).not.toContainEqual(expect.objectContaining({ field: 'vehicleNo' }));
    expect(existing.steps).toContainEqual({ kind: 'fillDefault', field: 'vehicleState', column: 'vehicle_state', value: '10' });
  });
});

describe('planMigration between versions', () => {
  it('is empty for the same bundle and carries the versions', () => {
    expect(plan(vehicle())).toEqual({ moduleId: 'vmVehicle', table: 'vm_vehicle', fromVersion: 3, toVersion: 4, steps: [], checks: [], refusals: [] });
  });

  it('adds the column of an added optional field and checks nothing', () => {
    const result = plan(edited((bundle) => bundle.entity.fields.push(FUEL)));
    expect(result.steps).toEqual([{ kind: 'addColumn', field: 'fuelType', column: 'fuel_type', to: { kind: 'text', maxLength: 16 } }]);
    expect(result.checks).toEqual([]);
  });

  it('checks an added required field without a default: existing rows would hold null', () => {
    const result = plan(edited((bundle) => bundle.entity.fields.push({ ...FUEL, required: true })));
    expect(result.steps).toEqual([{ kind: 'addColumn', field: 'fuelType', column: 'fuel_type', to: { kind: 'text', maxLength: 16 } }]);
    expect(result.checks).toEqual([{ kind: 'required', field: 'fuelType', column: 'fuel_type' }]);
  });

  it('fills the default of an added required field instead of checking', () => {
    const result = plan(edited((bundle) => bundle.entity.fields.push({ ...FUEL, required: true, default: 'diesel' })));
    expect(result.steps).toEqual([
      { kind: 'addColumn', field: 'fuelType', column: 'fuel_type', to: { kind: 'text', maxLength: 16 } },
      { kind: 'fillDefault', field: 'fuelType', column: 'fuel_type', value: 'diesel' },
    ]);
    expect(result.checks).toEqual([]);
  });

  it('checks or fills a field that becomes required, and leaves one that already was', () => {
    expect(plan(withField('seats', (field) => (field.required = true))).checks).toEqual([{ kind: 'required', field: 'seats', column: 'seats' }]);
    const filled = plan(withField('seats', (field) => Object.assign(field, { required: true, default: 5 })));
    expect(filled).toMatchObject({ steps: [{ kind: 'fillDefault', field: 'seats', column: 'seats', value: 5 }], checks: [] });
    expect(plan(withField('plateNo', (field) => (field.label = { 'zh-CN': '车牌', 'en-US': 'Plate' })))).toMatchObject({ steps: [], checks: [] });
  });

  it('hides the column of a removed field', () => {
    const result = plan(edited((bundle) => (bundle.entity.fields = bundle.entity.fields.filter((field) => field.name !== 'driverPhone'))));
    expect(result.steps).toEqual([{ kind: 'hideField', field: 'driverPhone', column: 'driver_phone' }]);
  });

  it('restores a field whose column the table still has, without adding it', () => {
    const withFuel = edited((bundle) => bundle.entity.fields.push(FUEL));
    expect(plan(withFuel, new Set(['plate_no', 'fuel_type'])).steps).toEqual([{ kind: 'restoreField', field: 'fuelType', column: 'fuel_type' }]);
    expect(plan(withFuel, new Set(['plate_no'])).steps.map((step) => step.kind)).toEqual(['addColumn']);
  });

  it('moves a field given another column to a new column and hides the old one', () => {
    const result = plan(withField('remark', (field) => (field.column = 'remark_text')));
    expect(result.steps).toEqual([
      { kind: 'addColumn', field: 'remark', column: 'remark_text', to: { kind: 'text', maxLength: 500 } },
      { kind: 'hideField', field: 'remark', column: 'remark' },
    ]);
  });

  it('keeps the column of a field renamed onto it', () => {
    const result = plan(withField('remark', (field) => Object.assign(field, { name: 'notes', column: 'remark' })));
    expect(result.steps).toEqual([]);
  });
});

describe('planMigration column kinds', () => {
  const brandModel = (maxLength: number | undefined) => plan(withField('brandModel', (field) => (field.maxLength = maxLength)));

  it('widens text to a longer or unbounded length', () => {
    expect(brandModel(128).steps).toEqual([
      { kind: 'widenColumn', field: 'brandModel', column: 'brand_model', from: { kind: 'text', maxLength: 64 }, to: { kind: 'text', maxLength: 128 } },
    ]);
    expect(brandModel(undefined).steps).toEqual([
      { kind: 'widenColumn', field: 'brandModel', column: 'brand_model', from: { kind: 'text', maxLength: 64 }, to: { kind: 'text' } },
    ]);
    expect(brandModel(128).checks).toEqual([]);
  });

  it('narrows text to a shorter length, or unbounded text to a length, behind a narrow check', () => {
    expect(brandModel(32)).toMatchObject({
      steps: [{ kind: 'narrowColumn', field: 'brandModel', column: 'brand_model', from: { kind: 'text', maxLength: 64 }, to: { kind: 'text', maxLength: 32 } }],
      checks: [{ kind: 'narrow', field: 'brandModel', column: 'brand_model', to: { kind: 'text', maxLength: 32 } }],
    });
    expect(plan(withField('plateNo', (field) => (field.maxLength = 10))).checks).toEqual([
      { kind: 'narrow', field: 'plateNo', column: 'plate_no', to: { kind: 'text', maxLength: 10 } },
    ]);
  });

  it('widens an integer to a decimal with room for every integer, or to a number', () => {
    const decimal = plan(withField('mileageKm', (field) => Object.assign(field, { type: 'decimal', precision: 18, scale: 2 })));
    expect(decimal).toMatchObject({
      steps: [{ kind: 'widenColumn', field: 'mileageKm', column: 'mileage_km', from: { kind: 'integer' }, to: { kind: 'decimal', precision: 18, scale: 2 } }],
      checks: [],
    });
    expect(plan(withField('mileageKm', (field) => (field.type = 'number'))).steps).toEqual([
      { kind: 'widenColumn', field: 'mileageKm', column: 'mileage_km', from: { kind: 'integer' }, to: { kind: 'double' } },
    ]);
  });

  it('narrows an integer to a decimal with fewer whole digits than an integer holds', () => {
    const small = plan(withField('seats', (field) => Object.assign(field, { type: 'decimal', precision: 8, scale: 2 })));
    expect(small.checks).toEqual([{ kind: 'narrow', field: 'seats', column: 'seats', to: { kind: 'decimal', precision: 8, scale: 2 } }]);
  });

  it('widens a decimal that keeps its whole and fraction digits, narrows one that loses either', () => {
    const price = (precision: number, scale: number) => plan(withField('purchasePrice', (field) => Object.assign(field, { precision, scale })));
    expect(price(14, 3).steps.map((step) => step.kind)).toEqual(['widenColumn']);
    expect(price(10, 2).checks).toEqual([{ kind: 'narrow', field: 'purchasePrice', column: 'purchase_price', to: { kind: 'decimal', precision: 10, scale: 2 } }]);
    // Same precision, more scale: fewer whole digits.
    expect(price(12, 4).checks.map((check) => check.kind)).toEqual(['narrow']);
    expect(price(13, 1).checks.map((check) => check.kind)).toEqual(['narrow']);
  });

  it('converts any other kind change, only for an empty column', () => {
    const toInt = plan(withField('driverName', (field) => Object.assign(field, { type: 'int', maxLength: undefined })));
    expect(toInt).toMatchObject({
      steps: [{ kind: 'narrowColumn', field: 'driverName', column: 'driver_name', from: { kind: 'text', maxLength: 32 }, to: { kind: 'integer' } }],
      checks: [{ kind: 'convert', field: 'driverName', column: 'driver_name', from: { kind: 'text', maxLength: 32 }, to: { kind: 'integer' } }],
    });
    expect(plan(withField('inspectionDate', (field) => (field.type = 'datetime'))).checks).toEqual([
      { kind: 'convert', field: 'inspectionDate', column: 'inspection_date', from: { kind: 'date' }, to: { kind: 'timestamp' } },
    ]);
  });

  it('changes no column when only the field type within a kind changes', () => {
    expect(plan(withField('driverName', (field) => (field.type = 'textarea'))).steps).toEqual([]);
  });
});

describe('planMigration indexes and menu', () => {
  it('adds only the indexes the new version needs and the old did not', () => {
    const result = plan(
      edited((bundle) => {
        bundle.list.defaultOrder = { field: 'plateNo', direction: 'asc' };
        bundle.search = [...(bundle.search ?? []), { field: 'driverName', operator: 'like' }, { field: 'seats', operator: 'numberRange' }];
      }),
    );
    expect(result.steps).toEqual([{ kind: 'addIndex', table: 'vm_vehicle', columns: ['driver_name'] }]);
  });

  it('adds the menu when it is new or moved, not when it stays', () => {
    const { menu: _menu, ...withoutMenu } = vehicle();
    expect(planMigration(withoutMenu, vehicle(), VERSIONS).steps).toEqual([{ kind: 'addMenu', moduleId: 'vmVehicle', parentId: 'm_vehicle', routerPath: 'vm/vehicle' }]);
    const moved = edited((bundle) => bundle.menu && (bundle.menu.parentId = 'm_assets'));
    expect(plan(moved).steps).toEqual([{ kind: 'addMenu', moduleId: 'vmVehicle', parentId: 'm_assets', routerPath: 'vm/vehicle' }]);
    expect(plan(edited((bundle) => bundle.menu && (bundle.menu.seq = 99))).steps).toEqual([]);
  });
});

describe('planMigration refusals', () => {
  it('refuses another table', () => {
    expect(plan(edited((bundle) => (bundle.entity.table = 'vm_car'))).refusals).toEqual([
      { messageId: 'designer.refuse.table', params: { from: 'vm_vehicle', to: 'vm_car' } },
    ]);
  });

  it('refuses another primary key, by field name or by column', () => {
    expect(plan(edited((bundle) => (bundle.entity.primaryKey = 'plateNo'))).refusals).toEqual([
      { field: 'plateNo', messageId: 'designer.refuse.primaryKey', params: { from: 'vehicleNo', to: 'plateNo' } },
    ]);
    expect(plan(withField('vehicleNo', (field) => (field.column = 'vehicle_id'))).refusals).toEqual([
      { field: 'vehicleNo', messageId: 'designer.refuse.primaryKey', params: { from: 'vehicle_no', to: 'vehicle_id' } },
    ]);
  });

  it('refuses a change of orgScoped', () => {
    expect(plan(edited((bundle) => (bundle.entity.orgScoped = false))).refusals).toEqual([{ messageId: 'designer.refuse.orgScoped', params: {} }]);
  });

  it('names messages that both languages hold', () => {
    const refused = plan(
      edited((bundle) => {
        bundle.entity.table = 'vm_car';
        bundle.entity.primaryKey = 'plateNo';
        bundle.entity.orgScoped = false;
      }),
    );
    const ids = [...refused.refusals.map((refusal) => refusal.messageId), ...['required', 'narrow', 'convert'].map((kind) => `designer.check.${kind}`)];
    expect(ids).toHaveLength(6);
    for (const catalog of [zhDesigner, enDesigner] as Record<string, string>[]) {
      for (const id of ids) expect(catalog[id], id).toEqual(expect.any(String));
    }
  });
});

describe('planMigration of unique keys', () => {
  const withoutUnique = () => {
    const bundle = vehicle();
    bundle.entity.fields = bundle.entity.fields.map(({ unique: _unique, ...field }) => field);
    return bundle;
  };

  it('counts the duplicates of a new unique key before its index is added', () => {
    const plan = planMigration(withoutUnique(), vehicle(), { from: 1, to: 2 });
    expect(plan.steps).toContainEqual({ kind: 'addIndex', table: 'vm_vehicle', columns: ['org_no', 'plate_no'], unique: true });
    expect(plan.checks).toEqual([{ kind: 'unique', field: 'plateNo', column: 'plate_no', fields: ['plateNo'], columns: ['org_no', 'plate_no'] }]);
  });

  it('checks nothing for a unique key the published version already has, or on a new table', () => {
    expect(planMigration(vehicle(), vehicle(), { from: 1, to: 2 }).checks).toEqual([]);
    expect(planMigration(undefined, vehicle(), { from: null, to: 1 }).checks).toEqual([]);
  });
});
