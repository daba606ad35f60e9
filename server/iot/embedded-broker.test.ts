import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { startEmbeddedBroker, type EmbeddedBroker } from './embedded-broker.ts';

describe('the embedded broker', () => {
  let broker: EmbeddedBroker;
  const clients: MqttClient[] = [];
  const connect = async (options: mqtt.IClientOptions = {}) => {
    const client = await mqtt.connectAsync(broker.url, { reconnectPeriod: 0, ...options });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    broker = await startEmbeddedBroker(0, '127.0.0.1');
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.endAsync()));
    await broker?.close();
  });

  it('delivers a retained message to those subscribed, and keeps it for no later subscriber', async () => {
    const early = await connect();
    await early.subscribeAsync('eops/ORG0101/WT01-SCADA/telemetry', { qos: 1 });
    const heard = new Promise<string>((resolve) => early.once('message', (_topic, payload) => resolve(payload.toString())));
    const device = await connect();
    await device.publishAsync('eops/ORG0101/WT01-SCADA/telemetry', 'kept?', { qos: 1, retain: true });
    expect(await heard).toBe('kept?');

    const late = await connect();
    const got: string[] = [];
    late.on('message', (_topic, payload) => got.push(payload.toString()));
    await late.subscribeAsync('eops/ORG0101/WT01-SCADA/telemetry', { qos: 1 });
    // A marker published after the subscription arrives after anything retained would have.
    const marker = new Promise<void>((resolve) => late.on('message', (topic) => topic.endsWith('/marker') && resolve()));
    await late.subscribeAsync('eops/ORG0101/WT01-SCADA/marker', { qos: 1 });
    await device.publishAsync('eops/ORG0101/WT01-SCADA/marker', 'now', { qos: 1 });
    await marker;
    expect(got).toEqual(['now']);
  });

  it('hands the messages of its filters to a subscriber in the process, until it unsubscribes', async () => {
    const heard: [string, string][] = [];
    const unsubscribe = await broker.subscribe(['eops/+/+/telemetry'], (topic, payload) => heard.push([topic, payload.toString()]));
    const device = await connect();
    await device.publishAsync('eops/ORG0101/WT01-SCADA/telemetry', 'first', { qos: 1 });
    await device.publishAsync('eops/ORG0101/WT01-SCADA/event', 'not a telemetry', { qos: 1 });
    expect(heard).toEqual([['eops/ORG0101/WT01-SCADA/telemetry', 'first']]);
    await unsubscribe();
    await device.publishAsync('eops/ORG0101/WT01-SCADA/telemetry', 'after', { qos: 1 });
    expect(heard).toHaveLength(1);
  });

  it('refuses the subscriptions of a session kept across connections, and takes those of a clean one', async () => {
    const kept = await connect({ clean: false, clientId: 'kept-session' });
    await expect(kept.subscribeAsync('eops/#', { qos: 1 })).rejects.toMatchObject({ packet: { granted: [128] } });
    const clean = await connect();
    const [granted] = await clean.subscribeAsync('eops/#', { qos: 1 });
    expect(granted?.qos).toBe(1);
  });
});
