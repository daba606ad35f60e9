import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from './harness.ts';
import { allRows, countRows, expectRefusal, list, WIND_ORG } from './module-helpers.ts';

const VEHICLES = 'vm/vehicle/tableList.ajax';
const DEFECTS = 'df/defect/tableList.ajax';

describe('module lists: paging, order, conditions', () => {
  let test: TestApp;
  let token: string;
  let windVehicles: number;
  beforeAll(async () => {
    test = await startTestApp();
    token = await login(test.app, 'manager');
    windVehicles = await countRows(test.app, 'vm_vehicle', WIND_ORG);
  });
  afterAll(() => test.close());

  it('pages through the organisation rows without overlap, in the default order', async () => {
    const first = await list(test.app, token, VEHICLES);
    expect(first.totalRows).toBe(windVehicles);
    expect(first.rows).toHaveLength(20);
    const dates = first.rows.map((row) => row.rowDatas.purchaseDate as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    const rows = await allRows(test.app, token, VEHICLES);
    expect(new Set(rows.map((row) => row.pkValue)).size).toBe(windVehicles);
  });

  it('reports the total and summary on a page beyond the end', async () => {
    const page = await list(test.app, token, VEHICLES, { pageNo: 999, pageSize: 20 });
    expect(page.rows).toEqual([]);
    expect(page.totalRows).toBe(windVehicles);
    const first = await list(test.app, token, VEHICLES, { pageNo: 1, pageSize: 20 });
    expect(page.summary).toEqual(first.summary);
  });

  it('sums over the whole filtered set', async () => {
    const rows = await allRows(test.app, token, VEHICLES, { condition: 'vehicleType:S_EPICKUP' });
    const page = await list(test.app, token, VEHICLES, { condition: 'vehicleType:S_EPICKUP', pageSize: 5 });
    const mileage = rows.reduce((sum, row) => sum + (row.rowDatas.mileageKm as number), 0);
    const price = rows.reduce((sum, row) => sum + Number(row.rowDatas.purchasePrice) * 100, 0) / 100;
    expect(page.summary).toEqual({ mileageKm: mileage, purchasePrice: price.toFixed(2) });
  });

  it('orders by a sortable field both ways, the key breaking ties', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const rows = await allRows(test.app, token, VEHICLES, { orderField: 'mileageKm', orderCondition: direction });
      const values = rows.map((row) => row.rowDatas.mileageKm as number);
      const sorted = [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));
      expect(values).toEqual(sorted);
    }
  });

  it('filters with every condition code', async () => {
    const like = await allRows(test.app, token, VEHICLES, { condition: 'plateNo:@G1' });
    expect(like.length).toBeGreaterThan(0);
    expect(like.every((row) => (row.rowDatas.plateNo as string).includes('G1'))).toBe(true);

    const state = await allRows(test.app, token, VEHICLES, { condition: 'vehicleState:S_E20' });
    expect(state.every((row) => row.rowDatas.vehicleState === '20')).toBe(true);

    const suv = (await list(test.app, token, VEHICLES, { condition: 'vehicleType:S_ESUV' })).totalRows;
    const van = (await list(test.app, token, VEHICLES, { condition: 'vehicleType:S_EVAN' })).totalRows;
    const both = await allRows(test.app, token, VEHICLES, { condition: 'vehicleType:S_INSUV,VAN' });
    expect(both).toHaveLength(suv + van);

    const dated = await allRows(test.app, token, VEHICLES, { condition: 'purchaseDate:D_B2020-01-01|purchaseDate:D_S2022-12-31' });
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((row) => row.rowDatas.purchaseDate >= '2020-01-01' && row.rowDatas.purchaseDate <= '2022-12-31')).toBe(true);

    const ranged = await allRows(test.app, token, VEHICLES, { condition: 'mileageKm:N_B20000|mileageKm:N_S90000' });
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((row) => row.rowDatas.mileageKm >= 20000 && row.rowDatas.mileageKm <= 90000)).toBe(true);
  });

  it('takes a bare date as the whole day at the upper end of a datetime range', async () => {
    const [latest] = (await list(test.app, token, DEFECTS, { pageSize: 1 })).rows;
    const day = (latest?.rowDatas.foundTime as string).slice(0, 10);
    const sameDay = await list(test.app, token, DEFECTS, { condition: `foundTime:D_B${day}|foundTime:D_S${day}` });
    expect(sameDay.rows.map((row) => row.pkValue)).toContain(latest?.pkValue);
  });

  it('escapes like wildcards and combines the default condition', async () => {
    expect((await list(test.app, token, VEHICLES, { condition: 'plateNo:@%' })).totalRows).toBe(0);
    expect((await list(test.app, token, VEHICLES, { condition: 'plateNo:@_' })).totalRows).toBe(0);
    expect((await list(test.app, token, VEHICLES, { condition: 'plateNo:@\\\\' })).totalRows).toBe(0);
    const combined = await allRows(test.app, token, VEHICLES, { condition: 'vehicleType:S_ESUV', defaultCondition: 'vehicleState:S_E10' });
    expect(combined.every((row) => row.rowDatas.vehicleType === 'SUV' && row.rowDatas.vehicleState === '10')).toBe(true);
  });

  it('returns only the render fields, with the key and labels', async () => {
    const page = await list(test.app, token, VEHICLES, { renderFields: 'plateNo,vehicleType', pageSize: 1 });
    expect(Object.keys(page.rows[0]?.rowDatas ?? {}).sort()).toEqual(['_labels', 'plateNo', 'vehicleNo', 'vehicleType']);
    expect(page.rows[0]?.rowDatas._labels.vehicleType).toMatch(/越野车|皮卡|面包车|工程车|吊车/);
  });

  it('labels references, tree references and dictionaries in the request language', async () => {
    const page = await list(test.app, token, DEFECTS, { pageSize: 1, lang: 'en_US' });
    const row = page.rows[0]?.rowDatas;
    expect(row?._labels).toMatchObject({ czxxNo: '张北风电场', eqNo: expect.stringMatching(/号/) });
    expect(['Critical', 'Major', 'General']).toContain(row?._labels.category);
    expect(page.tableHeader[0]).toEqual({ label: 'Defect code', id: 'defectCode', width: '150' });
  });

  it('lists child rows by parent key', async () => {
    const [defect] = (await list(test.app, token, DEFECTS, { pageSize: 1 })).rows;
    const tracks = await list(test.app, token, 'df/defectTrack/tableList.ajax', { parentId: defect?.pkValue ?? '' });
    expect(tracks.totalRows).toBeGreaterThanOrEqual(1);
    expect(tracks.totalRows).toBeLessThanOrEqual(3);
    expect(tracks.rows.every((row) => row.rowDatas.parentId === defect?.pkValue && row.rowDatas.parentName === defect?.rowDatas.defectCode)).toBe(true);
  });

  it('refuses unknown fields, bad orders and oversized pages with a clear message', async () => {
    const unknownCondition = await call(test.app, token, VEHICLES, { condition: 'ownerName:@x' });
    expectRefusal(unknownCondition, 'E_UNKNOWN_FIELD', 400);
    expect(unknownCondition.body.msgInfo).toBe('未知字段：ownerName');
    expectRefusal(await call(test.app, token, VEHICLES, { orderField: 'ownerName' }), 'E_UNKNOWN_FIELD');
    expectRefusal(await call(test.app, token, VEHICLES, { renderFields: 'plateNo,ownerName' }), 'E_UNKNOWN_FIELD');
    expectRefusal(await call(test.app, token, VEHICLES, { pageSize: 100000 }), 'E_PAGE_SIZE');
    expectRefusal(await call(test.app, token, VEHICLES, { orderField: 'mileageKm', orderCondition: 'desc;' }), 'E_BAD_ORDER');
    expectRefusal(await call(test.app, token, VEHICLES, { condition: 'mileageKm:@12' }), 'E_BAD_CONDITION');
    expectRefusal(await call(test.app, token, VEHICLES, { condition: 'mileageKm:N_Bmany' }), 'E_BAD_CONDITION');
    expectRefusal(await call(test.app, token, VEHICLES, { _entityName: 'DfDefect' }), 'E_UNKNOWN_ENTITY');
  });

  it('treats SQL fragments in every string parameter as data', async () => {
    const fragments = ["'; drop table vm_vehicle; --", '1 or 1=1', "x' or '1'='1"];
    for (const fragment of fragments) {
      expect((await list(test.app, token, VEHICLES, { condition: `plateNo:@${fragment}` })).totalRows).toBe(0);
      expect((await list(test.app, token, VEHICLES, { condition: `vehicleType:S_IN${fragment}` })).totalRows).toBe(0);
      expect((await list(test.app, token, VEHICLES, { condition: `vehicleState:S_E${fragment}` })).totalRows).toBe(0);
      expect((await list(test.app, token, VEHICLES, { defaultCondition: `driverName:@${fragment}` })).totalRows).toBe(0);
      expect((await list(test.app, token, 'df/defectTrack/tableList.ajax', { parentId: fragment })).totalRows).toBe(0);
      for (const params of [
        { orderField: fragment },
        { orderCondition: fragment },
        { renderFields: fragment },
        { pageNo: fragment },
        { pageSize: fragment },
        { condition: `${fragment}:@x` },
        { condition: `purchaseDate:D_B${fragment}` },
        { _entityName: fragment },
      ]) {
        const result = await call(test.app, token, VEHICLES, params);
        expect(result.body.state, JSON.stringify(params)).toBe(-1);
        expect(result.body.msgInfo).not.toMatch(/syntax|relation|column/i);
      }
    }
    expect(await countRows(test.app, 'vm_vehicle', WIND_ORG)).toBe(windVehicles);
  });

  it('shows each organisation only its own rows', async () => {
    const other = await login(test.app, 'lisi');
    const pvRows = await allRows(test.app, other, VEHICLES);
    const windKeys = new Set((await allRows(test.app, token, VEHICLES)).map((row) => row.pkValue));
    expect(pvRows.length).toBeGreaterThan(0);
    expect(pvRows.some((row) => windKeys.has(row.pkValue))).toBe(false);
  });

  it('accepts GET as well as POST', async () => {
    const { body } = await call(test.app, token, VEHICLES, { pageSize: 2 }, 'GET');
    expect(body.rows).toHaveLength(2);
  });
});
