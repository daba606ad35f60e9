/**
 * Live device data in API tests: a test app whose intake subscribes to a broker, a device that
 * publishes to it, and the reads a test makes of what the intake wrote.
 */
import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { FastifyInstance } from 'fastify';
import type { IotSettings } from '../../server/iot/iot-settings.ts';
import { deviceTopic } from '../../runtime/index.ts';
import { moduleTables } from '../../server/db/module-tables.ts';

/** Mosquitto on every development and CI machine (README). */
export const BROKER_URL = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

/** Intake settings on the real broker, in a share group of the test's own: other test files' apps get their own copies. */
export function brokerSettings(shareGroup = `t${randomBytes(4).toString('hex')}`): IotSettings {
  return { enabled: true, mqttUrl: BROKER_URL, embeddedPort: 0, readingDays: 30, shareGroup };
}

/** Waits for the intake's subscription (beforeAll cannot use expect.poll). */
export async function waitConnected(app: FastifyInstance, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (app.iot.status().connection?.state !== 'connected') {
    if (Date.now() > deadline) throw new Error(`intake not connected: ${JSON.stringify(app.iot.status())}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Device {
  telemetry(points: Record<string, unknown>, ts?: number | string): Promise<void>;
  event(body: Record<string, unknown>): Promise<void>;
  raw(topic: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** A device of `orgNo` publishing with QoS 1 as the README documents. */
export async function connectDevice(url: string, orgNo: string, deviceCode: string): Promise<Device> {
  const client: MqttClient = await mqtt.connectAsync(url, { clientId: `test-device-${randomBytes(4).toString('hex')}` });
  const publish = async (topic: string, payload: string) => {
    await client.publishAsync(topic, payload, { qos: 1 });
  };
  return {
    telemetry: (points, ts = Date.now()) => publish(deviceTopic(orgNo, deviceCode, 'telemetry'), JSON.stringify({ ts, points })),
    event: (body) => publish(deviceTopic(orgNo, deviceCode, 'event'), JSON.stringify(body)),
    raw: publish,
    close: () => client.endAsync(),
  };
}

/** The device events the intake recorded in `orgNo` (every state), oldest first. */
export async function storedEvents(app: FastifyInstance, orgNo: string, since: string): Promise<Record<string, unknown>[]> {
  return moduleTables(app.database.db)
    .selectFrom('iot_device_event')
    .selectAll()
    .where('org_no', '=', orgNo)
    .where('created_by', '=', 'iot')
    .where('event_time', '>=', since)
    .orderBy('event_time')
    .execute();
}
