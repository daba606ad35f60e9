import { describe, expect, it } from 'vitest';
import { AppError, isAppError } from '../errors.ts';
import { compileModule } from '../bundle/compile.ts';
import { loadBundle, loadCompiled, loadDictionaries } from '../test-support/modules.ts';
import { MAX_PAGE_SIZE, planListQuery, type ListRequest } from './list-plan.ts';

const vehicle = loadCompiled('vmVehicle');
const defect = loadCompiled('dfDefect');
const track = loadCompiled('dfDefectTrack');
const equipment = loadCompiled('eqEquipment');

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('planListQuery paging and order', () => {
  it('defaults to page 1 of the module page size in the saved drag-sort positions, the bundle order, then the primary key', () => {
    const plan = planListQuery(vehicle, {});
    expect(plan).toMatchObject({ limit: 20, offset: 0, filters: [] });
    expect(plan.order).toEqual([
      { field: 'seq', column: 'seq', direction: 'asc', placement: true },
      { field: 'purchaseDate', column: 'purchase_date', direction: 'desc' },
      { field: 'vehicleNo', column: 'vehicle_no', direction: 'desc' },
    ]);
    expect(plan.fields.map((f) => f.name)).toEqual([...vehicle.fields.keys()]);
  });

  it('reads paging parameters as they arrive, strings or numbers', () => {
    expect(planListQuery(vehicle, { pageNo: '3', pageSize: '50' })).toMatchObject({ limit: 50, offset: 100 });
    expect(planListQuery(vehicle, { pageNo: 2, pageSize: 10 })).toMatchObject({ limit: 10, offset: 10 });
    expect(planListQuery(vehicle, { pageNo: '', pageSize: '' })).toMatchObject({ limit: 20, offset: 0 });
  });

  it('allows the 10000 rows of the station selector and no more', () => {
    expect(planListQuery(vehicle, { pageSize: MAX_PAGE_SIZE }).limit).toBe(10000);
    for (const pageSize of ['10001', '0', '-5', '2.5', 'abc', '20;drop table x']) {
      const error = refusal(() => planListQuery(vehicle, { pageSize }));
      expect(error.code).toBe('E_PAGE_SIZE');
      expect(error.params).toEqual({ max: 10000 });
    }
  });

  it('refuses a page number that is not a positive integer', () => {
    for (const pageNo of ['0', '-1', '1.5', 'x', '99999999999999999999']) {
      expect(refusal(() => planListQuery(vehicle, { pageNo })).code).toBe('E_BAD_REQUEST');
    }
  });

  it('orders by a chosen column without the drag-sort positions, and a module without drag sort by its default order', () => {
    expect(vehicle.bundle.operations).toContain('dragSort');
    expect(planListQuery(vehicle, { orderField: 'seats' }).order.map((order) => order.field)).toEqual(['seats', 'vehicleNo']);
    const unsorted = { ...vehicle, bundle: { ...vehicle.bundle, operations: vehicle.bundle.operations.filter((name) => name !== 'dragSort') } };
    expect(planListQuery(unsorted, {}).order.map((order) => order.field)).toEqual([vehicle.defaultOrder.field, 'vehicleNo']);
  });

  it('orders by any field of the bundle, sortable or not, direction case-insensitive', () => {
    expect(planListQuery(vehicle, { orderField: 'driverName', orderCondition: 'DESC' }).order).toEqual([
      { field: 'driverName', column: 'driver_name', direction: 'desc' },
      { field: 'vehicleNo', column: 'vehicle_no', direction: 'desc' },
    ]);
    expect(planListQuery(vehicle, { orderField: 'seats' }).order[0]?.direction).toBe('asc');
    expect(planListQuery(vehicle, { orderField: 'vehicleNo', orderCondition: 'asc' }).order).toEqual([
      { field: 'vehicleNo', column: 'vehicle_no', direction: 'asc' },
    ]);
  });

  it('refuses unknown order fields and directions other than asc and desc', () => {
    expect(refusal(() => planListQuery(vehicle, { orderField: 'name;drop table x' })).code).toBe('E_UNKNOWN_FIELD');
    expect(refusal(() => planListQuery(vehicle, { orderField: 'plate_no' })).code).toBe('E_UNKNOWN_FIELD');
    const error = refusal(() => planListQuery(vehicle, { orderField: 'seats', orderCondition: 'asc; delete from vm_vehicle' }));
    expect(error.code).toBe('E_BAD_ORDER');
    expect(refusal(() => planListQuery(vehicle, { orderField: 'seats', orderCondition: 'ascending' })).code).toBe('E_BAD_ORDER');
  });
});

