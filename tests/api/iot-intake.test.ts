/**
 * Live device data (issue: live IoT intake) against a real broker, Mosquitto on 127.0.0.1:1883,
 * and again against the embedded one a fresh `npm start` runs: a reading above its point's
 * limit becomes an open event in the alarm pending list of its organisation only, comes back as
 * recovered, is recorded once however often it is delivered, and garbage on every topic is
 * counted and written nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../server/workflow/format-time.ts';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { allRows } from './module-helpers.ts';
import { brokerSettings, connectDevice, storedEvents, waitConnected, BROKER_URL, type Device } from './iot-support.ts';
import type { IotSettings } from '../../server/iot/iot-settings.ts';

const WIND = 'ORG0101';
const ALARMS = 'system/pub/findAlarmToDoList.ajax';

interface Broker {
  name: string;
  settings: () => IotSettings;
  /** Where devices publish, once the app runs. */
  deviceUrl: (test: TestApp) => string;
  /** What the server monitor shows of the intake's link. */
  shown: (test: TestApp) => Record<string, unknown>;
}

// With credentials in the URL, as a broker requiring them is configured: the monitor must not show them.
const SECRET = 's3cret';
const brokers: Broker[] = [
  {
    name: 'Mosquitto',
    settings: () => ({ ...brokerSettings(), mqttUrl: BROKER_URL.replace('://', `://eops-intake:${SECRET}@`) }),
    deviceUrl: () => BROKER_URL,
    shown: () => ({ mode: 'external', broker: BROKER_URL, shared: true }),
  },
  {
    name: 'the embedded broker',
    settings: () => ({ enabled: true, embeddedPort: 0, readingDays: 30, shareGroup: 'eops' }),
    deviceUrl: (test) => String(test.app.iot.status().embeddedBroker),
    shown: (test) => ({ mode: 'embedded', broker: test.app.iot.status().embeddedBroker, shared: false }),
  },
];

