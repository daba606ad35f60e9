import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { builtInJobs } from '../../server/jobs/handlers/index.ts';
import { sendDueReminders } from '../../server/workspace/schedule-reminders.ts';
import { addDays, scheduleClock } from '../../runtime/schedule/occurrences.ts';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { testClock } from './job-helpers.ts';

interface Occurrence {
  eventNo: string;
  eventDate: string;
  content: string;
  customEventType: string;
  allDay: string;
  eventTime: string;
  state: number;
  eventType: string;
}

describe('schedule calls (system/userEvent/*)', () => {
  let test: TestApp;
  let zhangsan: string;
  let wangwu: string;
  let lisi: string;
  beforeAll(async () => {
    test = await startTestApp();
    [zhangsan, wangwu, lisi] = await loginAll(test.app, ['zhangsan', 'wangwu', 'lisi'] as const);
  });
  afterAll(() => test.close());

  const between = async (token: string, startDate: string, endDate: string) => {
    const { body } = await call(test.app, token, 'system/userEvent/loadEventBetweenDate.ajax', { startDate, endDate }, 'GET');
    expect(body.state).toBe(0);
    return body.value as Occurrence[];
  };
  const save = (token: string, params: Record<string, string | number>) => call(test.app, token, 'system/userEvent/save.ajax', { pkValue: -1, _entityName: 'UserEvent', ...params });

  it('shows each demo user a few events of this week from the seed', async () => {
    const today = scheduleClock(new Date()).day;
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    for (const token of [zhangsan, lisi]) {
      const week = await between(token, monday, addDays(monday, 6));
      expect(week.length).toBeGreaterThanOrEqual(3);
      expect(week[0]).toMatchObject({ eventDate: monday, customEventType: 'MT', allDay: 'N', eventTime: '09:00-10:00', state: 10, eventType: 'USER' });
      const day = await call(test.app, token, 'system/userEvent/loadDayEvent.ajax', { date: monday }, 'GET');
      expect(day.body).toMatchObject({ state: 0, value: [expect.objectContaining({ eventNo: week[0]!.eventNo, eventDate: monday })] });
    }
  });

  it('repeats a weekly event across a month boundary and completes one occurrence only', async () => {
    const saved = await save(zhangsan, { content: '月底检修协调会', customEventType: 'MT', startDtm: '2026-01-21', allDay: 'N', eventTime: '14:00-15:00', cycle: 'W', endDtm: '2026-02-18', reminder: 'N' });
    expect(saved.body).toMatchObject({ state: 0 });
    const eventNo = saved.body.value as string;
    const mine = (rows: Occurrence[]) => rows.filter((row) => row.eventNo === eventNo);
    // A 42-day month grid of February 2026 starts on Monday 26 January.
    expect(mine(await between(zhangsan, '2026-01-26', '2026-03-08')).map((row) => row.eventDate)).toEqual(['2026-01-28', '2026-02-04', '2026-02-11', '2026-02-18']);
    // The week of 26 January to 1 February crosses into February.
    expect(mine(await between(zhangsan, '2026-01-26', '2026-02-01')).map((row) => row.eventDate)).toEqual(['2026-01-28']);

    const found = await call(test.app, zhangsan, 'system/userEvent/find.ajax', { pkValue: eventNo, _entityName: 'UserEventView' });
    expect(found.body).toMatchObject({ state: 0, recorder: { eventNo, content: '月底检修协调会', customEventType: 'MT', startDtm: '2026-01-21', allDay: 'N', eventTime: '14:00-15:00', cycle: 'W', endDtm: '2026-02-18', reminder: 'N', state: 10 } });

    const done = await save(zhangsan, { pkValue: eventNo, state: 20, eventDate: '2026-02-04' });
    expect(done.body.state).toBe(0);
    expect(mine(await between(zhangsan, '2026-01-26', '2026-03-08')).map((row) => [row.eventDate, row.state])).toEqual([
      ['2026-01-28', 10],
      ['2026-02-04', 20],
      ['2026-02-11', 10],
      ['2026-02-18', 10],
    ]);
    const offDay = await save(zhangsan, { pkValue: eventNo, state: 20, eventDate: '2026-02-05' });
    expect(offDay.body).toMatchObject({ state: -1, msgInfo: '日程在2026-02-05没有安排' });
  });

  it('refuses bad input with the rule broken and stores nothing', async () => {
    const before = await test.app.database.db.selectFrom('sys_user_event').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const cases: [Record<string, string | number>, string][] = [
      [{ content: '', customEventType: 'WK', startDtm: '2026-02-02' }, '请填写日程内容'],
      [{ content: 'x'.repeat(513), customEventType: 'WK', startDtm: '2026-02-02' }, '日程内容不能超过512个字符'],
      [{ content: '会', customEventType: 'XX', startDtm: '2026-02-02' }, '请选择日程类型'],
      [{ content: '会', customEventType: 'WK', startDtm: '2026-02-30' }, '请选择开始日期'],
      [{ content: '会', customEventType: 'WK', startDtm: '2026-02-02', allDay: 'N', eventTime: '15:00-14:00' }, '请选择时间段，开始时间须早于结束时间'],
      [{ content: '会', customEventType: 'WK', startDtm: '2026-02-02', cycle: 'W' }, '设置重复时请选择结束日期或重复次数'],
      [{ content: '会', customEventType: 'WK', startDtm: '2026-02-02', cycle: 'D', endDtm: '2026-02-02' }, '结束时间不能小于等于开始时间'],
    ];
    for (const [params, message] of cases) expect((await save(zhangsan, params)).body, message).toMatchObject({ state: -1, msgInfo: message });
    const english = await call(test.app, zhangsan, 'system/userEvent/save.ajax', { pkValue: -1, content: '', customEventType: 'WK', startDtm: '2026-02-02', lang: 'en_US' });
    expect(english.body).toMatchObject({ state: -1, msgInfo: "Please enter the schedule's content" });
    const range = await call(test.app, zhangsan, 'system/userEvent/loadEventBetweenDate.ajax', { startDate: '2026-01-01', endDate: '2026-12-31' }, 'GET');
    expect(range.body).toMatchObject({ state: -1, msgInfo: '日期范围无效（最多62天）' });
    const entity = await call(test.app, zhangsan, 'system/userEvent/find.ajax', { pkValue: 'x', _entityName: 'SysUser' });
    expect(entity.body.state).toBe(-1);
    const after = await test.app.database.db.selectFrom('sys_user_event').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps other users’ and other organisations’ events invisible and untouchable', async () => {
    const saved = await save(zhangsan, { content: '个人备忘', customEventType: 'BM', startDtm: '2026-02-10' });
    const eventNo = saved.body.value as string;
    expect((await between(wangwu, '2026-02-09', '2026-02-15')).map((row) => row.eventNo)).not.toContain(eventNo);
    expect((await call(test.app, wangwu, 'system/userEvent/find.ajax', { pkValue: eventNo })).body.state).toBe(-1);
    expect((await call(test.app, lisi, 'system/userEvent/delete.ajax', { pkValue: eventNo })).body.state).toBe(-1);
    expect((await save(wangwu, { pkValue: eventNo, content: '改', customEventType: 'BM', startDtm: '2026-02-10' })).body.state).toBe(-1);
    expect((await save(wangwu, { pkValue: eventNo, state: 20, eventDate: '2026-02-10' })).body.state).toBe(-1);
    // The same user in another organisation does not see it either.
    const switched = await call(test.app, zhangsan, 'system/user/changeUserCurrentOrg.ajax', { orgNo: 'ORG01' });
    expect(switched.body.state).toBe(0);
    expect((await between(zhangsan, '2026-02-09', '2026-02-15')).map((row) => row.eventNo)).not.toContain(eventNo);
    await call(test.app, zhangsan, 'system/user/changeUserCurrentOrg.ajax', { orgNo: 'ORG0101' });
    expect((await between(zhangsan, '2026-02-09', '2026-02-15')).map((row) => row.eventNo)).toContain(eventNo);

    expect((await call(test.app, zhangsan, 'system/userEvent/delete.ajax', { pkValue: eventNo, _entityName: 'UserEvent' })).body.state).toBe(0);
    expect((await call(test.app, zhangsan, 'system/userEvent/find.ajax', { pkValue: eventNo })).body.state).toBe(-1);
  });

  it('delivers a due reminder as one message, once, with two runners and concurrent runs', async () => {
    // Monday 2 March 2026, 10:00 in Asia/Shanghai; the weekly event began on 23 February, reminding at 09:30.
    const fire = new Date('2026-03-02T02:00:00Z');
    const saved = await save(wangwu, { content: '周一班组安全学习', customEventType: 'MT', startDtm: '2026-02-23', allDay: 'N', eventTime: '09:30-10:30', cycle: 'W', repeatCount: 6, reminder: 'Y', remindTime: '09:30' });
    const eventNo = saved.body.value as string;
    const db = test.app.database.db;
    const messages = () => db.selectFrom('sys_message as m').innerJoin('sys_msg_receiver as r', 'r.msg_no', 'm.msg_no').select(['m.title', 'm.content', 'm.msgtype', 'r.receiver']).where('m.pk_val', '=', eventNo).execute();

    // Before the reminder time nothing goes.
    expect(await sendDueReminders(db, new Date('2026-03-02T01:00:00Z'))).toBe(0);
    const clock = testClock(new Date(fire.getTime() - 60_000));
    const jobs = builtInJobs(test.app);
    const runner = (worker: string) => createJobRunner({ db, worker, clock: clock.now, handlers: jobs.handlers, schedules: jobs.schedules.filter((schedule) => schedule.name === 'schedule.reminders') });
    const [a, b] = [runner('server-a'), runner('server-b')];
    clock.set(new Date(fire.getTime() + 1_000));
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([sendDueReminders(db, fire), sendDueReminders(db, fire)]);
    expect(await messages()).toEqual([{ title: '周一班组安全学习', content: '2026-03-02 09:30-10:30', msgtype: 'SCHEDULE', receiver: 'U0005' }]);
    // A completed occurrence is not reminded; the next week's is.
    await save(wangwu, { pkValue: eventNo, state: 20, eventDate: '2026-03-09' });
    expect(await sendDueReminders(db, new Date('2026-03-09T02:00:00Z'))).toBe(0);
    expect(await sendDueReminders(db, new Date('2026-03-16T02:00:00Z'))).toBe(1);
  });
});
