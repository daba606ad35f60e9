import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coerceRecord, compileModule, validateRecord, type CompiledModule } from '../../runtime/index.ts';
import { bundleVersion } from '../../server/modules/bundle-version.ts';
import { createRecordService } from '../../server/modules/record-service.ts';
import { buildApp } from '../../server/app.ts';
import { call, loginAll, startTestApp, type CallResult, type TestApp } from './harness.ts';
import { expectRefusal, newVehicle } from './module-helpers.ts';
import { design, designValue, editAndPublish, editDraft, loadDesign, publishedVersionOf, textField } from './module-design-helpers.ts';
import { moduleTables } from '../../server/db/module-tables.ts';

const VEHICLE = 'vmVehicle';

describe('publishing while records are saved', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  let zhangsan: string;
  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager, zhangsan] = await loginAll(test.app, ['analyst', 'manager', 'zhangsan']);
  });
  afterAll(() => test.close());

  /** The module as version `version` compiled it: what a row stamped with that version must satisfy. */
  async function compiledVersion(version: number): Promise<CompiledModule> {
    const { dictionaries } = await designValue(test.app, analyst, 'context.ajax');
    return compileModule((await loadDesign(test.app, analyst, VEHICLE, version)).bundle, dictionaries);
  }

  function plate(index: number): string {
    return `冀G${String(index).padStart(4, '0')}X`;
  }

  function save(index: number, bundleVersion?: string): Promise<CallResult> {
    return call(test.app, zhangsan, 'vm/vehicle/save.ajax', newVehicle({ plateNo: plate(index), ...(bundleVersion ? { _bundleVersion: bundleVersion } : {}) }));
  }

  it('loses no save and stamps every row with the version whose rules it passed', async () => {
    const saved = await editDraft(test.app, analyst, VEHICLE, (bundle) => {
      bundle.entity.fields.push(textField('inspector', { maxLength: 32, required: true, default: '待定' }));
      bundle.form.groups[0]!.fields.push('inspector');
    });
    expect(saved.body.state).toBe(0);

    // Saves from forms of version 1 (half say so) race the publish of version 2: a few sent before it,
    // most right after (on the embedded database they wait for its transaction), then more follow.
    const racing = Array.from({ length: 4 }, (_, index) => save(index, index % 2 === 0 ? '1' : undefined));
    const publish = design(test.app, manager, 'publish.ajax', { moduleId: VEHICLE, revision: 1, publishedVersion: 1, note: '检查人' });
    racing.push(...Array.from({ length: 20 }, (_, index) => save(4 + index, index % 2 === 0 ? '1' : undefined)));
    const answers = await Promise.all([...racing.slice(0, 4), publish, ...racing.slice(4)]);
    expect(answers[4]!.body).toMatchObject({ state: 0, value: { version: 2 } });
    const after = await Promise.all(Array.from({ length: 8 }, (_, index) => save(100 + index, index % 2 === 0 ? '1' : '2')));

    const results = [...answers.slice(0, 4), ...answers.slice(5), ...after].map((answer, index) => ({ answer, plate: plate(index < 24 ? index : 100 + index - 24) }));
    const db = test.app.database.db;
    const modules = new Map([
      ['1', await compiledVersion(1)],
      ['2', await compiledVersion(2)],
    ]);
    let refused = 0;
    for (const { answer, plate: plateNo } of results) {
      const rows = await moduleTables(db).selectFrom('vm_vehicle').selectAll().where('plate_no', '=', plateNo).execute();
      if (answer.body.state !== 0) {
        // The only refusal is the clear one, and it wrote nothing.
        expectRefusal(answer, 'E_BUNDLE_CHANGED', 409);
        expect(answer.body.msgInfo).toContain('（2）');
        expect(rows).toEqual([]);
        refused += 1;
        continue;
      }
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.vehicle_no).toBe(answer.body.value);
      const module = modules.get(String(row.bundle_version));
      expect(module, `${plateNo} stamped ${row.bundle_version}`).toBeDefined();
      const values = Object.fromEntries([...module!.fields.values()].map((field) => [field.name, row[field.column]]));
      expect(validateRecord(module!, values), plateNo).toEqual([]);
    }
    // Every form of version 1 sent after the publish was refused.
    expect(refused).toBeGreaterThanOrEqual(4);
    // Rows written before the publish got the default with the new column; none slipped in after it under version 1.
    const { rows } = await sql<{ n: number }>`select count(*) as n from vm_vehicle where inspector is null`.execute(db);
    expect(Number(rows[0]?.n)).toBe(0);
    const stamped = await sql<{ v: string; n: number }>`select bundle_version as v, count(*) as n from vm_vehicle where plate_no like '冀G%X' group by bundle_version`.execute(db);
    expect(stamped.rows.map((row) => row.v).sort()).toContain('2');
  });

  it('refuses a save that validated against the version a publish has just replaced', async () => {
    // What a save racing a publish holds: the module as it was when the call began.
    const stale = test.app.modules.byModuleId(VEHICLE)!;
    const version = await editAndPublish(test.app, analyst, manager, VEHICLE, (bundle) => {
      bundle.entity.fields.push(textField('parkingSpot', { maxLength: 16, required: true, default: 'P1' }));
    });
    expect(bundleVersion(stale)).toBe(String(version - 1));
    const records = createRecordService(test.app.database, test.app.modules);
    const ctx = { orgNo: 'ORG0101', userId: 'U0003', locale: 'zh-CN' as const };
    const { values } = coerceRecord(stale, newVehicle({ plateNo: '冀G9Z999' }));
    await expect(records.save(stale, values, undefined, ctx)).rejects.toMatchObject({ code: 'E_BUNDLE_CHANGED', params: { version: String(version) } });
    expect(await moduleTables(test.app.database.db).selectFrom('vm_vehicle').select('vehicle_no').where('plate_no', '=', '冀G9Z999').execute()).toEqual([]);
  });

  it('lets only one of two simultaneous publishes of a draft through', async () => {
    const saved = await editDraft(test.app, analyst, VEHICLE, (bundle) => {
      bundle.entity.fields.push(textField('fuelCard', { maxLength: 20 }));
    });
    const revision = saved.body.value.revision;
    const publishedVersion = await publishedVersionOf(test.app, manager, VEHICLE);
    const [first, second] = await Promise.all([
      design(test.app, manager, 'publish.ajax', { moduleId: VEHICLE, revision, publishedVersion, note: 'a' }),
      design(test.app, manager, 'publish.ajax', { moduleId: VEHICLE, revision, publishedVersion, note: 'b' }),
    ]);
    // The later one finds the other's version published instead of the one its plan started from.
    const answers = [first, second].map((answer) => answer.body.code ?? 'ok').sort();
    expect(answers).toEqual(['E_CONFLICT', 'ok']);
    expect((await designValue(test.app, manager, 'versions.ajax', { moduleId: VEHICLE })).filter((version: { status: string }) => version.status === 'published')).toHaveLength(1);
    const audit = await test.app.database.db.selectFrom('sys_module_audit').select('to_version').where('module_id', '=', VEHICLE).where('action', '=', 'publish').execute();
    expect(audit.map((row) => row.to_version)).toEqual([2, 3, 4]);
  });
});

