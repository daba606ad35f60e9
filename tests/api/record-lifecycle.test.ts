import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { call, loginAll, startTestApp, type CallParams, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';
import { expectOk, freshDefects, START_TO_ZHANGSAN, submit, ZHANGSAN } from './workflow-support.ts';
import { moduleTables } from '../../server/db/module-tables.ts';

const WIND_ORG = 'ORG0101';

/** Record life cycles over the demo defect's `lifecycle` (modules/dfDefect.json), as a hostile client calls them. */
describe('record life cycles', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let wangwu: string;
  let lisi: string;
  let analyst: string;
  const used = new Set<string>();
  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan, wangwu, lisi, analyst] = await loginAll(test.app, ['manager', 'zhangsan', 'wangwu', 'lisi', 'analyst'] as const);
  });
  afterAll(() => test.close());

  const db = () => test.app.database.db;

  /** A wind-farm defect without a workflow instance, not used by another test, put in `state` (and given `values`) straight in the table. */
  async function defectIn(state: string, values: Record<string, unknown> = {}): Promise<string> {
    const { rows } = await sql<{ defect_no: string }>`
      select d.defect_no from df_defect d
      where d.org_no = ${WIND_ORG} and not exists (select 1 from wf_instance i where i.module_id = 'dfDefect' and i.pk_value = d.defect_no)
      order by d.defect_no`.execute(db());
    const key = rows.map((row) => row.defect_no).find((candidate) => !used.has(candidate));
    if (!key) throw new Error('no unused defect');
    used.add(key);
    await moduleTables(db()).updateTable('df_defect').set({ defect_state: state, category: 'GENERAL', team_no: 'T0101', actual_start: null, actual_end: null, ...values }).where('defect_no', '=', key).execute();
    return key;
  }

  const row = (key: string) => moduleTables(db()).selectFrom('df_defect').selectAll().where('defect_no', '=', key).executeTakeFirstOrThrow();
  const audit = (key: string) => db().selectFrom('sys_record_transition').selectAll().where('pk_value', '=', key).orderBy('id').execute();
  const transition = (token: string, key: string, name: string, extra: CallParams = {}) => call(test.app, token, 'df/defect/transition.ajax', { pkValue: key, transition: name, ...extra });
  const offers = async (token: string, keys: string[]) => (await call(test.app, token, 'df/defect/transitions.ajax', { pkValue: keys.join(',') })).body.value;
  const today = () => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  };

  it('offers each record the transitions its state, the user roles and the guards allow', async () => {
    const [confirmed, critical, eliminated] = [await defectIn('20'), await defectIn('20', { category: 'CRITICAL' }), await defectIn('40')];
    const names = (value: Record<string, { name: string }[]>) => Object.fromEntries(Object.entries(value).map(([key, list]) => [key, list.map((entry) => entry.name)]));
    expect(names(await offers(zhangsan, [confirmed, critical, eliminated]))).toEqual({ [confirmed]: ['dispatch', 'defer'], [critical]: ['dispatch'], [eliminated]: [] });
    expect(names(await offers(manager, [eliminated]))).toEqual({ [eliminated]: ['accept'] });
    expect((await offers(zhangsan, [confirmed]))[confirmed][0]).toEqual({ name: 'dispatch', label: '派工', to: '30' });
    // Without 'edit' nothing can be taken, so nothing is offered.
    expect(names(await offers(analyst, [confirmed]))).toEqual({ [confirmed]: [] });
  });

  it('takes a transition: the state, the stamps, the row version and one audit row, answered with the record', async () => {
    const key = await defectIn('20');
    const before = await row(key);
    const taken = await transition(zhangsan, key, 'dispatch', { _rowVersion: before.row_version });
    expectOk(taken);
    expect(taken.body.recorder).toMatchObject({ defectNo: key, defectState: '30', actualStart: today(), _rowVersion: before.row_version + 1 });
    expect(taken.body.recorder._labels.defectState).toBe('已派工');
    const after = await row(key);
    expect(after).toMatchObject({ defect_state: '30', row_version: before.row_version + 1, updated_by: ZHANGSAN });
    expect(await audit(key)).toEqual([
      expect.objectContaining({ module_id: 'dfDefect', org_no: WIND_ORG, source: 'transition', transition: 'dispatch', from_state: '20', to_state: '30', user_id: ZHANGSAN, user_name: '张三' }),
    ]);
    const log = (await call(test.app, zhangsan, 'df/defect/transitionLog.ajax', { pkValue: key, lang: 'en' })).body.value;
    expect(log).toEqual([expect.objectContaining({ transition: 'dispatch', label: 'Dispatch', fromLabel: 'Confirmed', toLabel: 'Dispatched', userName: '张三', source: 'transition' })]);
    expect(log[0].time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('refuses a transition from a state it does not leave, for a user without its role, against its guard; nothing written', async () => {
    const dispatched = await defectIn('30');
    const wrong = await transition(zhangsan, dispatched, 'accept');
    expectRefusal(wrong, 'E_CONFLICT', 409);
    expect(wrong.body.msgInfo).toBe('当前状态为已派工，不能执行验收：记录可能已被他人修改，请刷新后重试');
    const eliminated = await defectIn('40');
    const role = await transition(zhangsan, eliminated, 'accept', { lang: 'en' });
    expectRefusal(role, 'E_FORBIDDEN', 403);
    expect(role.body.msgInfo).toBe('You have no role that may take Accept');
    const critical = await defectIn('30', { category: 'CRITICAL' });
    expectRefusal(await transition(zhangsan, critical, 'defer'), 'E_CONFLICT', 409);
    expectRefusal(await transition(analyst, eliminated, 'accept'), 'E_OPERATION_DENIED', 403);
    expectRefusal(await transition(zhangsan, eliminated, 'vanish'), 'E_BAD_REQUEST', 400);
    for (const key of [dispatched, eliminated, critical]) expect(await audit(key)).toEqual([]);
    expect((await row(eliminated)).defect_state).toBe('40');
    expectOk(await transition(manager, eliminated, 'accept'));
    expect((await row(eliminated)).defect_state).toBe('50');
  });

  it('refuses a transition whose required fields are empty, naming each field', async () => {
    const key = await defectIn('20', { team_no: null });
    const before = await row(key);
    const refused = await transition(zhangsan, key, 'dispatch');
    expectRefusal(refused, 'E_VALIDATION', 400);
    expect(refused.body.param.errors).toEqual([{ field: 'teamNo', message: '派工前请先填写责任班组' }]);
    expect(await row(key)).toEqual(before);
    expect(await audit(key)).toEqual([]);
  });

  it('lets one of two simultaneous clicks through and answers the other clearly', async () => {
    const key = await defectIn('30', { actual_start: '2024-05-01' });
    const { row_version } = await row(key);
    const results = await Promise.all([transition(zhangsan, key, 'eliminate', { _rowVersion: row_version }), transition(wangwu, key, 'eliminate', { _rowVersion: row_version })]);
    expect(results.filter((result) => result.body.state === 0)).toHaveLength(1);
    const loser = results.find((result) => result.body.state !== 0);
    expect(['E_STALE_RECORD', 'E_CONFLICT']).toContain(loser?.body.code);
    expect(await audit(key)).toHaveLength(1);
    expect(await row(key)).toMatchObject({ defect_state: '40', row_version: row_version + 1 });
    // A page that loaded the record before the move is stale.
    expectRefusal(await transition(manager, key, 'accept', { _rowVersion: row_version }), 'E_STALE_RECORD', 409);
  });

  it('does not let another organisation take or read a record’s transitions', async () => {
    const key = await defectIn('20');
    expectRefusal(await transition(lisi, key, 'dispatch'), 'E_RECORD_NOT_FOUND', 404);
    expectRefusal(await call(test.app, lisi, 'df/defect/transitionLog.ajax', { pkValue: key }), 'E_RECORD_NOT_FOUND', 404);
    expect(await offers(lisi, [key])).toEqual({ [key]: [] });
    expect((await row(key)).defect_state).toBe('20');
  });

  it('has no life-cycle calls for a module without a life cycle', async () => {
    const { status } = await call(test.app, manager, 'vm/vehicle/transition.ajax', { pkValue: 'x', transition: 'dispatch' });
    expect(status).toBe(404);
  });

  describe('ordinary saves', () => {
    async function save(token: string, key: string, changes: CallParams) {
      const { body } = await call(test.app, token, 'df/defect/find.ajax', { pkValue: key });
      const { _labels, defectNo, photos, attachments, ...values } = body.recorder;
      return call(test.app, token, 'df/defect/save.ajax', { ...values, ...changes, pkValue: key });
    }

    it('refuses the fields locked in the record state and the state itself, with label and reason; nothing written', async () => {
      const accepted = await defectIn('50', { actual_start: '2024-05-01' });
      const before = await row(accepted);
      const refused = await save(manager, accepted, { actualStart: '2024-05-02', defectState: '60', title: '改标题' });
      expectRefusal(refused, 'E_VALIDATION', 400);
      expect(refused.body.param.errors).toEqual([
        { field: 'defectState', message: '状态只能通过状态操作变更' },
        { field: 'actualStart', message: '记录处于已验收状态，实际开始不能修改' },
      ]);
      expect(await row(accepted)).toEqual(before);
      // Fields open in the state save; the locked ones go back unchanged.
      expectOk(await save(manager, accepted, { title: '改标题' }));
      expect((await row(accepted)).title).toBe('改标题');
    });

    it('locks every field of a closed record', async () => {
      const closed = await defectIn('60');
      const refused = await save(manager, closed, { title: '关闭后修改' });
      expect(refused.body.param.errors).toEqual([{ field: 'title', message: '记录处于已关闭状态，缺陷标题不能修改' }]);
    });

    it('starts a new record in the initial state and refuses another', async () => {
      const values = { pkValue: -1, defectCode: 'LC0001', title: '生命周期', czxxNo: (await row(await defectIn('10'))).czxx_no, category: 'GENERAL', foundBy: '张三', foundTime: '2024-05-01 08:00:00', description: '新缺陷' };
      const refused = await call(test.app, zhangsan, 'df/defect/save.ajax', { ...values, defectState: '60' });
      expect(refused.body.param.errors).toEqual([{ field: 'defectState', message: '状态只能通过状态操作变更' }]);
      const saved = await call(test.app, zhangsan, 'df/defect/save.ajax', values);
      expectOk(saved);
      expect((await row(saved.body.value)).defect_state).toBe('10');
    });
  });

  it('sets the demo defect to its approved state when the review ends, audited as the workflow', async () => {
    const [key] = (await freshDefects(test.app, 'GENERAL', 1)) as [string];
    used.add(key);
    await moduleTables(db()).updateTable('df_defect').set({ defect_state: '10' }).where('defect_no', '=', key).execute();
    expectOk(await submit(test.app, manager, key, START_TO_ZHANGSAN));
    expect((await row(key)).defect_state).toBe('10');
    expectOk(await submit(test.app, zhangsan, key, { opinion: '同意' }));
    expectOk(await submit(test.app, wangwu, key, { opinion: '确认' }));
    expect((await row(key)).defect_state).toBe('20');
    expect(await audit(key)).toEqual([expect.objectContaining({ source: 'workflow', transition: 'submit', from_state: '10', to_state: '20' })]);
    const log = (await call(test.app, manager, 'df/defect/transitionLog.ajax', { pkValue: key })).body.value;
    expect(log).toEqual([expect.objectContaining({ label: '流程提交', fromLabel: '已登记', toLabel: '已确认' })]);
    // Confirmed: the defect may now be dispatched.
    expect((await offers(zhangsan, [key]))[key].map((entry: { name: string }) => entry.name)).toContain('dispatch');
  });
});