describe.each(brokers.map((broker) => [broker.name, broker] as const))('device data from %s', (_name, broker) => {
  let test: TestApp;
  let zhangsan: string;
  let lisi: string;
  let admin: string;
  let device: Device;
  const since = formatDateTime(new Date(Date.now() - 1000));

  beforeAll(async () => {
    test = await startTestApp({ iot: broker.settings() });
    [zhangsan, lisi, admin] = await loginAll(test.app, ['zhangsan', 'lisi', 'admin']);
    await waitConnected(test.app);
    device = await connectDevice(broker.deviceUrl(test), WIND, 'WT01-SCADA');
  });
  afterAll(async () => {
    await device?.close();
    await test?.close();
  });

  const alarms = async (token: string, orgNo?: string) => (await call(test.app, token, ALARMS, { ...(orgNo ? { orgNo } : {}), pageNo: 1, pageSize: 50 })).body;
  // The demo has events of earlier days, numbered by their day; the intake's are today's.
  const today = `SJ${since.slice(0, 10).replaceAll('-', '')}`;
  const bearingAlarms = async () => ((await alarms(zhangsan, WIND)).value as { no: string; desc: string }[]).filter((row) => row.no.startsWith(today) && row.desc.startsWith('发电机轴承温度'));

  it('raises an open event for a reading above its limit, in the pending list of its organisation only', async () => {
    await device.telemetry({ gen_bearing_temp: 97.5 });
    await expect.poll(bearingAlarms, { timeout: 5000 }).toHaveLength(1);
    const [row] = await bearingAlarms();
    expect(row).toMatchObject({ level: '紧急', urgent: true, cz_eq: expect.stringMatching(/^张北.* 1号风机在线监测$/), desc: '发电机轴承温度 97.5℃ 高于上限 85℃', no: expect.stringMatching(/^SJ\d{8}\d{4}$/) });
    expect((await alarms(zhangsan, WIND)).param).toMatchObject({ totalCount: expect.any(Number), moduleId: 'iotDeviceEventRecord' });

    const pv = await alarms(lisi);
    expect(pv.state).toBe(0);
    expect((pv.value as { desc: string }[]).some((other) => other.desc.includes('97.5'))).toBe(false);
    const asking = await alarms(lisi, WIND);
    expect(asking.state).not.toBe(0);
  });

  it('sends an urgent event to the duty people of its organisation as a message that opens it', async () => {
    const messages = async (token: string) => (await call(test.app, token, 'msg/sysMessage/loadMessage.ajax', { pageNo: 1, pageSize: 50 })).body.value as { title: string; msgtype: string; moduleId: string; pkVal: string }[];
    const [row] = await bearingAlarms();
    const sent = (await messages(zhangsan)).filter((message) => message.pkVal === (row as unknown as { pkValue: string }).pkValue);
    expect(sent).toEqual([expect.objectContaining({ title: '发电机轴承温度 97.5℃ 高于上限 85℃', msgtype: 'WORKFLOW_URGENT', moduleId: 'iotDeviceEventRecord' })]);
    expect((await messages(lisi)).some((message) => message.title.includes('97.5'))).toBe(false);
  });

  it('keeps one event while the value hovers at the limit and for a resent message', async () => {
    const resent = Date.now() - 5000;
    await device.telemetry({ gen_bearing_temp: 98.2 }, resent);
    await device.telemetry({ gen_bearing_temp: 98.2 }, resent);
    await device.telemetry({ gen_bearing_temp: 84.5 });
    await device.telemetry({ gen_bearing_temp: 86 });
    await expect.poll(() => test.app.iot.status().intake?.counters.readings ?? 0, { timeout: 5000 }).toBeGreaterThanOrEqual(5);
    await test.app.iot.flush();
    expect(await bearingAlarms()).toHaveLength(1);
    const readings = await test.app.database.db.selectFrom('iot_reading').select('value').where('device_code', '=', 'WT01-SCADA').where('ts', '=', new Date(resent)).execute();
    expect(readings).toHaveLength(1);
  });

  it('marks the event recovered when the reading comes back, and keeps it', async () => {
    await device.telemetry({ gen_bearing_temp: 60 });
    await expect.poll(bearingAlarms, { timeout: 5000 }).toHaveLength(0);
    const events = (await storedEvents(test.app, WIND, since)).filter((event) => event.point_code === 'gen_bearing_temp');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event_state: '40', event_value: '97.500' });
    expect(events[0]?.recovered_at).not.toBeNull();
    // The latest values are written a second apart at most.
    const latest = async () => (await test.app.database.db.selectFrom('iot_point_latest').select('value').where('device_code', '=', 'WT01-SCADA').where('point_code', '=', 'gen_bearing_temp').executeTakeFirst())?.value;
    await expect.poll(latest, { timeout: 5000 }).toBe(60);
  });

  it("shows each point's newest reading in the point list, an older one arriving late changing nothing", async () => {
    const devices = await allRows(test.app, zhangsan, 'iot/device/tableList.ajax', { condition: 'deviceCode:@WT01-SCADA' });
    const deviceKey = devices.find((row) => row.rowDatas.deviceCode === 'WT01-SCADA')?.pkValue;
    expect(deviceKey).toBeTruthy();
    const bearing = async () => (await allRows(test.app, zhangsan, 'iot/devicePoint/tableList.ajax', { parentId: String(deviceKey) })).find((row) => row.rowDatas.pointCode === 'gen_bearing_temp')?.rowDatas;
    await expect.poll(async () => (await bearing())?.latestValue, { timeout: 5000 }).toBe(60);
    const shown = await bearing();
    expect(shown?.latestAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await device.telemetry({ gen_bearing_temp: 70 }, Date.now() - 60_000);
    await expect.poll(() => test.app.iot.status().intake?.counters.readings ?? 0, { timeout: 5000 }).toBeGreaterThanOrEqual(7);
    await test.app.iot.flush();
    expect(await bearing()).toMatchObject({ latestValue: 60, latestAt: shown?.latestAt });
  });

  it('raises a defect from an event, the event holding the defect and the defect naming the event', async () => {
    const event = (await storedEvents(test.app, WIND, since)).find((row) => row.point_code === 'gen_bearing_temp');
    const key = String(event?.event_no);
    const raised = await call(test.app, zhangsan, 'iot/deviceEventRecord/transition.ajax', { pkValue: key, transition: 'raiseDefect' });
    expect(raised.body).toMatchObject({ state: 0, recorder: { eventState: '20', ackBy: '张三', defectNo: expect.any(String) } });
    const defect = (await call(test.app, zhangsan, 'df/defect/find.ajax', { pkValue: raised.body.recorder.defectNo })).body.recorder;
    expect(defect).toMatchObject({ title: '设备告警：发电机轴承温度 97.5℃ 高于上限 85℃', category: 'MAJOR', foundBy: '张三', description: `发电机轴承温度 97.5℃ 高于上限 85℃（设备事件 ${String(event?.event_code)}）` });
    expect((await call(test.app, zhangsan, 'iot/deviceEventRecord/transition.ajax', { pkValue: key, transition: 'raiseDefect' })).body.state).not.toBe(0);
  });

  it('records an event the device sends once, however often it is delivered', async () => {
    const fault = { ts: Date.now(), level: 'urgent', code: 'F0123', desc: '变桨变频器故障' };
    await device.event(fault);
    await device.event(fault);
    await expect.poll(async () => (await storedEvents(test.app, WIND, since)).filter((event) => event.fault_code === 'F0123').length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => test.app.iot.status().intake?.counters.duplicates ?? 0, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    const [row] = (await alarms(zhangsan, WIND)).value.filter((alarm: { desc: string }) => alarm.desc === 'F0123 变桨变频器故障');
    expect(row).toMatchObject({ level: '紧急', urgent: true });
  });

  it('counts garbage on every topic and writes nothing of it', async () => {
    const before = await storedEvents(test.app, WIND, since);
    const counters = () => test.app.iot.status().intake?.counters ?? {};
    const start = { ...counters() };
    await device.raw('eops/ORG0101/WT01-SCADA/telemetry', '{"ts": 1, "points": ');
    await device.raw('eops/ORG0101/WT01-SCADA/telemetry', JSON.stringify({ ts: Date.now(), points: { gen_bearing_temp: 'hot' } }));
    await device.raw('eops/ORG0101/WT01-SCADA/telemetry', JSON.stringify({ ts: Date.now() - 3 * 86_400_000, points: { gen_bearing_temp: 120 } }));
    await device.raw('eops/ORG0101/NO-SUCH-DEVICE/telemetry', JSON.stringify({ ts: Date.now(), points: { gen_bearing_temp: 120 } }));
    await device.raw('eops/ORG9999/WT01-SCADA/telemetry', JSON.stringify({ ts: Date.now(), points: { gen_bearing_temp: 120 } }));
    await device.raw('eops/ORG0101/WT01-SCADA/telemetry', JSON.stringify({ ts: Date.now(), points: { no_such_point: 120 } }));
    await device.raw('eops/ORG0101/WT01-SCADA/event', JSON.stringify({ ts: Date.now(), level: 'apocalyptic', code: 'F1', desc: 'x' }));
    await device.raw('eops/ORG0101/WT01-SCADA/event', '\u0000\u0001binary');
    await device.raw('eops/ORG0101/WT01 SCADA/telemetry', JSON.stringify({ ts: Date.now(), points: { gen_bearing_temp: 120 } }));
    const grew = (name: string) => (counters()[name as keyof ReturnType<typeof counters>] ?? 0) - (start[name as keyof typeof start] ?? 0);
    await expect.poll(() => ['badJson', 'badValue', 'staleTime', 'unknownDevice', 'unknownPoint', 'badLevel', 'badTopic'].map(grew), { timeout: 5000 }).toEqual([2, 1, 1, 2, 1, 1, 1]);
    await test.app.iot.flush();
    expect(await storedEvents(test.app, WIND, since)).toEqual(before);
    expect(test.app.iot.status().connection?.state).toBe('connected');
  });

  it('reports its broker, link and messages in the server monitor, naming the server that answers', async () => {
    type Intake = { received: number; accepted: number; refused: number; lastMessageAt: string | null };
    const monitor = async () => (await call(test.app, admin, 'system/monitor/servers.ajax')).body.value as { answeredBy: string; servers: { serverName: string; stats: { intake?: Intake } }[] };
    const answering = async () => {
      const value = await monitor();
      return value.servers.find((server) => server.serverName === value.answeredBy)?.stats.intake;
    };
    await expect.poll(answering).toBeDefined();
    expect((await monitor()).answeredBy).toBe(test.app.serverName);
    const before = (await answering()) as Intake;
    expect(before).toMatchObject({ ...broker.shown(test), state: 'connected', since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), problem: null });
    if (broker.settings().mqttUrl?.includes(SECRET)) expect(JSON.stringify(await monitor())).not.toContain(SECRET);

    await device.telemetry({ gen_bearing_temp: 61 });
    await device.raw('eops/ORG0101/WT01-SCADA/telemetry', 'not json');
    const grown = async () => {
      const now = (await answering()) as Intake;
      return [now.received - before.received, now.accepted - before.accepted, now.refused - before.refused];
    };
    await expect.poll(grown, { timeout: 5000 }).toEqual([2, 1, 1]);
    expect(Date.parse(String((await answering())?.lastMessageAt))).toBeGreaterThanOrEqual(Date.parse(before.lastMessageAt ?? '1970-01-01T00:00:00Z'));
    expect(await call(test.app, zhangsan, 'system/monitor/servers.ajax').then((answer) => answer.body.state)).not.toBe(0);
  });
});