describe('a second server on the same database', () => {
  let test: TestApp;
  let other: FastifyInstance;
  let analyst: string;
  let manager: string;
  beforeAll(async () => {
    test = await startTestApp();
    other = await buildApp({ config: test.app.config, database: test.app.database });
    await other.ready();
    [analyst, manager] = await loginAll(test.app, ['analyst', 'manager']);
  });
  afterAll(async () => {
    await other.close();
    await test.close();
  });

  it('serves a publish made on the first server from its next request', async () => {
    expect((await call(other, manager, 'vm/vehicle/init.ajax', {})).body.value.version).toBe('1');
    const version = await editAndPublish(test.app, analyst, manager, VEHICLE, (bundle) => {
      bundle.entity.fields.push(textField('gpsTerminal', { maxLength: 32 }));
      bundle.list.columns.push({ field: 'gpsTerminal' });
    });
    expect(version).toBe(2);

    const init = await call(other, manager, 'vm/vehicle/init.ajax', {});
    expect(init.body.value.version).toBe('2');
    expect(init.body.value.columns.map((column: { field: string }) => column.field)).toContain('gpsTerminal');
    expect(other.modules.revision).toBe(test.app.modules.revision);
    expectRefusal(await call(other, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G5C001', gpsTerminal: 'T1', _bundleVersion: '1' })), 'E_BUNDLE_CHANGED', 409);
    const saved = await call(other, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G5C001', gpsTerminal: 'T1', _bundleVersion: '2' }));
    expect(saved.body.state).toBe(0);
  });

  it('serves a module created and published on the first server under its new path', async () => {
    const { bundle: station } = await loadDesign(test.app, analyst, 'baStation');
    const bundle = structuredClone(station);
    Object.assign(bundle, { moduleId: 'bsSubstation', apiPath: 'bs/substation', title: { 'zh-CN': '升压站', 'en-US': 'Substations' } });
    bundle.entity = { ...bundle.entity, name: 'BsSubstation', table: 'bs_substation' };
    // The copy keeps the station's menu grants: publish grants what the bundle names.
    bundle.menu = { ...bundle.menu, parentId: 'm_base', routerPath: 'bs/substation', seq: 20 };
    delete bundle.import;
    const saved = await design(test.app, analyst, 'saveDraft.ajax', { moduleId: 'bsSubstation', bundle: JSON.stringify(bundle), revision: -1, note: '新模块' });
    expect(saved.body).toMatchObject({ state: 0, value: { version: 1, revision: 1 } });
    const plan = await designValue(test.app, manager, 'plan.ajax', { moduleId: 'bsSubstation' });
    expect(plan.plan.steps[0]).toEqual({ kind: 'createTable', table: 'bs_substation' });
    expect(plan.plan.steps).toContainEqual({ kind: 'addMenu', moduleId: 'bsSubstation', parentId: 'm_base', routerPath: 'bs/substation' });
    expect((await design(test.app, manager, 'publish.ajax', { moduleId: 'bsSubstation', revision: 1, publishedVersion: 0, note: '新建升压站' })).body.value.version).toBe(1);

    const created = await call(other, manager, 'bs/substation/save.ajax', { pkValue: -1, stationCode: 'SYZ01', czxxNam: '一号升压站', stationType: 'WIND', capacityMw: '120.00', _bundleVersion: '1' });
    expect(created.body.state).toBe(0);
    const listed = await call(other, manager, 'bs/substation/tableList.ajax', {});
    expect(listed.body).toMatchObject({ totalRows: 1, rows: [{ rowDatas: { czxxNam: '一号升压站' } }] });
    const menu = await test.app.database.db.selectFrom('sys_menu').select(['parent_id', 'router_path']).where('id', '=', 'bsSubstation').executeTakeFirst();
    expect(menu).toEqual({ parent_id: 'm_base', router_path: 'bs/substation' });
    expectRefusal(await call(other, manager, 'bs/nothing/tableList.ajax', {}), 'E_NOT_FOUND', 404);
  });
});
