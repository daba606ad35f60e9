import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, fillTemplate, upload } from './file-helpers.ts';
import { call, loginAll, startTestApp, type CallParams, type TestApp } from './harness.ts';
import { expectRefusal, list, PV_ORG, WIND_ORG } from './module-helpers.ts';
import { expectOk, submitStep } from './workflow-support.ts';

/**
 * The vehicle and ship, defect and fault, and emergency modules (modules/vm*, sm*, dfFault,
 * dfDefect's deferral, em*) against the real server: their rules refuse with their messages,
 * numbers and computed values come from the server, life cycles move only from the right
 * state, and the demo month holds records in every state.
 */
describe('vehicle, ship, fault and emergency modules', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let gaofeng: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan, gaofeng] = await loginAll(test.app, ['manager', 'zhangsan', 'gaofeng'] as const);
  });
  afterAll(() => test.close());

  const save = (token: string, path: string, values: CallParams) => call(test.app, token, `${path}/save.ajax`, values);
  const find = async (token: string, path: string, key: string) => {
    const { body } = await call(test.app, token, `${path}/find.ajax`, { pkValue: key });
    return body.recorder;
  };
  const transition = (token: string, path: string, key: string, name: string) => call(test.app, token, `${path}/transition.ajax`, { pkValue: key, transition: name });
  const today = () => {
    const now = new Date();
    return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  };
  /** The key of a record of the organisation, straight from the table. */
  const anyKey = async (table: string, keyColumn: string, where = sql`true`, orgNo = WIND_ORG) => {
    const { rows } = await sql<{ key: string }>`select ${sql.ref(keyColumn)} as key from ${sql.table(table)} where org_no = ${orgNo} and ${where} order by ${sql.ref(keyColumn)} limit 1`.execute(test.app.database.db);
    if (!rows[0]) throw new Error(`no row in ${table}`);
    return rows[0].key;
  };

  describe('vehicle use requests', () => {
    const PATH = 'vm/useRequest';
    const request = (overrides: CallParams = {}): CallParams => ({
      pkValue: -1,
      purpose: 'REPAIR',
      useReason: '18号风机变桨故障抢修',
      destination: '张北风电场 18号风机',
      plannedOut: '2026-12-01 08:00:00',
      plannedBack: '2026-12-01 17:30:00',
      passengerCount: 3,
      ...overrides,
    });

    it('refuses a return planned before the departure, with the rule message, writing nothing', async () => {
      const before = await list(test.app, zhangsan, `${PATH}/tableList.ajax`, { pageSize: 1 });
      const refused = await save(zhangsan, PATH, request({ plannedBack: '2026-12-01 07:00:00' }));
      expectRefusal(refused, 'E_VALIDATION', 400);
      expect(refused.body.param.errors).toEqual([{ field: 'plannedOut', message: '计划出车时间不能晚于计划返回时间' }]);
      expect((await list(test.app, zhangsan, `${PATH}/tableList.ajax`, { pageSize: 1 })).totalRows).toBe(before.totalRows);
    });

    it('numbers a new request, fills the applicant and computes the planned hours whatever the client sends', async () => {
      const saved = await save(zhangsan, PATH, request({ plannedHours: 99 }));
      expectOk(saved);
      const record = await find(zhangsan, PATH, saved.body.value);
      expect(record.requestCode).toMatch(new RegExp(`^YC${today()}\\d{3}$`));
      expect(record).toMatchObject({ applicant: '张三', plannedHours: '9.5', useState: '10' });
      expect(record._labels.useState).toBe('草稿');
    });

    it('is approved by its model: the other 值长 reviews, the station head assigns vehicle and driver and approves; then returned', async () => {
      const key = (await save(zhangsan, PATH, request())).body.value as string;
      expectRefusal(await transition(manager, PATH, key, 'approve'), 'E_BAD_REQUEST');
      expectOk(await submitStep(test.app, zhangsan, 'vmUseRequest', key, true));
      expect((await find(zhangsan, PATH, key)).useState).toBe('20');
      // Submitted, the request itself is locked.
      const locked = await save(zhangsan, PATH, { pkValue: key, destination: '张家口市区' });
      expect(locked.body.param.errors).toEqual([{ field: 'destination', message: '记录处于已提交状态，目的地不能修改' }]);
      // 张三, a 值长 himself, does not review his own request: 高峰 does.
      expectRefusal(await submitStep(test.app, zhangsan, 'vmUseRequest', key), 'E_FORBIDDEN', 403);
      expectOk(await submitStep(test.app, gaofeng, 'vmUseRequest', key));
      // The approval step opens the vehicle and the driver to its handler.
      const vehicle = await anyKey('vm_vehicle', 'vehicle_no', sql`vehicle_state = '10'`);
      expectOk(await save(manager, PATH, { pkValue: key, vehicleNo: vehicle, driverName: '李明' }));
      expectOk(await submitStep(test.app, manager, 'vmUseRequest', key));
      expect(await find(zhangsan, PATH, key)).toMatchObject({ useState: '30', vehicleNo: vehicle, driverName: '李明' });
      const returned = await transition(zhangsan, PATH, key, 'return');
      expectOk(returned);
      expect(returned.body.recorder.useState).toBe('50');
      expect(returned.body.recorder.returnedAt).toMatch(/^\d{4}-/);
    });

    it('refuses a vehicle out of service', async () => {
      const repairing = await anyKey('vm_vehicle', 'vehicle_no', sql`vehicle_state = '20'`);
      const refused = await save(manager, PATH, request({ vehicleNo: repairing }));
      expect(refused.body.param.errors).toEqual([{ field: 'vehicleNo', message: '所选派用车辆不存在或不属于当前组织' }]);
    });
  });

  it('refuses a trip whose end odometer is below its start, and computes the distance itself', async () => {
    const vehicle = await anyKey('vm_vehicle', 'vehicle_no');
    const trip = { pkValue: -1, vehicleNo: vehicle, driverName: '李明', destination: '张北风电场 3号集电线路', departAt: '2026-11-20 08:00:00', startMileage: 52_310 };
    const refused = await save(zhangsan, 'vm/trip', { ...trip, endMileage: 52_300 });
    expect(refused.body.param.errors).toEqual([{ field: 'endMileage', message: '回场里程不能小于出车里程' }]);
    const saved = await save(zhangsan, 'vm/trip', { ...trip, endMileage: 52_396, distanceKm: 5 });
    expectOk(saved);
    expect(await find(zhangsan, 'vm/trip', saved.body.value)).toMatchObject({ distanceKm: 86, tripCode: expect.stringMatching(new RegExp(`^CC${today()}\\d{3}$`)) });
  });

  it('computes a refuelling amount to the fen from litres and unit price', async () => {
    const vehicle = await anyKey('vm_vehicle', 'vehicle_no');
    const saved = await save(zhangsan, 'vm/refuel', { pkValue: -1, vehicleNo: vehicle, fuelType: 'DIESEL_10', litres: '52.37', unitPrice: '7.63', amount: '1.00' });
    expectOk(saved);
    expect((await find(zhangsan, 'vm/refuel', saved.body.value)).amount).toBe('399.58');
  });

  it('imports a fuel-card statement: amounts computed, a transaction already stored updated, not doubled', async () => {
    const { rows } = await sql<{ plate_no: string }>`select plate_no from vm_vehicle where org_no = ${WIND_ORG} and vehicle_state = '10' order by plate_no limit 1`.execute(test.app.database.db);
    const plate = rows[0]!.plate_no;
    const line = (txn: string, litres: number) => ({ 车辆: plate, 加油日期: '2026-11-18', 油品: '-10号柴油', '加油量(L)': litres, '单价(元/L)': 7.63, 油卡交易流水号: txn, 经办人: '李明' });
    const statement = async (lines: Record<string, unknown>[]) => {
      const template = await download(test.app, manager, 'pub/generateImportTemplate.ajax', { _entityName: 'VmRefuel' });
      const uploaded = await upload(test.app, manager, 'attachment/importUploadFile.ajax', [{ name: '油卡对账单.xlsx', bytes: await fillTemplate(template.bytes, lines) }]);
      return call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'VmRefuel', filePath: uploaded.body.fileId });
    };
    expect((await statement([line('2026111800000001', 52.37), line('2026111800000002', 40)])).body.value).toMatchObject({ successNum: 2, errorNum: 0 });
    expect((await statement([line('2026111800000001', 50)])).body.value).toMatchObject({ successNum: 1, errorNum: 0 });
    const stored = await sql<{ card_txn_no: string; litres: string; amount: string }>`select card_txn_no, litres, amount from vm_refuel where card_txn_no like '20261118000000%' order by card_txn_no`.execute(test.app.database.db);
    expect(stored.rows).toEqual([
      { card_txn_no: '2026111800000001', litres: '50.00', amount: '381.50' },
      { card_txn_no: '2026111800000002', litres: '40.00', amount: '305.20' },
    ]);
  });

  describe('ships and voyages', () => {
    it('holds an MMSI to 9 digits and to one ship', async () => {
      const ship = { pkValue: -1, shipName: '龙源运维09', shipType: 'CTV', capacity: 12, crewCount: 4 };
      const short = await save(manager, 'sm/ship', { ...ship, mmsi: '41312345' });
      expect(short.body.param.errors).toEqual([{ field: 'mmsi', message: '请输入正确的MMSI（9位数字）' }]);
      const { rows } = await sql<{ mmsi: string }>`select mmsi from sm_ship where ship_name = '龙源运维01'`.execute(test.app.database.db);
      const taken = await save(manager, 'sm/ship', { ...ship, mmsi: rows[0]!.mmsi });
      expectRefusal(taken, 'E_VALIDATION');
      expect(taken.body.param.errors[0].field).toBe('mmsi');
      expectOk(await save(manager, 'sm/ship', { ...ship, mmsi: '413900119' }));
    });

    it('refuses an arrival before the departure and more people than the ship carries; links the turbines visited', async () => {
      const ship = await anyKey('sm_ship', 'ship_no', sql`ship_name = '龙源运维01'`);
      const station = await anyKey('ba_station', 'czxx_no');
      const { rows } = await sql<{ eq_no: string; eq_name: string }>`select eq_no, eq_name from eq_equipment where org_no = ${WIND_ORG} and eq_type = 'WTG' order by eq_code limit 2`.execute(
        test.app.database.db,
      );
      const voyage = {
        pkValue: -1,
        shipNo: ship,
        czxxNo: station,
        departPort: '江苏如东洋口港',
        departAt: '2026-11-20 06:30:00',
        arriveAt: '2026-11-20 15:00:00',
        peopleOnBoard: 8,
        turbinesVisited: rows.map((row) => row.eq_no).join(','),
        task: '风机季度维护',
        weather: 'SUNNY',
        waveHeight: '0.8',
      };
      const early = await save(zhangsan, 'sm/voyage', { ...voyage, arriveAt: '2026-11-20 06:00:00' });
      expect(early.body.param.errors).toEqual([{ field: 'departAt', message: '返回时间不能早于出发时间' }]);
      const crowded = await save(zhangsan, 'sm/voyage', { ...voyage, peopleOnBoard: 13 });
      expect(crowded.body.param.errors).toEqual([{ field: 'peopleOnBoard', message: '在船人数不能超过船舶载员定额' }]);
      const saved = await save(zhangsan, 'sm/voyage', voyage);
      expectOk(saved);
      const record = await find(zhangsan, 'sm/voyage', saved.body.value);
      expect(record).toMatchObject({ voyageHours: '8.5', _labels: { turbinesVisited: rows.map((row) => row.eq_name).join(',') } });
      const visited = await list(test.app, zhangsan, 'sm/voyage/tableList.ajax', { condition: `turbinesVisited:S_E${rows[1]!.eq_no}`, pageSize: 100 });
      expect(visited.rows.map((row) => row.pkValue)).toContain(saved.body.value);
    });
  });

  describe('defects and faults', () => {
    it('defers a defect only with a reason, stamping who deferred it, and then keeps the reason', async () => {
      const key = await anyKey('df_defect', 'defect_no', sql`defect_state = '20' and category = 'GENERAL'`);
      const refused = await transition(zhangsan, 'df/defect', key, 'defer');
      expectRefusal(refused, 'E_VALIDATION', 400);
      expect(refused.body.param.errors).toEqual([{ field: 'deferReason', message: '延期前请先填写延期原因' }]);
      expectOk(await save(zhangsan, 'df/defect', { pkValue: key, deferReason: '备件未到货，厂家预计两周内发货' }));
      const deferred = await transition(zhangsan, 'df/defect', key, 'defer');
      expectOk(deferred);
      expect(deferred.body.recorder).toMatchObject({ defectState: '70', deferredBy: '张三' });
      const cleared = await save(manager, 'df/defect', { pkValue: key, deferReason: '' });
      expect(cleared.body.param.errors).toEqual([{ field: 'deferReason', message: '记录处于已延期状态，延期原因不能修改' }]);
    });

    it('numbers a fault, computes its downtime, refuses a recovery before its start and closes only after the analysis', async () => {
      const station = await anyKey('ba_station', 'czxx_no');
      const turbine = await anyKey('eq_equipment', 'eq_no', sql`eq_type = 'WTG'`);
      const fault = { pkValue: -1, czxxNo: station, eqNo: turbine, deviceFaultCode: 'F0123', faultText: '变桨变频器故障', faultType: 'ELECTRICAL', startTime: '2026-11-20 03:12:00' };
      const backwards = await save(zhangsan, 'df/fault', { ...fault, endTime: '2026-11-20 02:00:00' });
      expect(backwards.body.param.errors).toEqual([{ field: 'startTime', message: '故障恢复时间不能早于故障开始时间' }]);
      const saved = await save(zhangsan, 'df/fault', fault);
      expectOk(saved);
      const key = saved.body.value as string;
      expect((await find(zhangsan, 'df/fault', key)).faultCode).toMatch(new RegExp(`^GZ${today()}\\d{3}$`));
      expect((await transition(zhangsan, 'df/fault', key, 'recover')).body.param.errors).toEqual([{ field: 'endTime', message: '恢复运行前请先填写恢复时间' }]);
      expectOk(await save(zhangsan, 'df/fault', { pkValue: key, endTime: '2026-11-20 21:42:00', durationHours: '1' }));
      expect((await find(zhangsan, 'df/fault', key)).durationHours).toBe('18.50');
      expectRefusal(await transition(zhangsan, 'df/fault', key, 'close'), 'E_CONFLICT', 409);
      expectOk(await transition(zhangsan, 'df/fault', key, 'recover'));
      expectRefusal(await transition(zhangsan, 'df/fault', key, 'close'), 'E_FORBIDDEN', 403);
      const unanalysed = await transition(manager, 'df/fault', key, 'close');
      expect(unanalysed.body.param.errors.map((error: { field: string }) => error.field)).toEqual(['cause', 'handling', 'lostEnergyKwh']);
      expectOk(await save(manager, 'df/fault', { pkValue: key, cause: '变桨变频器 IGBT 击穿', handling: '更换功率模块', lostEnergyKwh: '31250.50' }));
      expectOk(await transition(manager, 'df/fault', key, 'close'));
    });
  });

  describe('emergency', () => {
    it('refuses a plan expiring before it takes effect and a malformed version; publishes only by an administrator', async () => {
      const plan = { pkValue: -1, planName: '风机机舱火灾现场处置方案', planLevel: 'ONSITE', planType: 'ACCIDENT', effectiveDate: '2026-12-01', expiryDate: '2029-12-01' };
      const backwards = await save(zhangsan, 'em/plan', { ...plan, version: 'V1.0', expiryDate: '2026-12-01' });
      expect(backwards.body.param.errors).toEqual([{ field: 'effectiveDate', message: '失效日期必须晚于生效日期' }]);
      const version = await save(zhangsan, 'em/plan', { ...plan, version: '第一版' });
      expect(version.body.param.errors).toEqual([{ field: 'version', message: '版本号形如 V2.1' }]);
      const saved = await save(zhangsan, 'em/plan', { ...plan, version: 'V1.0' });
      expectOk(saved);
      expectRefusal(await transition(zhangsan, 'em/plan', saved.body.value, 'publish'), 'E_FORBIDDEN', 403);
      const published = await transition(manager, 'em/plan', saved.body.value, 'publish');
      expect(published.body.recorder).toMatchObject({ planState: '20', approver: '王海峰' });
    });

    it('keeps a resource’s last check date from its inline check rows', async () => {
      const saved = await save(zhangsan, 'em/resource', {
        pkValue: -1,
        resourceType: 'FIRE',
        resourceName: '干粉灭火器',
        unit: '具',
        quantity: 40,
        location: '升压站应急物资库',
        lastCheckDate: '2020-01-01',
        _children: JSON.stringify({
          emResourceCheck: [
            { checkDate: '2026-10-28', checker: '张三', quantityFound: 40, result: 'OK' },
            { checkDate: '2026-11-25', checker: '张三', quantityFound: 39, result: 'SHORT', remark: '1 具压力不足送检' },
            { checkDate: '2026-09-30', checker: '张三', quantityFound: 40, result: 'OK' },
          ],
        }),
      });
      expectOk(saved);
      const record = await find(zhangsan, 'em/resource', saved.body.value);
      expect(record.lastCheckDate).toBe('2026-11-25');
      expect(record.resourceCode).toMatch(/^YJWZ\d{4}\d{4}$/);
      const missing = await save(zhangsan, 'em/resource', {
        pkValue: saved.body.value,
        _children: JSON.stringify({ emResourceCheck: [{ checkDate: '2026-11-26', checker: '张三', quantityFound: 38, result: 'DAMAGED' }] }),
      });
      expect(missing.body.param.errors).toEqual([{ field: 'emResourceCheck[0].remark', message: '请输入问题及处理' }]);
    });

    it('counts a drill’s participants from its rows and evaluates it only with an evaluation', async () => {
      const plan = await anyKey('em_plan', 'plan_no', sql`plan_state = '20'`);
      const drill = { pkValue: -1, drillName: '风机机舱火灾应急演练', planNo: plan, drillType: 'FULL', drillDate: '2026-11-26', location: '12号风机', scenario: '机舱变流器柜冒烟起火' };
      const empty = await save(zhangsan, 'em/drill', { ...drill, _children: JSON.stringify({ emDrillParticipant: [] }) });
      expect(empty.body.param.errors).toEqual([{ field: 'emDrillParticipant', message: expect.stringContaining('参演人员') }]);
      const people = [
        { personName: '王海峰', drillRole: 'COMMAND' },
        { personName: '张三', drillRole: 'RESCUE' },
        { personName: '李明', drillRole: 'MEDICAL' },
      ];
      const saved = await save(zhangsan, 'em/drill', { ...drill, participantCount: 30, _children: JSON.stringify({ emDrillParticipant: people }) });
      expectOk(saved);
      const key = saved.body.value as string;
      expect(await find(zhangsan, 'em/drill', key)).toMatchObject({ participantCount: 3, drillState: '10', drillCode: expect.stringMatching(/^YL\d{6}\d{3}$/) });
      expectOk(await transition(zhangsan, 'em/drill', key, 'hold'));
      expect((await transition(manager, 'em/drill', key, 'evaluate')).body.param.errors.map((error: { field: string }) => error.field)).toEqual(['evaluationResult', 'evaluation']);
      const improve = await save(manager, 'em/drill', { pkValue: key, evaluationResult: 'IMPROVE', evaluation: '人员清点用时偏长' });
      expect(improve.body.param.errors).toEqual([{ field: 'improvements', message: '请输入改进措施' }]);
      expectOk(await save(manager, 'em/drill', { pkValue: key, evaluationResult: 'IMPROVE', evaluation: '人员清点用时偏长', improvements: '每月组织一次人员清点演练' }));
      expectOk(await transition(manager, 'em/drill', key, 'evaluate'));
    });
  });

  it('seeds a month with records in every state of every life cycle, at both stations', async () => {
    const states = async (table: string, column: string, orgNo: string) => {
      const { rows } = await sql<{ state: string }>`select distinct ${sql.ref(column)} as state from ${sql.table(table)} where org_no = ${orgNo} order by 1`.execute(test.app.database.db);
      return rows.map((row) => row.state);
    };
    for (const orgNo of [WIND_ORG, PV_ORG]) {
      expect(await states('vm_use_request', 'use_state', orgNo)).toEqual(['10', '20', '30', '40', '50']);
      expect(await states('df_fault', 'fault_state', orgNo)).toEqual(['10', '20', '30']);
      expect(await states('em_plan', 'plan_state', orgNo)).toEqual(['10', '20', '30']);
      expect(await states('em_drill', 'drill_state', orgNo)).toEqual(['10', '20', '30']);
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from df_defect where defect_state = '70' and (defer_reason is null or deferred_by is null)`.execute(test.app.database.db);
    expect(Number(rows[0]!.n)).toBe(0);
    const voyages = await list(test.app, zhangsan, 'sm/voyage/tableList.ajax', { pageSize: 50 });
    expect(voyages.totalRows).toBeGreaterThanOrEqual(10);
    expect(voyages.rows.every((row) => /^\d+号风机(,\d+号风机)*$/.test(row.rowDatas._labels.turbinesVisited))).toBe(true);
  });
});
