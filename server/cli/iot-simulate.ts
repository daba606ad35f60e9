/**
 * npm run iot:simulate: publishes readings of every demo device (server/seed/records/iot-devices.ts)
 * to the broker the server takes device data from, as station SCADA and monitoring feeds do,
 * with the occasional excursion above a limit and fault event (README, Live device data).
 *
 *   npm run iot:simulate [-- --url mqtt://127.0.0.1:1883] [--every 5] [--excursions 0.01]
 *
 * Without --url: MQTT_URL, else the embedded broker of a local `npm start` (MQTT_PORT, default 1884).
 */
import mqtt from 'mqtt';
import { deviceTopic } from '../../runtime/index.ts';
import { EMBEDDED_MQTT_PORT } from '../iot/iot-settings.ts';
import { demoFeeds, type PointTemplate } from '../seed/records/iot-devices.ts';
import { PV_ORG, WIND_ORG } from '../seed/system-data.ts';

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, index, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[index + 1] ?? '');
});
const url = args.get('url') || process.env.MQTT_URL || `mqtt://127.0.0.1:${process.env.MQTT_PORT ?? EMBEDDED_MQTT_PORT}`;
const everyMs = Math.max(0.2, Number(args.get('every') ?? 5)) * 1000;
/** Chance per point and message that a reading leaves its limits for a few messages. */
const excursionChance = Number(args.get('excursions') ?? 0.01);
const FAULT_CHANCE = 0.002;
const EXCURSION_MESSAGES = 4;
const FAULTS = [
  { code: 'F0123', desc: '变桨变频器故障', level: 'urgent' },
  { code: 'F0310', desc: '偏航电机过载', level: 'ordinary' },
  { code: 'F2005', desc: '电网电压跌落', level: 'ordinary' },
] as const;

const feeds = [...demoFeeds('wind').map((feed) => ({ orgNo: WIND_ORG, ...feed })), ...demoFeeds('pv').map((feed) => ({ orgNo: PV_ORG, ...feed }))];
/** Messages left in each point's excursion, by device and point. */
const excursions = new Map<string, number>();

function reading(deviceCode: string, point: PointTemplate): number {
  const key = `${deviceCode}/${point.code}`;
  const left = excursions.get(key) ?? (Math.random() < excursionChance ? EXCURSION_MESSAGES : 0);
  excursions.set(key, Math.max(0, left - 1));
  const noise = point.typical * 0.05 * (Math.random() * 2 - 1);
  if (left > 0 && point.upper !== undefined) return Math.round((point.upper * 1.1 + Math.abs(noise)) * 10) / 10;
  if (left > 0 && point.lower !== undefined) return Math.round(point.lower * 0.8 * 10) / 10;
  return Math.round((point.typical + noise) * 10) / 10;
}

const client = await mqtt.connectAsync(url, { clientId: `eops-simulator-${process.pid}` });
console.log(`Publishing ${feeds.length} demo devices to ${url} every ${everyMs / 1000} s (Ctrl+C stops)`);
let sent = 0;
const timer = setInterval(() => {
  const ts = Date.now();
  for (const feed of feeds) {
    const points = Object.fromEntries(feed.points.map((point) => [point.code, reading(feed.deviceCode, point)]));
    void client.publishAsync(deviceTopic(feed.orgNo, feed.deviceCode, 'telemetry'), JSON.stringify({ ts, points }), { qos: 1 });
    if (Math.random() < FAULT_CHANCE) {
      const fault = FAULTS[Math.floor(Math.random() * FAULTS.length)]!;
      void client.publishAsync(deviceTopic(feed.orgNo, feed.deviceCode, 'event'), JSON.stringify({ ts, ...fault }), { qos: 1 });
    }
    sent += 1;
  }
  if (sent % (feeds.length * 12) === 0) console.log(`${sent} messages sent`);
}, everyMs);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(timer);
    void client.endAsync().then(() => process.exit(0));
  });
}
