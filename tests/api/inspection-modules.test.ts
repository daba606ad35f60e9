import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type CallParams, type TestApp } from './harness.ts';
import { countRows, expectRefusal, PV_ORG, WIND_ORG } from './module-helpers.ts';
import { moduleTables } from '../../server/db/module-tables.ts';

type Row = Record<string, any>;

/**
 * The inspection and overhaul families (modules/ip*, modules/oh*) against the real server: the
 * demo month in every state, the records' rules refused with their messages, numbers, values the
 * server computes, life cycles, and the defect an abnormal inspection item raises on submit.
 */
describe('inspection and overhaul modules', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let station: string;
  let card: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan] = await loginAll(test.app, ['manager', 'zhangsan']);
    const db = test.app.database.db;
    station = (await moduleTables(db).selectFrom('ba_station').select('czxx_no').where('org_no', '=', WIND_ORG).executeTakeFirstOrThrow()).czxx_no;
    card = (await moduleTables(db).selectFrom('ip_card').select('card_no').where('org_no', '=', WIND_ORG).where('card_state', '=', '10').orderBy('card_code').executeTakeFirstOrThrow()).card_no;
  });
  afterAll(() => test.close());

  const db = () => test.app.database.db;
  const save = (token: string, apiPath: string, values: CallParams) => call(test.app, token, `${apiPath}/save.ajax`, { pkValue: -1, ...values });
  const find = async (apiPath: string, key: string): Promise<Row> => (await call(test.app, manager, `${apiPath}/find.ajax`, { pkValue: key })).body.recorder;
  const transition = (token: string, apiPath: string, key: string, name: string) => call(test.app, token, `${apiPath}/transition.ajax`, { pkValue: key, transition: name });
  const states = async (table: string, column: string, orgNo: string) =>
    (await sql<{ state: string }>`select distinct ${sql.ref(column)} as state from ${sql.table(table)} where org_no = ${orgNo} order by 1`.execute(db())).rows.map((row) => row.state);
  const inspection = (items: Row[], values: CallParams = {}) =>
    save(manager, 'ip/record', { _entityName: 'IpRecord', czxxNo: station, cardNo: card, startTime: '2026-11-20 08:30:00', endTime: '2026-11-20 10:10:00', _children: JSON.stringify({ ipRecordItem: items }), ...values });

  it('seeds a month of every module at both stations, in every state of each life cycle', async () => {
    for (const orgNo of [WIND_ORG, PV_ORG]) {
      expect(await states('ip_card', 'card_state', orgNo)).toEqual(['10', '20']);
      expect(await states('ip_record', 'record_state', orgNo)).toEqual(['10', '20', '30']);
      expect(await states('oh_process_card', 'card_state', orgNo)).toEqual(['10', '20', '30']);
      expect(await states('oh_repair_pre_card', 'pre_card_state', orgNo)).toEqual(['10', '20', '30']);
      expect(await countRows(test.app, 'oh_tech_supervision', orgNo)).toBeGreaterThanOrEqual(8);
      expect(await countRows(test.app, 'oh_completion_report', orgNo)).toBeGreaterThanOrEqual(3);
    }
    const cards = await moduleTables(db()).selectFrom('ip_card').select('card_name').execute();
    expect(cards.map((row) => row.card_name)).toEqual(expect.arrayContaining(['风机塔筒及基础巡检', '光伏方阵组件巡检', '箱变红外测温']));
    const processCards = await moduleTables(db()).selectFrom('oh_process_card').select('card_name').execute();
    expect(processCards.map((row) => row.card_name)).toEqual(expect.arrayContaining(['风机齿轮箱换油', '逆变器IGBT模块更换']));
    // Every abnormal item of a submitted inspection links the defect it raised; drafts raised none yet.
    const { rows } = await sql<{ record_state: string; defect_no: string | null; defect_title: string | null }>`
      select r.record_state, i.defect_no, d.title as defect_title from ip_record_item i
      join ip_record r on r.record_no = i.parent_id left join df_defect d on d.defect_no = i.defect_no
      where i.result = 'ABNORMAL'`.execute(db());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      if (row.record_state === '10') expect(row.defect_no).toBeNull();
      else expect(row.defect_title).toMatch(/^巡检异常：/);
    }
  });

  it('refuses an inspection that ends before it starts, and an abnormal item without its remark, with their messages', async () => {
    const before = await countRows(test.app, 'ip_record');
    const backwards = await inspection([{ itemName: '塔筒法兰螺栓', result: 'NORMAL' }], { endTime: '2026-11-20 07:00:00' });
    expectRefusal(backwards, 'E_VALIDATION');
    expect(backwards.body.param.errors).toEqual([{ field: 'startTime', message: '巡检结束时间不能早于开始时间' }]);
    const unexplained = await inspection([{ itemName: '塔筒法兰螺栓', result: 'ABNORMAL' }]);
    expectRefusal(unexplained, 'E_VALIDATION');
    expect(unexplained.body.param.errors).toEqual([expect.objectContaining({ field: 'ipRecordItem[0].remark' })]);
    expect(await countRows(test.app, 'ip_record')).toBe(before);
  });

  it('numbers a new inspection, fills the inspector, counts its items and abnormal items whatever the client sends', async () => {
    const saved = await inspection(
      [
        { itemName: '塔筒法兰螺栓', result: 'ABNORMAL', remark: '2 颗螺栓标记线错位' },
        { itemName: '基础沉降观测', result: 'ABNORMAL', measuredValue: '6.20', unit: 'mm', remark: '沉降超限' },
        { itemName: '爬梯及防坠导轨', result: 'NORMAL' },
      ],
      { itemCount: 1, abnormalCount: 99 },
    );
    expect(saved.body.state).toBe(0);
    const record = await find('ip/record', saved.body.value);
    expect(record.recordCode).toMatch(/^XJ\d{8}\d{3}$/);
    expect(record.inspector).toBe('王海峰');
    expect([record.itemCount, record.abnormalCount, record.recordState]).toEqual([3, 2, '10']);
  });

  it('raises one defect per abnormal item on submit, linked back to it, and reviews only from submitted', async () => {
    const key = (
      await inspection([
        { itemName: '箱体密封', standard: '无渗漏油', result: 'ABNORMAL', remark: '底部渗油' },
        { itemName: '变压器上层油温', result: 'NORMAL', measuredValue: '52.00', unit: '℃' },
      ])
    ).body.value as string;
    const early = await transition(manager, 'ip/record', key, 'review');
    expectRefusal(early, 'E_CONFLICT');
    const defectsBefore = await countRows(test.app, 'df_defect');
    const submitted = await transition(zhangsan, 'ip/record', key, 'submit');
    expect(submitted.body.state).toBe(0);
    expect(submitted.body.recorder.recordState).toBe('20');
    expect(await countRows(test.app, 'df_defect')).toBe(defectsBefore + 1);
    const items: Row[] = (await find('ip/record', key))._children.ipRecordItem;
    expect(items[1]?.defectNo).toBeNull();
    const defect = await find('df/defect', items[0]?.defectNo);
    expect(defect).toMatchObject({ title: '巡检异常：箱体密封', czxxNo: station, category: 'GENERAL', foundTime: '2026-11-20 10:10:00', defectState: '10', description: '箱体密封：底部渗油。标准：无渗漏油' });
    expect(defect.defectCode).toMatch(/^QX\d{11}$/);
    expect(items[0]?._labels?.defectNo).toBe(defect.defectCode);
    expectRefusal(await transition(zhangsan, 'ip/record', key, 'review'), 'E_FORBIDDEN');
    const reviewed = await transition(manager, 'ip/record', key, 'review');
    expect(reviewed.body.recorder).toMatchObject({ recordState: '30', reviewedBy: '王海峰' });
  });

  it('computes the next supervision date from the last one and the period, to the end of a shorter month', async () => {
    const saved = await save(manager, 'oh/techSupervision', {
      _entityName: 'OhTechSupervision', czxxNo: station, discipline: 'RELAY', itemName: '集电线路保护定值核对', periodMonths: 13, lastDate: '2025-01-31', nextDate: '2030-01-01', result: 'QUALIFIED',
    });
    expect(saved.body.state).toBe(0);
    expect((await find('oh/techSupervision', saved.body.value)).nextDate).toBe('2026-02-28');
    const unexplained = await save(manager, 'oh/techSupervision', { _entityName: 'OhTechSupervision', czxxNo: station, discipline: 'METAL', itemName: '主轴探伤', periodMonths: 24, lastDate: '2026-10-01', result: 'UNQUALIFIED' });
    expectRefusal(unexplained, 'E_VALIDATION');
    expect(unexplained.body.param.errors.map((error: Row) => error.field)).toEqual(['remark']);
  });

  it('takes a repair pre-card from draft to approved (administrators only) to done, after refusing planned dates the wrong way round', async () => {
    const unit = (await moduleTables(db()).selectFrom('eq_equipment').select('eq_no').where('org_no', '=', WIND_ORG).where('eq_type', '=', 'WTG').executeTakeFirstOrThrow()).eq_no;
    const values = {
      _entityName: 'OhRepairPreCard', title: 'A05风机齿轮箱换油', czxxNo: station, eqNo: unit, repairClass: 'C', plannedStart: '2026-12-03', plannedEnd: '2026-12-01',
      people: '王海峰、李明', peopleCount: 2, scope: '更换齿轮箱润滑油', risks: '高处坠落：系双钩安全带',
    };
    const backwards = await save(manager, 'oh/repairPreCard', values);
    expect(backwards.body.param.errors).toEqual([{ field: 'plannedStart', message: '计划开始时间不能晚于计划结束时间' }]);
    const saved = await save(manager, 'oh/repairPreCard', { ...values, plannedEnd: '2026-12-04' });
    const key = saved.body.value as string;
    const record = await find('oh/repairPreCard', key);
    expect(record.preCardCode).toMatch(/^JXYK\d{6}\d{3}$/);
    expect(record.plannedDays).toBe(2);
    expectRefusal(await transition(zhangsan, 'oh/repairPreCard', key, 'approve'), 'E_FORBIDDEN');
    expectRefusal(await transition(manager, 'oh/repairPreCard', key, 'complete'), 'E_CONFLICT');
    expect((await transition(manager, 'oh/repairPreCard', key, 'approve')).body.recorder).toMatchObject({ preCardState: '20', approvedBy: '王海峰' });
    expect((await transition(zhangsan, 'oh/repairPreCard', key, 'complete')).body.recorder.preCardState).toBe('30');
  });

  it('counts a process card steps and hold points, and refuses an acceptance before the completion date', async () => {
    const steps = [
      { stepName: '停机并锁定叶轮', standard: '叶轮锁定销到位', holdPoint: true },
      { stepName: '排放旧油', standard: '旧油排净' },
      { stepName: '试运行', standard: '无渗漏', holdPoint: true },
    ];
    const saved = await save(manager, 'oh/processCard', { _entityName: 'OhProcessCard', cardName: '测试工艺卡', revision: 'A', equipmentType: 'WTG', _children: JSON.stringify({ ohProcessStep: steps }) });
    expect(saved.body.state).toBe(0);
    expect(await find('oh/processCard', saved.body.value)).toMatchObject({ stepCount: 3, holdPoints: 2, cardState: '10' });
    const report = await save(manager, 'oh/completionReport', {
      _entityName: 'OhCompletionReport', projectName: 'A05风机齿轮箱换油', czxxNo: station, startDate: '2026-11-10', endDate: '2026-11-12', scopeDone: '已更换润滑油',
      acceptancePeople: '王海峰', acceptanceDate: '2026-11-11', conclusion: 'PASS',
    });
    expect(report.body.param.errors).toEqual([{ field: 'endDate', message: '验收日期不能早于竣工日期' }]);
  });
});
