/**
 * Numbering rules (docs/bundle-format.md, Numbering): the demo defects' code QX{yyyyMMdd}{seq:3}
 * is filled by the server on add when empty, per organisation and day, on a clock the test
 * drives; concurrent saves never share a number. Both databases; three servers on one schema
 * on PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { list } from './module-helpers.ts';
import { editAndPublish, textField } from './module-design-helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A day no seeded defect has: the seed goes back two years from today. */
let now = new Date(2031, 2, 9, 10, 0);

type Refs = { czxxNo: string; eqNo: string };

async function stationAndEquipment(test: TestApp, token: string): Promise<Refs> {
  const [station] = (await list(test.app, token, 'ba/station/tableList.ajax', { pageSize: 1 })).rows;
  const [equipment] = (await list(test.app, token, 'eq/equipment/tableList.ajax', { pageSize: 1, condition: `czxxNo:S_E${station?.pkValue}` })).rows;
  return { czxxNo: station?.pkValue ?? '', eqNo: equipment?.pkValue ?? '' };
}

function newDefect(refs: Refs, overrides: Record<string, string> = {}) {
  return { pkValue: -1, _entityName: 'DfDefect', title: '编号测试', category: 'GENERAL', foundBy: '张三', foundTime: '2031-03-09 08:00:00', description: '编号测试', ...refs, ...overrides };
}

async function addDefect(test: TestApp, token: string, refs: Refs, overrides: Record<string, string> = {}): Promise<string> {
  const saved = await call(test.app, token, 'df/defect/save.ajax', newDefect(refs, overrides));
  if (saved.body.state !== 0) throw new Error(`save answered ${JSON.stringify(saved.body)}`);
  const found = await call(test.app, token, 'df/defect/find.ajax', { pkValue: saved.body.value });
  return found.body.recorder.defectCode as string;
}

describe('numbering on one server', () => {
  let test: TestApp;
  let manager: string;
  let lisi: string;
  let wind: Refs;
  let pv: Refs;
  beforeAll(async () => {
    test = await startTestApp({}, { clock: () => now });
    [manager, lisi] = await loginAll(test.app, ['manager', 'lisi']);
    wind = await stationAndEquipment(test, manager);
    pv = await stationAndEquipment(test, lisi);
  });
  afterAll(() => test.close());

  it('fills an empty number on add, after the highest one stored for the day, and keeps a number typed into the editable field', async () => {
    expect(await addDefect(test, manager, wind, { defectCode: 'QX20310309007' })).toBe('QX20310309007');
    expect(await addDefect(test, manager, wind)).toBe('QX20310309008');
    expect(await addDefect(test, manager, wind, { defectCode: '' })).toBe('QX20310309009');
  });

  it('counts per organisation and starts again the next day', async () => {
    expect(await addDefect(test, lisi, pv)).toBe('QX20310309001');
    now = new Date(2031, 2, 10, 0, 5);
    expect(await addDefect(test, manager, wind)).toBe('QX20310310001');
    expect(await addDefect(test, lisi, pv)).toBe('QX20310310001');
    expect(await addDefect(test, manager, wind)).toBe('QX20310310002');
  });

  it('never renumbers on edit', async () => {
    const saved = await call(test.app, manager, 'df/defect/save.ajax', newDefect(wind));
    const key = saved.body.value as string;
    const edited = await call(test.app, manager, 'df/defect/save.ajax', { pkValue: key, title: '改标题' });
    expect(edited.body.state).toBe(0);
    const found = await call(test.app, manager, 'df/defect/find.ajax', { pkValue: key });
    expect(found.body.recorder).toMatchObject({ title: '改标题', defectCode: 'QX20310310003' });
  });

  it('gives 50 parallel saves 50 different numbers', async () => {
    now = new Date(2031, 2, 11, 9, 0);
    const saves = await Promise.all(Array.from({ length: 50 }, () => call(test.app, manager, 'df/defect/save.ajax', newDefect(wind))));
    expect(saves.map((saved) => saved.body.state)).toEqual(Array(50).fill(0));
    const { rows } = await sql<{ code: string }>`select defect_code as code from df_defect where defect_code like 'QX20310311%'`.execute(test.app.database.db);
    const codes = rows.map((row) => row.code).sort();
    expect(new Set(codes).size).toBe(50);
    expect(codes[0]).toBe('QX20310311001');
    expect(codes[49]).toBe('QX20310311050');
  });

  it('refuses a client value for a read-only numbered field, numbers the record sent without one, and renumbers no stored row of a rule published later', async () => {
    const [admin] = await loginAll(test.app, ['admin']);
    await editAndPublish(test.app, admin, admin, 'vmVehicle', (bundle) => {
      bundle.entity.fields.push(textField('assetNo', { readOnly: true, maxLength: 20, numbering: { pattern: 'CL-{yyyy}-{seq:4}' } }));
    });
    const { rows: stored } = await sql<{ all: number; numbered: number }>`select count(*) as all, count(asset_no) as numbered from vm_vehicle`.execute(test.app.database.db);
    expect(Number(stored[0]?.all)).toBeGreaterThan(0);
    expect(Number(stored[0]?.numbered)).toBe(0);
    const vehicle = {
      pkValue: -1, _entityName: 'VmVehicle', plateNo: '冀G7N001', frameNo: 'LGWEF4A59NF654321', vehicleType: 'PICKUP', brandModel: '长城', seats: 5,
      purchaseDate: '2024-03-15', purchasePrice: '158000.00', mileageKm: 1, vehicleState: '10', driverName: '张三', driverPhone: '13900020002',
    };
    // The field policy: a read-only field takes no value from a client, a number included (docs/bundle-format.md, Field policy).
    const forged = await call(test.app, admin, 'vm/vehicle/save.ajax', { ...vehicle, assetNo: 'CL-2031-9999' });
    expect(forged.body.param.errors).toEqual([{ field: 'assetNo', message: expect.stringContaining('只读') }]);
    const saved = await call(test.app, admin, 'vm/vehicle/save.ajax', { ...vehicle, assetNo: '' });
    expect(saved.body.state).toBe(0);
    const found = await call(test.app, admin, 'vm/vehicle/find.ajax', { pkValue: saved.body.value });
    // The refused save had taken 0001 before its transaction: numbers may leave gaps, never repeat.
    expect(found.body.recorder.assetNo).toBe('CL-2031-0002');
  });
});

describe.runIf(onPostgres)('numbering on three servers sharing one PostgreSQL database', () => {
  const servers: TestApp[] = [];
  beforeAll(async () => {
    servers.push(await startTestApp({}, { clock: () => now }));
    for (let i = 0; i < 2; i++) servers.push(await startTestApp({}, { sharing: servers[0], clock: () => now }));
  });
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
  });

  it('hands out no number twice across 50 parallel saves spread over the servers', async () => {
    now = new Date(2031, 5, 1, 8, 0);
    const tokens = await Promise.all(servers.map(async (server) => (await loginAll(server.app, ['manager']))[0]));
    const [first] = servers;
    const refs = await stationAndEquipment(first as TestApp, tokens[0] as string);
    const saves = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const server = servers[i % servers.length] as TestApp;
        return call(server.app, tokens[i % servers.length] as string, 'df/defect/save.ajax', newDefect(refs));
      }),
    );
    expect(saves.map((saved) => saved.body.state)).toEqual(Array(50).fill(0));
    const { rows } = await sql<{ code: string }>`select defect_code as code from df_defect where defect_code like 'QX20310601%'`.execute((first as TestApp).app.database.db);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.code)).size).toBe(50);
  });
});
