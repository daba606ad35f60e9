/**
 * The safety, shift and IoT modules (issue 14 items 10–12) against the real server: their
 * record rules, numbers, life cycles and computed values, the demo month in every state, and
 * record guards (docs/bundle-format.md 'Record guards') on the default shift group and on a
 * fixture bundle.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleBundle } from '../../runtime/index.ts';
import { call, loginAll, startTestApp, type CallParams, type CallResult, type TestApp } from './harness.ts';
import { countRows, expectRefusal, list, WIND_ORG } from './module-helpers.ts';
import { publishNew } from './material-fixtures.ts';
import { dataSheet, download, fillTemplate, readWorkbook, upload } from './file-helpers.ts';
import { expectOk, submitStep } from './workflow-support.ts';

type Row = Record<string, any>;

const pad = (value: number) => String(value).padStart(2, '0');
/** The server's local date, as numbering rules read it. */
function localDate(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const compact = (date: string) => date.replaceAll('-', '');

function fieldErrors(result: CallResult): Row[] {
  return result.body.param?.errors ?? [];
}

describe('safety, shift and IoT modules', () => {
  let test: TestApp;
  let admin: string;
  let manager: string;
  let zhangsan: string;
  let analyst: string;
  let gaofeng: string;
  let windStation: string;

  const save = (token: string, apiPath: string, values: CallParams) => call(test.app, token, `${apiPath}/save.ajax`, { pkValue: -1, ...values });
  const find = async (token: string, apiPath: string, key: string): Promise<Row> => (await call(test.app, token, `${apiPath}/find.ajax`, { pkValue: key })).body.recorder;
  const transition = (token: string, apiPath: string, key: string, name: string) => call(test.app, token, `${apiPath}/transition.ajax`, { pkValue: key, transition: name });
  async function saved(token: string, apiPath: string, values: CallParams): Promise<string> {
    const result = await save(token, apiPath, values);
    expectOk(result);
    return result.body.value as string;
  }
  async function stateCounts(token: string, apiPath: string, field: string, states: string[]): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const state of states) counts[state] = (await list(test.app, token, `${apiPath}/tableList.ajax`, { condition: `${field}:S_E${state}`, pageSize: 1 })).totalRows;
    return counts;
  }

  beforeAll(async () => {
    test = await startTestApp();
    [admin, manager, zhangsan, analyst, gaofeng] = await loginAll(test.app, ['admin', 'manager', 'zhangsan', 'analyst', 'gaofeng']);
    windStation = (await list(test.app, manager, 'ba/station/tableList.ajax', { pageSize: 1 })).rows[0]?.pkValue ?? '';
  });
  afterAll(() => test.close());

  it('seeds a month at the wind farm with records in every state of each life cycle', async () => {
    const dangers = await stateCounts(zhangsan, 'sa/hiddenDanger', 'dangerState', ['10', '20', '30', '40']);
    const events = await stateCounts(zhangsan, 'iot/deviceEventRecord', 'eventState', ['10', '20', '30', '40']);
    const handovers = await stateCounts(zhangsan, 'sh/handover', 'handoverState', ['10', '20', '30']);
    for (const count of [...Object.values(dangers), ...Object.values(events), ...Object.values(handovers)]) expect(count).toBeGreaterThan(0);
    const titles = (await list(test.app, zhangsan, 'sa/hiddenDanger/tableList.ajax', { condition: 'title:@防坠器', pageSize: 50 })).rows.map((row) => row.rowDatas.title);
    expect(titles.length).toBeGreaterThan(0);
    const courses = (await list(test.app, zhangsan, 'sa/training/tableList.ajax', { pageSize: 50 })).rows.map((row) => row.rowDatas.course);
    expect(courses).toContain('两票三制培训');
    const groups = (await list(test.app, zhangsan, 'sh/group/tableList.ajax', { pageSize: 50 })).rows.map((row) => row.rowDatas.groupName);
    expect(groups).toEqual(expect.arrayContaining(['运行一值', '运行二值', '运行三值', '运行四值']));
    for (const table of ['sa_accident', 'sa_health_check', 'sa_training_participant', 'sa_target_indicator', 'sh_cycle', 'sh_group_member', 'sh_job_template', 'iot_device', 'iot_device_point']) {
      expect(await countRows(test.app, table, WIND_ORG)).toBeGreaterThan(0);
    }
  });

  it('numbers a hidden danger, refuses a deadline before it was found, and walks open → rectifying → verified → closed', async () => {
    const danger = { title: '风机爬梯防坠器锈蚀（测试）', czxxNo: windStation, level: 'GENERAL', source: 'PATROL', description: '防坠器锈蚀', foundTime: `${localDate()} 09:00:00` };
    const early = await save(zhangsan, 'sa/hiddenDanger', { ...danger, deadline: localDate(-3) });
    expectRefusal(early, 'E_VALIDATION', 400);
    expect(fieldErrors(early)).toEqual([{ field: 'deadline', message: '整改期限不能早于发现时间' }]);
    const major = await save(zhangsan, 'sa/hiddenDanger', { ...danger, level: 'MAJOR', deadline: localDate(7) });
    expect(fieldErrors(major).map((error) => error.field)).toEqual(['measure']);

    const key = await saved(zhangsan, 'sa/hiddenDanger', { ...danger, deadline: localDate(7) });
    const record = await find(zhangsan, 'sa/hiddenDanger', key);
    expect(record.dangerCode).toMatch(new RegExp(`^YH${compact(localDate())}\\d{3}$`));
    expect(record).toMatchObject({ dangerState: '10', foundBy: '张三' });

    expectRefusal(await transition(zhangsan, 'sa/hiddenDanger', key, 'verify'), 'E_BAD_REQUEST');
    const unready = await transition(zhangsan, 'sa/hiddenDanger', key, 'rectify');
    expect(fieldErrors(unready).map((error) => error.field).sort()).toEqual(['measure', 'responsible']);
    expectOk(await save(zhangsan, 'sa/hiddenDanger', { pkValue: key, measure: '更换防坠器', responsible: '王五' }));
    expectOk(await transition(zhangsan, 'sa/hiddenDanger', key, 'rectify'));
    expectOk(await save(zhangsan, 'sa/hiddenDanger', { pkValue: key, rectifiedAt: localDate() }));
    // Closure is the approval model's (saHiddenDanger_closure): a 值长 verifies (高峰: 张三 submitted it), the station head closes.
    expectOk(await submitStep(test.app, zhangsan, 'saHiddenDanger', key, true));
    expectOk(await save(gaofeng, 'sa/hiddenDanger', { pkValue: key, verifiedBy: '高峰' }));
    expectOk(await submitStep(test.app, gaofeng, 'saHiddenDanger', key));
    expect(await find(zhangsan, 'sa/hiddenDanger', key)).toMatchObject({ dangerState: '30', verifiedBy: '高峰' });
    expectOk(await submitStep(test.app, manager, 'saHiddenDanger', key));
    expect((await find(manager, 'sa/hiddenDanger', key)).dangerState).toBe('40');
    expectRefusal(await save(manager, 'sa/hiddenDanger', { pkValue: key, title: '改名' }), 'E_VALIDATION', 400);
  });

  it('refuses an accident dated in the future and sums its casualties on the server', async () => {
    const accident = { title: '检修人员扭伤', czxxNo: windStation, place: '12号风机塔筒', level: 'GENERAL', accidentType: 'PERSONAL', cause: '踏空', deaths: 0, seriousInjuries: 1, minorInjuries: 2, casualties: 99 };
    const future = await save(manager, 'sa/accident', { ...accident, occurTime: `${localDate(2)} 10:00:00` });
    expect(fieldErrors(future)).toEqual([{ field: 'occurTime', message: '发生时间不能晚于当前时间' }]);
    const key = await saved(manager, 'sa/accident', { ...accident, occurTime: `${localDate(-1)} 10:00:00` });
    const record = await find(manager, 'sa/accident', key);
    expect(record.casualties).toBe(3);
    expect(record.accidentCode).toMatch(new RegExp(`^SG${compact(localDate()).slice(0, 6)}\\d{3}$`));
  });

  it('computes a participant pass from the score and the training head count from its participants', async () => {
    const training = { course: '两票三制培训', trainingType: 'RULES', startTime: `${localDate()} 09:00:00`, endTime: `${localDate()} 11:00:00`, hours: '2.0', trainer: '王海峰' };
    const key = await saved(manager, 'sa/training', training);
    const participant = (empName: string, score: string) => save(manager, 'sa/trainingParticipant', { parentId: key, empName, score, passed: true });
    expectOk(await participant('李明', '59.5'));
    expectOk(await participant('赵刚', '60'));
    const rows = (await list(test.app, manager, 'sa/trainingParticipant/tableList.ajax', { parentId: key })).rows.map((row) => [row.rowDatas.empName, row.rowDatas.passed]);
    expect(rows.sort()).toEqual([['李明', false], ['赵刚', true]]);
    const outOfRange = await participant('马超', '101');
    expect(fieldErrors(outOfRange).map((error) => error.field)).toEqual(['score']);
    expectOk(await save(manager, 'sa/training', { pkValue: key, participantCount: 0 }));
    expect((await find(manager, 'sa/training', key)).participantCount).toBe(2);
  });

  it('saves a yearly target with its inline indicators and judges each against its direction', async () => {
    const target = { year: 2035, targetOrg: WIND_ORG, title: '2035年度安全生产目标' };
    expectRefusal(await save(manager, 'sa/target', { ...target, _children: JSON.stringify({ saTargetIndicator: [] }) }), 'E_VALIDATION', 400);
    const indicators = [
      { indicator: '人身死亡事故', unit: '起', direction: 'MAX', targetValue: '0', actualValue: '1', achieved: true },
      { indicator: '设备可利用率', unit: '%', direction: 'MIN', targetValue: '97', actualValue: '98.2' },
    ];
    const key = await saved(manager, 'sa/target', { ...target, _children: JSON.stringify({ saTargetIndicator: indicators }) });
    const record = await find(manager, 'sa/target', key);
    expect(record._children.saTargetIndicator.map((row: Row) => [row.indicator, row.achieved])).toEqual([['人身死亡事故', false], ['设备可利用率', true]]);
    expect(record.indicatorCount).toBe(2);
    const again = await save(manager, 'sa/target', { ...target, title: '重复年度', _children: JSON.stringify({ saTargetIndicator: indicators }) });
    expectRefusal(again, 'E_VALIDATION', 400);
  });

  it('keeps the default shift group as shipped: no edit, no member change, no delete, with the message', async () => {
    const groups = (await list(test.app, manager, 'sh/group/tableList.ajax', { pageSize: 50 })).rows;
    const preset = groups.find((row) => row.rowDatas.isDefault === true);
    const other = groups.find((row) => row.rowDatas.isDefault === false);
    if (!preset || !other) throw new Error('the demo groups have no default or no other group');
    const before = await find(manager, 'sh/group', preset.pkValue);
    for (const token of [manager, admin]) {
      const edit = await save(token, 'sh/group', { pkValue: preset.pkValue, remark: '改' });
      expectRefusal(edit, 'E_FORBIDDEN', 403);
      expect(edit.body.msgInfo).toBe('默认分组不能修改或删除');
    }
    expectRefusal(await save(manager, 'sh/group', { pkValue: preset.pkValue, _children: JSON.stringify({ shGroupMember: [] }) }), 'E_FORBIDDEN', 403);
    const removal = await call(test.app, manager, 'sh/group/delete.ajax', { pkValue: `${other.pkValue},${preset.pkValue}`, lang: 'en' });
    expectRefusal(removal, 'E_FORBIDDEN', 403);
    expect(removal.body.msgInfo).toBe('The default group cannot be modified or deleted');
    const after = await find(manager, 'sh/group', preset.pkValue);
    expect(after).toEqual(before);
    expect((await find(manager, 'sh/group', other.pkValue)).groupName).toBe(other.rowDatas.groupName);
    expectOk(await save(manager, 'sh/group', { pkValue: other.pkValue, remark: '夏季大负荷期加强监盘' }));
  });

  it('refuses a handover received by its own leader and moves draft → handed → received only once signed', async () => {
    const groups = (await list(test.app, manager, 'sh/group/tableList.ajax', { pageSize: 50 })).rows;
    const [hand, receive] = groups;
    const handover = { czxxNo: windStation, shift: 'DAY', handGroup: hand?.pkValue, handLeader: '张三', receiveGroup: receive?.pkValue, operatingMode: 'NORMAL', equipmentStatus: '全场设备正常运行' };
    const same = await save(zhangsan, 'sh/handover', { ...handover, receiveLeader: '张三' });
    expect(fieldErrors(same)).toEqual([{ field: 'receiveLeader', message: '接班值长不能与交班值长相同' }]);
    const key = await saved(zhangsan, 'sh/handover', { ...handover, receiveLeader: '高峰' });
    expect((await find(zhangsan, 'sh/handover', key)).handoverCode).toMatch(new RegExp(`^JJB${compact(localDate())}\\d{2}$`));
    expectRefusal(await transition(zhangsan, 'sh/handover', key, 'hand'), 'E_CONFLICT', 409);
    expectRefusal(await transition(zhangsan, 'sh/handover', key, 'receive'), 'E_CONFLICT', 409);
    expectOk(await save(zhangsan, 'sh/handover', { pkValue: key, handSigned: true }));
    const handed = await transition(zhangsan, 'sh/handover', key, 'hand');
    expectOk(handed);
    expect(handed.body.recorder.handedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expectOk(await save(zhangsan, 'sh/handover', { pkValue: key, receiveSigned: true }));
    expectOk(await transition(zhangsan, 'sh/handover', key, 'receive'));
    expect((await find(zhangsan, 'sh/handover', key)).handoverState).toBe('30');
    expectRefusal(await transition(analyst, 'sh/handover', key, 'receive'), 'E_OPERATION_DENIED', 403);
  });

  it('refuses a measurement point whose lower limit is not below its upper one, and acknowledges then handles a device event', async () => {
    const device = { deviceCode: 'ZBCMS901', deviceName: '41号风机在线监测终端', czxxNo: windStation, protocol: 'IEC104' };
    const point = { pointCode: 'GBX.OilTemp', pointName: '齿轮箱油温', unit: '℃', alarmLevel: '2' };
    const inverted = await save(manager, 'iot/device', { ...device, _children: JSON.stringify({ iotDevicePoint: [{ ...point, lowerLimit: '85', upperLimit: '0' }] }) });
    expect(fieldErrors(inverted)).toEqual([{ field: 'iotDevicePoint[0].lowerLimit', message: '下限必须小于上限' }]);
    await saved(manager, 'iot/device', { ...device, _children: JSON.stringify({ iotDevicePoint: [{ ...point, lowerLimit: '0', upperLimit: '85' }] }) });

    // Events come from devices (tests/api/iot-intake.test.ts); people take them up.
    const open = (await list(test.app, zhangsan, 'iot/deviceEventRecord/tableList.ajax', { condition: 'eventState:S_E10', pageSize: 1 })).rows[0];
    const key = open?.pkValue ?? '';
    const acknowledged = await transition(zhangsan, 'iot/deviceEventRecord', key, 'acknowledge');
    expectOk(acknowledged);
    expect(acknowledged.body.recorder).toMatchObject({ eventState: '20', ackBy: '张三' });
    expect(fieldErrors(await transition(zhangsan, 'iot/deviceEventRecord', key, 'handle')).map((error) => error.field)).toEqual(['handleNote']);
    expectOk(await save(zhangsan, 'iot/deviceEventRecord', { pkValue: key, handleNote: '更换油温传感器' }));
    expectOk(await transition(zhangsan, 'iot/deviceEventRecord', key, 'handle'));
    expect((await find(zhangsan, 'iot/deviceEventRecord', key)).eventState).toBe('30');
  });

  it('enforces record guards of a published fixture bundle on saves, state moves, deletes and import overwrites', async () => {
    const bundle = JSON.parse(await fs.readFile(new URL('../fixtures/guards/tgNote.json', import.meta.url), 'utf8')) as ModuleBundle;
    await publishNew(test.app, analyst, manager, bundle);
    const preset = await saved(admin, 'tg/note', { title: '预置', preset: true });
    const plain = await saved(admin, 'tg/note', { title: '普通' });
    expectRefusal(await save(admin, 'tg/note', { pkValue: preset, title: '改' }), 'E_FORBIDDEN', 403);
    expectRefusal(await transition(admin, 'tg/note', preset, 'repair'), 'E_FORBIDDEN', 403);
    expectRefusal(await call(test.app, admin, 'tg/note/delete.ajax', { pkValue: preset }), 'E_FORBIDDEN', 403);
    expect((await find(admin, 'tg/note', preset)).title).toBe('预置');
    // A guard refusing only deletes leaves edits open.
    expectOk(await transition(admin, 'tg/note', plain, 'repair'));
    expectOk(await save(admin, 'tg/note', { pkValue: plain, title: '普通（送修）' }));
    expectRefusal(await call(test.app, admin, 'tg/note/delete.ajax', { pkValue: plain }), 'E_FORBIDDEN', 403);
    expect(await countRows(test.app, 'tg_note', WIND_ORG)).toBe(2);

    // An import overwriting a guarded record refuses that row with the message and writes the others.
    const template = await download(test.app, admin, 'pub/generateImportTemplate.ajax', { _entityName: 'TgNote' });
    const rows = [{ 标题: '预置' }, { 标题: '导入' }];
    const uploaded = await upload(test.app, admin, 'attachment/importUploadFile.ajax', [{ name: 'notes.xlsx', bytes: await fillTemplate(template.bytes, rows) }]);
    const imported = await call(test.app, admin, 'pub/importFromExcel.ajax', { _entityName: 'TgNote', filePath: uploaded.body.fileId, overwrite: 'true' });
    expect(imported.body).toMatchObject({ state: 0, value: { successNum: 1, errorNum: 1 } });
    const errors = dataSheet(await readWorkbook((await download(test.app, admin, 'pub/downloadErrorExcel.ajax', { _entityName: 'TgNote', uuid: imported.body.value.uuid })).bytes));
    expect(String(errors.getRow(2).getCell(1).note)).toBe('默认分组不能修改或删除');
    expect((await find(admin, 'tg/note', preset)).preset).toBe(true);
    expect(await countRows(test.app, 'tg_note', WIND_ORG)).toBe(3);
  });
});
