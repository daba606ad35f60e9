/**
 * Reminders of record dates (bundle `reminders`, job reminders.expiry), on the demo vehicles'
 * insurance: a vehicle in service whose insurance ends within 30 days is reminded of once, to the
 * head of its station only; one further off or out of service is not; a new date is reminded of anew.
 * A reminder naming a role tells that role's holders who may reach the vehicle's station only.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, scheduleClock } from '../../runtime/schedule/occurrences.ts';
import { call, login, startTestApp, type TestApp } from './harness.ts';
import { editAndPublish } from './module-design-helpers.ts';
import { PV_ORG, WIND_ORG } from './module-helpers.ts';

describe('reminders of record dates', () => {
  let test: TestApp;
  let admin: string;
  let vehicles: { key: string }[];
  let pvVehicle: { key: string };
  beforeAll(async () => {
    test = await startTestApp();
    admin = await login(test.app, 'admin');
    const table = test.app.modules.byModuleId('vmVehicle')!.table;
    // Every demo vehicle's insurance far off, so only what a test sets is due.
    await sql`update ${sql.table(table)} set insurance_expiry = date '2099-01-01'`.execute(test.app.database.db);
    const keysIn = async (org: string, count: number) =>
      (await sql<{ key: string }>`select vehicle_no as key from ${sql.table(table)} where org_no = ${org} order by vehicle_no limit ${count}`.execute(test.app.database.db)).rows;
    vehicles = await keysIn(WIND_ORG, 4);
    [pvVehicle] = (await keysIn(PV_ORG, 1)) as [{ key: string }];
  });
  afterAll(() => test.close());

  const today = () => scheduleClock(new Date()).day;
  const setVehicle = (key: string, insurance: string, state = '10') =>
    sql`update ${sql.table(test.app.modules.byModuleId('vmVehicle')!.table)} set insurance_expiry = ${insurance}::date, vehicle_state = ${state} where vehicle_no = ${key}`.execute(test.app.database.db);
  const runJob = async () => expect((await call(test.app, admin, 'system/task/run.ajax', { key: 'reminders.expiry' })).body.state).toBe(0);
  const messagesOf = (key: string) =>
    test.app.database.db
      .selectFrom('sys_message as m')
      .innerJoin('sys_msg_receiver as r', 'r.msg_no', 'm.msg_no')
      .select(['m.title', 'm.content', 'm.msgtype', 'r.receiver'])
      .where('m.module_id', '=', 'vmVehicle')
      .where('m.pk_val', '=', key)
      .orderBy('m.created_at')
      .execute();

  it('reminds the head of the station once of a vehicle whose insurance ends within 30 days', async () => {
    const [due] = vehicles;
    const date = addDays(today(), 10);
    await setVehicle(due!.key, date);
    await runJob();
    const sent = await messagesOf(due!.key);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ msgtype: 'REMINDER', content: date, receiver: 'U0002' });
    expect(sent[0]!.title).toMatch(new RegExp(`^车辆 .+ 的保险将于 ${date} 到期，请及时续保$`));
    await runJob();
    expect(await messagesOf(due!.key)).toHaveLength(1);
  });

  it('leaves a vehicle whose insurance ends later, and one out of service', async () => {
    const [, later, retired] = vehicles;
    await setVehicle(later!.key, addDays(today(), 31));
    await setVehicle(retired!.key, addDays(today(), 5), '30');
    await runJob();
    expect(await messagesOf(later!.key)).toEqual([]);
    expect(await messagesOf(retired!.key)).toEqual([]);
  });

  it('reminds again when the date changes, and shows the reminder in the receiver’s message list', async () => {
    const [due] = vehicles;
    const renewed = addDays(today(), 20);
    await setVehicle(due!.key, renewed);
    await runJob();
    expect((await messagesOf(due!.key)).map((message) => message.content)).toEqual([addDays(today(), 10), renewed]);
    const manager = await login(test.app, 'manager');
    const listed = (await call(test.app, manager, 'msg/sysMessage/loadMessage.ajax', { msgtype: 'REMINDER', pageNo: 1, pageSize: 10 })).body;
    expect(JSON.stringify(listed)).toContain(renewed);
  });

  // Last: it publishes the vehicles with this reminder in place of the insurance one.
  it('tells the holders of a role it names who may reach the record’s organisation, not holders elsewhere', async () => {
    await editAndPublish(test.app, await login(test.app, 'analyst'), await login(test.app, 'manager'), 'vmVehicle', (bundle) => {
      bundle.reminders = [{ id: 'insuranceStaff', dateField: 'insuranceExpiry', daysBefore: 30, notify: { roles: ['user'] }, title: { 'zh-CN': '请协助续保 {plateNo}', 'en-US': 'Help renew {plateNo}' } }];
    });
    const wind = vehicles[3]!;
    await setVehicle(wind.key, addDays(today(), 3));
    await setVehicle(pvVehicle.key, addDays(today(), 3));
    await runJob();
    const receivers = async (key: string) => (await messagesOf(key)).map((message) => [message.receiver, message.title.startsWith('请协助续保 ')]).sort();
    // 张三, 王五, 郭磊 and 高峰 hold the user role at the wind farm; 李四, 赵六, 韩梅 and 杨帆 hold it at the PV station only; the station head (post) is not named.
    expect(await receivers(wind.key)).toEqual([['U0003', true], ['U0005', true], ['U0008', true], ['U0009', true]]);
    expect(await receivers(pvVehicle.key)).toEqual([['U0004', true], ['U0006', true], ['U0010', true], ['U0011', true]]);
  });
});
