/**
 * Reminders of record dates (bundle `reminders`, job reminders.expiry), on the demo vehicles'
 * insurance: a vehicle in service whose insurance ends within 30 days is reminded of once, to the
 * head of its station only; one further off or out of service is not; a new date is reminded of anew.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, scheduleClock } from '../../runtime/schedule/occurrences.ts';
import { call, login, startTestApp, type TestApp } from './harness.ts';
import { WIND_ORG } from './module-helpers.ts';

describe('reminders of record dates', () => {
  let test: TestApp;
  let admin: string;
  let vehicles: { key: string }[];
  beforeAll(async () => {
    test = await startTestApp();
    admin = await login(test.app, 'admin');
    const table = test.app.modules.byModuleId('vmVehicle')!.table;
    // Every demo vehicle's insurance far off, so only what a test sets is due.
    await sql`update ${sql.table(table)} set insurance_expiry = date '2099-01-01'`.execute(test.app.database.db);
    vehicles = (await sql<{ key: string }>`select vehicle_no as key from ${sql.table(table)} where org_no = ${WIND_ORG} order by vehicle_no limit 3`.execute(test.app.database.db)).rows;
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
});
