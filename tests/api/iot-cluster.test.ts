/**
 * Live device data where there are several servers (one PostgreSQL, one Mosquitto, a shared
 * subscription): each message is handled once across the cluster. One server on either broker:
 * iot-intake.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../server/workflow/format-time.ts';
import { loginAll, startTestApp } from './harness.ts';
import { editAndPublish } from './module-design-helpers.ts';
import { BROKER_URL, brokerSettings, connectDevice, storedEvents, waitConnected } from './iot-support.ts';

const WIND = 'ORG0101';
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('two servers on one PostgreSQL sharing the broker’s messages', () => {
  it('records each event once, whichever server a message reaches', async () => {
    const settings = brokerSettings();
    const first = await startTestApp({ iot: settings });
    const second = await startTestApp({ iot: settings }, { sharing: first });
    const since = formatDateTime(new Date(Date.now() - 1000));
    const devices = [];
    try {
      await Promise.all([waitConnected(first.app), waitConnected(second.app)]);
      const start = Date.now();
      // Ten faults of one turbine and a hovering bearing temperature of another, each sent twice.
      const faulty = await connectDevice(BROKER_URL, WIND, 'WT03-SCADA');
      const hot = await connectDevice(BROKER_URL, WIND, 'WT04-SCADA');
      devices.push(faulty, hot);
      for (let index = 0; index < 10; index += 1) {
        const fault = { ts: start + index, level: 'ordinary', code: 'F0310', desc: '偏航电机过载' };
        await Promise.all([faulty.event(fault), faulty.event(fault)]);
      }
      for (const [offset, value] of [95, 96, 97, 98, 99, 100].entries()) {
        await Promise.all([hot.telemetry({ gen_bearing_temp: value }, start + offset), hot.telemetry({ gen_bearing_temp: value }, start + offset)]);
      }
      // What each server took of these devices' messages (the broker may carry other publishers' too):
      // every reading counted once in the cluster, each fault recorded by exactly one server.
      const counted = (name: 'readings' | 'deviceEvents') => [first, second].map((test) => test.app.iot.status().intake?.counters[name] ?? 0);
      const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
      await expect.poll(async () => (await storedEvents(first.app, WIND, since)).length, { timeout: 10_000 }).toBe(11);
      await expect.poll(() => [sum(counted('readings')), sum(counted('deviceEvents'))], { timeout: 10_000 }).toEqual([12, 10]);
      expect([0, 1].every((server) => counted('readings')[server]! + counted('deviceEvents')[server]! > 0)).toBe(true);
      await Promise.all([first.app.iot.flush(), second.app.iot.flush()]);
      const events = await storedEvents(first.app, WIND, since);
      expect(events.filter((event) => event.fault_code === 'F0310')).toHaveLength(10);
      expect(events.filter((event) => event.point_code === 'gen_bearing_temp')).toHaveLength(1);
    } finally {
      await Promise.all(devices.map((device) => device.close()));
      await second.close();
      await first.close();
    }
  });

  it('a server that only takes device data reads the bundles another server published', async () => {
    const first = await startTestApp();
    const intake = await startTestApp({ iot: brokerSettings() }, { sharing: first });
    let device: Awaited<ReturnType<typeof connectDevice>> | undefined;
    try {
      await waitConnected(intake.app);
      const [analyst, manager] = await loginAll(first.app, ['analyst', 'manager']);
      await editAndPublish(first.app, analyst, manager, 'iotDevicePoint', (bundle) => {
        bundle.title = { 'zh-CN': '测点（改）', 'en-US': 'Points (edited)' };
      });
      const published = first.app.modules.revision;
      expect(intake.app.modules.revision).toBeLessThan(published);

      device = await connectDevice(BROKER_URL, WIND, 'WT05-SCADA');
      await device.telemetry({ wind_speed: 8.2 });

      await expect.poll(() => intake.app.modules.revision, { timeout: 10_000 }).toBe(published);
    } finally {
      await device?.close();
      await intake.close();
      await first.close();
    }
  });
});
