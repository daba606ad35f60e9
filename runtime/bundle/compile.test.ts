import { describe, expect, it } from 'vitest';
import { loadBundle, loadCompiled, loadDictionaries, moduleFiles } from '../test-support/modules.ts';
import { compileModule } from './compile.ts';
import type { ModuleBundle } from './types.ts';

type JsonObject = Record<string, any>;

describe('compileModule on the real bundles', () => {
  it.each(moduleFiles().map(({ file, json }) => [file, json as ModuleBundle]))('%s compiles to frozen data', (_, bundle) => {
    const compiled = compileModule(bundle, loadDictionaries());
    expect(Object.isFrozen(compiled)).toBe(true);
    expect(Object.isFrozen(compiled.columns)).toBe(true);
    expect(Object.isFrozen(compiled.columns[0])).toBe(true);
    expect(Object.isFrozen(compiled.bundle.entity.fields[0])).toBe(true);
    expect(compiled.fields.size).toBe(bundle.entity.fields.length);
    expect(compiled.primaryKey.name).toBe(bundle.entity.primaryKey);
    expect(compiled.form('zh-CN')).toBe(compiled.form('zh-CN'));
    expect(Object.isFrozen(compiled.form('en-US').schema)).toBe(true);
  });

  it('does not freeze the caller’s bundle', () => {
    const bundle = loadBundle('vmVehicle');
    compileModule(bundle, loadDictionaries());
    expect(Object.isFrozen(bundle)).toBe(false);
  });

  it('derives columns and kinds from field types', () => {
    const vehicle = loadCompiled('vmVehicle');
    expect(vehicle.table).toBe('vm_vehicle');
    expect(vehicle.entityName).toBe('VmVehicle');
    expect(vehicle.fields.get('plateNo')).toMatchObject({ column: 'plate_no', columnKind: { kind: 'text' }, valueKind: 'string' });
    expect(vehicle.fields.get('seats')).toMatchObject({ columnKind: { kind: 'integer' }, valueKind: 'integer' });
    expect(vehicle.fields.get('purchasePrice')).toMatchObject({ columnKind: { kind: 'decimal', precision: 12, scale: 2 }, valueKind: 'number' });
    expect(vehicle.fields.get('purchaseDate')).toMatchObject({ columnKind: { kind: 'date' }, valueKind: 'date' });
    expect(vehicle.fields.get('brandModel')?.columnKind).toEqual({ kind: 'text', maxLength: 64 });
    const defect = loadCompiled('dfDefect');
    expect(defect.fields.get('foundTime')).toMatchObject({ column: 'found_time', columnKind: { kind: 'timestamp' }, valueKind: 'datetime' });
    expect(defect.fields.get('lostEnergyKwh')?.column).toBe('lost_energy_kwh');
  });

  it('labels list columns and keeps the widths the bundle gives', () => {
    const vehicle = loadCompiled('vmVehicle');
    expect(vehicle.columns[0]).toMatchObject({
      field: 'plateNo',
      label: { 'zh-CN': '车牌号', 'en-US': 'Plate number' },
      width: '120',
      hidden: false,
      sortable: true,
      fixed: 'left',
      type: 'text',
    });
    expect(vehicle.columns.find((c) => c.field === 'vehicleType')).toMatchObject({ dict: 'vehicleType', type: 'select' });
  });

  it('gives unsized columns the default width of spec 01 §9', () => {
    // eqEquipment lists six columns without widths: more than two columns take 180 each.
    expect(loadCompiled('eqEquipment').columns.map((c) => c.width)).toEqual(['180', '180', '180', '180', '180', '180']);
    // baStation sizes six of seven; the last takes the default.
    expect(loadCompiled('baStation').columns.at(-1)?.width).toBe('180');
  });

  it('hides 0% columns and leaves them out of the visible count', () => {
    const bundle = loadBundle('eqEquipment');
    const columns = [{ field: 'eqCode' }, { field: 'eqName', width: '0%' }, { field: 'eqType', width: '0%' }];
    const compiled = compileModule({ ...bundle, list: { ...bundle.list, columns } }, loadDictionaries());
    expect(compiled.columns.map((c) => [c.width, c.hidden])).toEqual([
      ['560', false],
      ['0%', true],
      ['0%', true],
    ]);
  });

  it('takes searches, order, page size and summary from the bundle', () => {
    const vehicle = loadCompiled('vmVehicle');
    expect(vehicle.searches[1]).toEqual({
      field: 'vehicleType',
      operator: 'in',
      searchType: 'select',
      label: { 'zh-CN': '车辆类型', 'en-US': 'Vehicle type' },
      type: 'select',
      dict: 'vehicleType',
    });
    expect(vehicle.defaultOrder).toEqual({ field: 'purchaseDate', direction: 'desc' });
    expect(vehicle.pageSize).toBe(20);
    expect(loadCompiled('eqEquipment').pageSize).toBe(20);
    expect(vehicle.summary).toEqual([
      { field: 'purchasePrice', fn: 'sum' },
      { field: 'mileageKm', fn: 'sum' },
    ]);
    expect(Object.keys(vehicle.dictionaries).sort()).toEqual(['vehicleState', 'vehicleType']);
  });

  it('applies the search defaults of spec 01 §3: text and like, or what the one given implies', () => {
    const bundle = loadBundle('vmVehicle');
    const search = [
      { field: 'plateNo' },
      { field: 'plateNo', type: 'text' as const },
      { field: 'vehicleType', type: 'select' as const },
      { field: 'vehicleType', operator: 'eq' as const },
      { field: 'vehicleType', type: 'select' as const, operator: 'in' as const },
      { field: 'purchaseDate', operator: 'eq' as const },
      { field: 'purchaseDate', type: 'dateRange' as const },
      { field: 'purchaseDate', operator: 'dateRange' as const },
      { field: 'seats', type: 'number' as const },
      { field: 'mileageKm', operator: 'numberRange' as const },
      { field: 'plateNo', operator: 'eq' as const },
    ];
    const compiled = compileModule({ ...bundle, search }, loadDictionaries()).searches;
    expect(compiled.map((entry) => [entry.field, entry.searchType, entry.operator])).toEqual([
      ['plateNo', 'text', 'like'],
      ['plateNo', 'text', 'like'],
      ['vehicleType', 'select', 'eq'],
      ['vehicleType', 'select', 'eq'],
      ['vehicleType', 'select', 'in'],
      ['purchaseDate', 'date', 'eq'],
      ['purchaseDate', 'dateRange', 'dateRange'],
      ['purchaseDate', 'dateRange', 'dateRange'],
      ['seats', 'number', 'eq'],
      ['mileageKm', 'numberRange', 'numberRange'],
      ['plateNo', 'text', 'eq'],
    ]);
  });

  it('orders by the primary key when the bundle gives no order', () => {
    const bundle = loadBundle('dfDefectTrack');
    const { defaultOrder: _, ...list } = bundle.list;
    expect(compileModule({ ...bundle, list }, loadDictionaries()).defaultOrder).toEqual({ field: 'trackNo', direction: 'asc' });
  });

  it('refuses a bundle naming a dictionary that is missing', () => {
    expect(() => compileModule(loadBundle('vmVehicle'), {})).toThrow(/E_INTERNAL/);
  });
});

