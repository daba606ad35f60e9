/**
 * The load of the intake benchmark, in a process of its own so that publishing does not slow the
 * server it measures: `--rate` messages per second, one reading each, over `--devices` devices
 * of `--points` points, for `--seconds`; prints `sent <n>` when done.
 */
import mqtt from 'mqtt';
import { deviceTopic } from '../../runtime/index.ts';

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, index, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[index + 1] ?? '');
});
const url = args.get('url') ?? 'mqtt://127.0.0.1:1883';
const orgNo = args.get('org') ?? 'ORG0101';
const rate = Number(args.get('rate') ?? 2000);
const seconds = Number(args.get('seconds') ?? 60);
const devices = Number(args.get('devices') ?? 50);
const points = Number(args.get('points') ?? 20);
/** Sends in slices of this many milliseconds: smooth enough for a broker, few timers. */
const SLICE_MS = 50;

const client = await mqtt.connectAsync(url, { clientId: `bench-publisher-${process.pid}` });
let sent = 0;
let next = 0;
const started = Date.now();
while (Date.now() - started < seconds * 1000) {
  const due = Math.floor(((Date.now() - started) / 1000) * rate);
  for (; sent < due; sent += 1, next += 1) {
    const device = next % devices;
    const point = Math.floor(next / devices) % points;
    const payload = JSON.stringify({ ts: Date.now(), points: { [`p${String(point + 1).padStart(2, '0')}`]: 50 + Math.random() * 10 } });
    client.publish(deviceTopic(orgNo, `BENCH${String(device + 1).padStart(3, '0')}`, 'telemetry'), payload, { qos: 1 });
  }
  await new Promise((resolve) => setTimeout(resolve, SLICE_MS));
}
await client.endAsync();
console.log(`sent ${sent}`);