describe('planListQuery conditions', () => {
  const filters = (request: ListRequest, module = vehicle) => planListQuery(module, request).filters;

  it('types each value by its field', () => {
    expect(
      filters({ condition: 'plateNo:@京A|vehicleType:S_INSUV,VAN|seats:N_B5|mileageKm:N_S10000|purchaseDate:D_B2024-01-01|purchasePrice:N_S99.5' }),
    ).toEqual([
      { field: 'plateNo', column: 'plate_no', op: 'like', value: '京A', valueKind: 'string' },
      { field: 'vehicleType', column: 'vehicle_type', op: 'in', value: ['SUV', 'VAN'], valueKind: 'string' },
      { field: 'seats', column: 'seats', op: 'gte', value: 5, valueKind: 'integer' },
      { field: 'mileageKm', column: 'mileage_km', op: 'lte', value: 10000, valueKind: 'integer' },
      { field: 'purchaseDate', column: 'purchase_date', op: 'gte', value: '2024-01-01', valueKind: 'date' },
      { field: 'purchasePrice', column: 'purchase_price', op: 'lte', value: 99.5, valueKind: 'number' },
    ]);
  });

  it('keeps like values raw for the server to escape', () => {
    expect(filters({ condition: 'plateNo:@50%\\|_x ' })[0]?.value).toBe('50%|_x ');
  });

  it('reads a bare date as the whole day on datetime fields', () => {
    expect(filters({ condition: 'foundTime:D_B2024-03-01|foundTime:D_S2024-03-31' }, defect).map((f) => f.value)).toEqual([
      '2024-03-01 00:00:00',
      '2024-03-31 23:59:59',
    ]);
    expect(filters({ condition: 'foundTime:D_S2024-03-31 12:30' }, defect)[0]?.value).toBe('2024-03-31 12:30:00');
  });

  it('takes the date part of a datetime on date fields', () => {
    expect(filters({ condition: 'purchaseDate:D_S2024-01-31 23:59:59' })[0]?.value).toBe('2024-01-31');
  });

  it('adds the default condition to the user condition', () => {
    expect(filters({ defaultCondition: 'vehicleState:S_E10', condition: 'plateNo:@京' }).map((f) => f.field)).toEqual(['vehicleState', 'plateNo']);
  });

  it('drops empty values and empty in-lists', () => {
    expect(filters({ condition: 'plateNo:@|vehicleType:S_IN,|seats:N_B' })).toEqual([]);
  });

  it('refuses unknown fields in condition and defaultCondition', () => {
    for (const request of [{ condition: 'password:@x' }, { defaultCondition: 'orgNo:S_E1' }]) {
      const error = refusal(() => planListQuery(vehicle, request));
      expect(error.code).toBe('E_UNKNOWN_FIELD');
    }
    expect(refusal(() => planListQuery(vehicle, { condition: 'password:@x' })).params).toEqual({ field: 'password' });
  });

  it('refuses SQL fragments wherever an identifier goes', () => {
    expect(refusal(() => planListQuery(vehicle, { condition: 'name;drop table x:@1' })).code).toBe('E_BAD_CONDITION');
    expect(refusal(() => planListQuery(vehicle, { renderFields: 'plateNo,name;drop table x' })).code).toBe('E_UNKNOWN_FIELD');
    expect(refusal(() => planListQuery(track, { parentId: '1', parentField: 'parentId) or (1=1' })).code).toBe('E_UNKNOWN_FIELD');
  });

  it.each([
    ['like on a number', 'seats:@1'],
    ['number range on text', 'plateNo:N_B1'],
    ['date range on a number', 'seats:D_B2024-01-01'],
    ['a number that is not one', 'seats:N_B5 or 1=1'],
    ['a fraction on an integer field', 'seats:N_B1.5'],
    ['a date that is not a day', 'purchaseDate:D_B2024-02-30'],
    ['a date with SQL', "purchaseDate:D_B2024-01-01' or '1'='1"],
  ])('refuses %s', (_, condition) => {
    expect(refusal(() => planListQuery(vehicle, { condition })).code).toBe('E_BAD_CONDITION');
  });

  it('reads booleans and collapses a one-value in-list on them', () => {
    const bundle = loadBundle('vmVehicle');
    const active = { name: 'active', type: 'boolean' as const, label: { 'zh-CN': '启用', 'en-US': 'Active' } };
    const withFlag = compileModule({ ...bundle, entity: { ...bundle.entity, fields: [...bundle.entity.fields, active] } }, loadDictionaries());
    expect(filters({ condition: 'active:S_E1' }, withFlag)[0]).toMatchObject({ op: 'eq', value: true, valueKind: 'boolean' });
    expect(filters({ condition: 'active:S_INfalse' }, withFlag)[0]).toMatchObject({ op: 'eq', value: false });
    expect(filters({ condition: 'active:S_INtrue,false' }, withFlag)).toEqual([]);
    expect(refusal(() => planListQuery(withFlag, { condition: 'active:S_Emaybe' })).code).toBe('E_BAD_CONDITION');
  });
});

describe('planListQuery fields and parent', () => {
  it('returns the render fields asked for, primary key first', () => {
    expect(planListQuery(vehicle, { renderFields: 'plateNo, seats' }).fields.map((f) => f.name)).toEqual(['vehicleNo', 'plateNo', 'seats']);
  });

  it('filters child lists on parentId', () => {
    expect(planListQuery(track, { parentId: 'D001' }).filters).toEqual([
      { field: 'parentId', column: 'parent_id', op: 'eq', value: 'D001', valueKind: 'string' },
    ]);
  });

  it('uses the tree parent field on tree modules without parentId, or the field named', () => {
    expect(planListQuery(equipment, { parentId: '-1' }).filters[0]).toMatchObject({ field: 'parentEqNo', column: 'parent_eq_no', value: '-1' });
    expect(planListQuery(equipment, { parentId: 'S1', parentField: 'czxxNo' }).filters[0]).toMatchObject({ field: 'czxxNo', value: 'S1' });
  });

  it('refuses a parent filter on a module without the field', () => {
    expect(refusal(() => planListQuery(vehicle, { parentId: '1' })).params).toEqual({ field: 'parentId' });
  });
});