describe('compiled form', () => {
  const vehicle = loadCompiled('vmVehicle');
  const zh = vehicle.form('zh-CN');
  const en = vehicle.form('en-US');
  const props = (form: typeof zh) => (form.schema as JsonObject).properties as JsonObject;
  const ui = (form: typeof zh) => form.uiSchema as JsonObject;

  it('is an object schema with localised titles and the required fields', () => {
    expect(zh.schema.type).toBe('object');
    expect(props(zh).plateNo.title).toBe('车牌号');
    expect(props(en).plateNo.title).toBe('Plate number');
    expect(zh.schema.required).toEqual(['plateNo', 'frameNo', 'vehicleType', 'brandModel', 'purchaseDate', 'vehicleState']);
  });

  it('lets every field hold null, the empty value of records', () => {
    expect(props(zh).plateNo.type).toEqual(['string', 'null']);
    expect(props(zh).driverName.type).toEqual(['string', 'null']);
    expect(props(zh).seats).toMatchObject({ type: ['integer', 'null'], minimum: 1, maximum: 60 });
    expect(props(zh).purchasePrice).toMatchObject({ type: ['string', 'number', 'null'], minimum: 0 });
    expect(props(zh).brandModel.maxLength).toBe(64);
  });

  it('lists dictionary choices as const + title in the form language', () => {
    expect(props(zh).vehicleState).toMatchObject({ type: ['string', 'null'], default: '10' });
    expect(props(zh).vehicleState.oneOf[0]).toEqual({ const: '10', title: '在用' });
    expect(props(en).vehicleState.oneOf[0]).toEqual({ const: '10', title: 'In use' });
    expect(props(zh).vehicleState.oneOf).toHaveLength(4);
    const station = loadCompiled('baStation').form('zh-CN');
    expect(props(station).stationType.oneOf).toHaveLength(4);
  });

  it('offers a null choice on optional dictionary fields', () => {
    const bundle = loadBundle('vmVehicle');
    const fields = bundle.entity.fields.map((f) => (f.name === 'vehicleType' ? { ...f, required: false } : f));
    const form = compileModule({ ...bundle, entity: { ...bundle.entity, fields } }, loadDictionaries()).form('en-US');
    expect(props(form).vehicleType.oneOf.at(-1)).toEqual({ const: null, title: '' });
  });

  it('names a widget for every field and carries its options', () => {
    expect(ui(zh).plateNo).toMatchObject({ 'ui:widget': 'text', 'ui:options': { format: 'plate' } });
    expect(ui(zh).vehicleType).toMatchObject({ 'ui:widget': 'select', 'ui:options': { dict: 'vehicleType' } });
    expect(ui(en).vehicleState['ui:options'].dictItems[0]).toEqual({ value: '10', label: 'In use' });
    expect(ui(zh).departNo).toMatchObject({ 'ui:widget': 'treeRef', 'ui:options': { treeRef: 'depart' } });
    expect(ui(zh).photos).toMatchObject({ 'ui:widget': 'image', 'ui:options': { maxFiles: 6, maxSizeMb: 10 } });
    expect(ui(zh).remark).toMatchObject({ 'ui:widget': 'textarea', 'ui:options': { rows: 4 } });
    expect(ui(zh).purchasePrice).toMatchObject({ 'ui:widget': 'decimal', 'ui:options': { precision: 12, scale: 2 } });
    expect(ui(zh).vehicleNo).toMatchObject({ 'ui:widget': 'text', 'ui:hidden': true });
    const defect = loadCompiled('dfDefect').form('zh-CN');
    expect(ui(defect).czxxNo['ui:options'].reference).toEqual({ entity: 'BaStation', labelField: 'czxxNam' });
    expect(ui(defect).attachments['ui:options']).toEqual({ maxFiles: 6, maxSizeMb: 100 });
    expect(ui(loadCompiled('dfDefectTrack').form('zh-CN')).parentName['ui:readonly']).toBe(true);
  });

  it('orders fields by form groups, then the ungrouped ones', () => {
    const order = ui(zh)['ui:order'] as string[];
    expect(order.slice(0, 3)).toEqual(['plateNo', 'frameNo', 'vehicleType']);
    expect(order.at(-1)).toBe('vehicleNo');
    expect([...order].sort()).toEqual(Object.keys(props(zh)).sort());
  });

  it('carries groups and child lists in the form language', () => {
    expect(ui(zh)['ui:groups'][0]).toMatchObject({ title: '基本信息', columns: 2 });
    expect(ui(en)['ui:groups'][1].title).toBe('Insurance and inspection');
    expect(ui(en)['ui:groups'][2]).toEqual({ columns: 1, fields: ['photos', 'remark'] });
    const defect = loadCompiled('dfDefect').form('en-US');
    expect(ui(defect)['ui:children']).toEqual([
      { module: 'dfDefectTrack', title: 'Handling records', parentId: 'parentId', parentName: 'parentName', parentLabelField: 'defectCode' },
    ]);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(zh))).toEqual(zh);
  });
});
