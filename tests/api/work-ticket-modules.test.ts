/**
 * The work-ticket family (modules/wtWorkTicket.json with its inline safety measures and
 * dangerous points, ohDangerPoint, baEmployee) against the real server: the record rules, the
 * number, the crew count, the life cycle and the demo month at both stations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type CallParams, type TestApp } from './harness.ts';
import { download, fillTemplate, upload } from './file-helpers.ts';
import { expectRefusal, list, type ListBody } from './module-helpers.ts';
import { expectOk, submitStep } from './workflow-support.ts';

const SAVE = 'wt/workTicket/save.ajax';
const STATES = ['10', '15', '20', '30', '40', '50', '60', '70', '90'];

type Row = Record<string, unknown>;

describe('work ticket modules', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let lisi: string;
  let gaofeng: string;
  let station: string;
  let dangerPoint: string;
  let pvDangerPoint: string;

  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan, lisi, gaofeng] = await loginAll(test.app, ['manager', 'zhangsan', 'lisi', 'gaofeng'] as const);
    station = (await list(test.app, manager, 'ba/station/tableList.ajax', { pageSize: 1 })).rows[0]?.pkValue ?? '';
    dangerPoint = (await list(test.app, manager, 'oh/dangerPoint/tableList.ajax', { condition: 'dangerPoint:@触电' })).rows[0]?.pkValue ?? '';
    pvDangerPoint = (await list(test.app, lisi, 'oh/dangerPoint/tableList.ajax', { condition: 'dangerPoint:@触电' })).rows[0]?.pkValue ?? '';
  });
  afterAll(() => test.close());

  /** A draft first-kind ticket at the wind farm led by 李明 (E104) with 郭磊 and 王五 in the crew. */
  function ticket(overrides: CallParams = {}, children: Record<string, Row[]> = {}): CallParams {
    return {
      pkValue: -1,
      ticketKind: 'E1',
      czxxNo: station,
      workPlace: '220kV升压站1号主变',
      workContent: '1号主变有载调压开关检查',
      leader: 'E104',
      issuer: 'E101',
      crew: 'E108,E103',
      plannedStart: '2099-03-01 08:30:00',
      plannedEnd: '2099-03-01 17:30:00',
      _children: JSON.stringify({
        wtSafetyMeasure: [{ measure: '断开1号主变各侧断路器', executed: false }],
        wtDangerControl: [{ dangerPoint, controlMeasure: '停电、验电、挂接地线' }],
        ...children,
      }),
      ...overrides,
    };
  }

  async function add(params: CallParams): Promise<string> {
    const { body } = await call(test.app, manager, SAVE, params);
    if (body.state !== 0) throw new Error(JSON.stringify(body));
    return body.value as string;
  }

  const find = async (token: string, key: string) => (await call(test.app, token, 'wt/workTicket/find.ajax', { pkValue: key })).body.recorder as Row & { _rowVersion: number };
  const transition = (token: string, key: string, name: string) => call(test.app, token, 'wt/workTicket/transition.ajax', { pkValue: key, transition: name });
  const edit = async (key: string, values: CallParams) => {
    const stored = await find(manager, key);
    return call(test.app, manager, SAVE, { ...stored, _children: undefined, _labels: undefined, ...values, pkValue: key, _rowVersion: stored._rowVersion });
  };
  const errors = (body: { param?: { errors?: unknown } }) => body.param?.errors;

  it('seeds a month of tickets in every state at both stations, with crews, measures and dangerous points', async () => {
    for (const token of [manager, lisi]) {
      const counts: Record<string, number> = {};
      for (const state of STATES) counts[state] = (await list(test.app, token, 'wt/workTicket/tableList.ajax', { condition: `ticketState:S_E${state}` })).totalRows;
      expect(Object.values(counts).every((count) => count >= 1)).toBe(true);
      const all: ListBody = await list(test.app, token, 'wt/workTicket/tableList.ajax', { pageSize: 50 });
      expect(all.totalRows).toBeGreaterThanOrEqual(10);
      for (const row of all.rows) expect(row.rowDatas.ticketCode).toMatch(/^(GZP1|GZP2|FJP|DH1|DH2|XLP)-\d{6}-\d{4}$/);
      const library = await list(test.app, token, 'oh/dangerPoint/tableList.ajax', { pageSize: 50 });
      expect(library.totalRows).toBeGreaterThanOrEqual(30);
    }
    const seeded = await list(test.app, manager, 'wt/workTicket/tableList.ajax', { condition: 'workContent:@齿轮箱油滤' });
    const record = (await call(test.app, manager, 'wt/workTicket/find.ajax', { pkValue: seeded.rows[0]?.pkValue ?? '' })).body.recorder;
    expect(record.ticketState).toBe('70');
    expect(record._labels.crew.split(',')).toHaveLength(Number(record.crewCount));
    expect(record._children.wtSafetyMeasure.every((row: Row) => row.executed === true)).toBe(true);
    expect(record._children.wtDangerControl.map((row: Row & { _labels: Row }) => row._labels.dangerPoint)).toContain('高处坠落');
  });

  it('numbers a new ticket by its kind (GZP1-, DH2- + year and month + sequence, one counter per kind) and counts its crew on the server', async () => {
    const key = await add(ticket({ crewCount: 99 }));
    const record = await find(manager, key);
    const now = new Date();
    const month = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
    expect(record.ticketCode).toMatch(new RegExp(`^GZP1-${month}-\\d{4}$`));
    const hot = await find(manager, await add(ticket({ ticketKind: 'HOT2', fireWatcher: 'E105', fireMeasures: '配备灭火器' })));
    expect(hot.ticketCode).toMatch(new RegExp(`^DH2-${month}-\\d{4}$`));
    const next = await find(manager, await add(ticket()));
    expect(Number(String(next.ticketCode).slice(-4))).toBe(Number(String(record.ticketCode).slice(-4)) + 1);
    expect(record.crewCount).toBe(2);
    expect(record.ticketState).toBe('10');
    expect((await edit(key, { crew: 'E108,E103,E105' })).body.state).toBe(0);
    expect((await find(manager, key)).crewCount).toBe(3);
  });

  it('refuses a permitter or issuer who is the work leader, a plan ending before it starts and an extension not later than the plan', async () => {
    const refused = await call(test.app, manager, SAVE, ticket({ permitter: 'E104', plannedEnd: '2099-03-01 07:00:00' }));
    expectRefusal(refused, 'E_VALIDATION', 400);
    expect(errors(refused.body)).toEqual(
      expect.arrayContaining([
        { field: 'plannedStart', message: '计划开始时间不能晚于计划结束时间' },
        { field: 'permitter', message: '工作许可人不能兼任工作负责人' },
      ]),
    );
    const issuer = await call(test.app, manager, SAVE, ticket({ leader: 'E101', issuer: 'E101' }));
    expect(errors(issuer.body)).toEqual([{ field: 'issuer', message: '工作票签发人不能兼任工作负责人' }]);
    // A draft does not show the extension: its values are dropped, not checked.
    const extension = await call(test.app, manager, SAVE, ticket({ extendedEnd: '2099-03-01 12:00:00', extensionApprover: 'E101' }));
    expect(extension.body.state).toBe(0);
    expect((await find(manager, extension.body.value)).extendedEnd).toBeNull();
    // Only qualified people may lead: 赵刚 is a duty operator, not a work leader.
    const unqualified = await call(test.app, manager, SAVE, ticket({ leader: 'E105' }));
    expect(errors(unqualified.body)).toEqual([{ field: 'leader', message: '所选工作负责人不存在或不属于当前组织' }]);
  });

  it('asks hot work for its fire watcher and fire-fighting measures, and other kinds not', async () => {
    const refused = await call(test.app, manager, SAVE, ticket({ ticketKind: 'HOT2' }));
    expectRefusal(refused, 'E_VALIDATION', 400);
    expect(errors(refused.body)).toEqual([
      { field: 'fireWatcher', message: '请选择动火监护人' },
      { field: 'fireMeasures', message: '请输入消防措施' },
    ]);
    await add(ticket({ ticketKind: 'HOT2', fireWatcher: 'E105', fireMeasures: '配备 4kg 干粉灭火器 2 具' }));
  });

  it('checks the rows: an executed measure names its executor, a dangerous point comes from the station library', async () => {
    const measure = await call(test.app, manager, SAVE, ticket({}, { wtSafetyMeasure: [{ measure: '验电接地', executed: true }] }));
    expect(errors(measure.body)).toEqual([{ field: 'wtSafetyMeasure[0].executor', message: '请输入执行人' }]);
    const foreign = await call(test.app, manager, SAVE, ticket({}, { wtDangerControl: [{ dangerPoint: pvDangerPoint, controlMeasure: '停电' }] }));
    expect(errors(foreign.body)).toEqual([{ field: 'wtDangerControl[0].dangerPoint', message: '所选危险点不存在或不属于当前组织' }]);
  });

  it('issues by its model: signed by the issuer it names, received and permitted by the duty staff, each step stamped; then its life cycle to the archive', async () => {
    const key = await add(ticket({ issuer: 'E101' }));
    expectRefusal(await transition(manager, key, 'start'), 'E_CONFLICT', 409);
    expectOk(await submitStep(test.app, zhangsan, 'wtWorkTicket', key, true));
    expect((await find(manager, key)).ticketState).toBe('15');
    // Only the named issuer (王海峰) signs: the duty chief holds no task at this step.
    expect((await submitStep(test.app, zhangsan, 'wtWorkTicket', key)).body.state).not.toBe(0);
    expectOk(await submitStep(test.app, manager, 'wtWorkTicket', key));
    expect(await find(manager, key)).toMatchObject({ ticketState: '20', issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), receivedAt: null });
    // Issued: what the issuer signed cannot change any more.
    expect((await edit(key, { workContent: '改写工作内容' })).body.state).not.toBe(0);
    // 张三 filled the ticket in: the other duty chief (高峰) receives it and permits the work.
    expectRefusal(await submitStep(test.app, zhangsan, 'wtWorkTicket', key), 'E_FORBIDDEN', 403);
    expectOk(await submitStep(test.app, gaofeng, 'wtWorkTicket', key));
    expect(await find(manager, key)).toMatchObject({ ticketState: '30', receivedAt: expect.stringMatching(/^\d{4}-/) });
    expectOk(await submitStep(test.app, gaofeng, 'wtWorkTicket', key));
    expect(await find(manager, key)).toMatchObject({ ticketState: '40', permitter: 'E106', permittedAt: expect.stringMatching(/^\d{4}-/) });

    // The model has ended: the ticket's own life cycle takes it on, its locks deciding what may change.
    expect((await transition(zhangsan, key, 'start')).body.recorder.ticketState).toBe('50');
    expect(errors((await transition(zhangsan, key, 'end')).body)).toEqual([
      { field: 'endTime', message: expect.stringContaining('工作终结时间') },
      { field: 'endPeople', message: expect.stringContaining('终结人员') },
    ]);
    expect((await edit(key, { endTime: '2099-03-01 16:50:00', endPeople: '李明、张三' })).body.state).toBe(0);
    expect((await transition(zhangsan, key, 'end')).body.recorder.ticketState).toBe('60');
    expect((await transition(zhangsan, key, 'void')).body.state).toBe(-1);
    expectRefusal(await transition(zhangsan, key, 'archive'), 'E_FORBIDDEN', 403);
    expect((await transition(manager, key, 'archive')).body.recorder.ticketState).toBe('70');
  });

  it('asks a new ticket for the issuer who will sign it', async () => {
    const refused = await call(test.app, manager, SAVE, ticket({ issuer: '' }));
    expect(errors(refused.body)).toEqual([{ field: 'issuer', message: expect.stringContaining('签发人') }]);
  });

  it('numbers a new dangerous point after the library and refuses one the library already has for the same operation', async () => {
    const point = { pkValue: -1, operationType: 'WTG', riskLevel: '3', dangerPoint: '轮毂内变桨轴承润滑脂喷溅', controlMeasures: '进入轮毂前停机锁定，佩戴护目镜' };
    const added = await call(test.app, manager, 'oh/dangerPoint/save.ajax', point);
    expect(added.body.state).toBe(0);
    expect((await call(test.app, manager, 'oh/dangerPoint/find.ajax', { pkValue: added.body.value })).body.recorder.dangerCode).toBe('WXD0032');
    const again = await call(test.app, manager, 'oh/dangerPoint/save.ajax', { ...point, riskLevel: '2' });
    expectRefusal(again, 'E_VALIDATION', 400);
    expect(errors(again.body)).toEqual([{ field: 'operationType', message: '作业类型 / 危险点“WTG / 轮毂内变桨轴承润滑脂喷溅”已存在' }]);
  });

  it('imports dangerous points in bulk from its template, numbered, the bad rows reported', async () => {
    const template = await download(test.app, manager, 'pub/generateImportTemplate.ajax', { _entityName: 'OhDangerPoint' }, 'POST');
    const filled = await fillTemplate(template.bytes, [
      { 作业类型: '起重吊装', 危险点: '吊装作业区域人员误入', 风险等级: '高', 控制措施: '设置警戒线并派专人看护' },
      { 作业类型: '有限空间作业', 危险点: '电缆沟积水触电', 风险等级: '极高', 控制措施: '进入前排水并检测漏电' },
      { 作业类型: '起重吊装', 危险点: '钢丝绳断裂', 风险等级: '不存在的等级', 控制措施: '吊装前检查钢丝绳' },
    ]);
    const uploaded = await upload(test.app, manager, 'attachment/importUploadFile.ajax', [{ name: '危险点导入.xlsx', bytes: filled }]);
    const result = await call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'OhDangerPoint', filePath: uploaded.body.fileId });
    expect(result.body.value).toMatchObject({ successNum: 2, errorNum: 1 });
    const imported = await list(test.app, manager, 'oh/dangerPoint/tableList.ajax', { condition: 'dangerPoint:@电缆沟积水触电' });
    expect(imported.rows[0]?.rowDatas).toMatchObject({ operationType: 'CONFINED', riskLevel: '4', dangerCode: expect.stringMatching(/^WXD\d{4}$/) });
  });

  it('voids a ticket before it ends, with its reason', async () => {
    const key = await add(ticket());
    expect(errors((await transition(manager, key, 'void')).body)).toEqual([{ field: 'voidReason', message: expect.stringContaining('作废原因') }]);
    expect((await edit(key, { voidReason: '计划变更' })).body.state).toBe(0);
    expect((await transition(manager, key, 'void')).body.recorder.ticketState).toBe('90');
  });
});
