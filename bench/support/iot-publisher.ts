/**
 * The load of the intake benchmark, in a process of its own so that publishing does not slow the
 * server it measures: `--rate` messages per second, one reading each, QoS 1 as devices publish
 * (README), over `--devices` devices of `--points` points, for `--seconds`. Paced by the clock,
 * not by the timer's ticks: a tick that comes late (a process short of CPU) sends everything due
 * since the last one, so the rate holds whenever the publisher gets the CPU to catch up.
 * Prints one JSON line when done: `sent`, the seconds it took, and how far it fell behind its
 * schedule at worst (`mostBehindMs`), so that a starved publisher is not read as a slow intake.
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
const SLICE_MS = 20;

/** The line the publisher prints when done, which the benchmark reads. */
export interface PublisherReport {
  sent: number;
  seconds: number;
  mostBehindMs: number;
}

// Built once: a topic and a point code per message would be most of the publisher's garbage.
const topics = Array.from({ length: devices }, (_, device) => deviceTopic(orgNo, `BENCH${String(device + 1).padStart(3, '0')}`, 'telemetry'));
const pointCodes = Array.from({ length: points }, (_, point) => `p${String(point + 1).padStart(2, '0')}`);

const client = await mqtt.connectAsync(url, { clientId: `bench-publisher-${process.pid}` });
const total = Math.round(rate * seconds);
let sent = 0;
let mostBehindMs = 0;
const started = performance.now();
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const elapsed = performance.now() - started;
    const due = Math.min(total, Math.floor((elapsed / 1000) * rate));
    // The oldest message due but not sent: how late it goes out.
    mostBehindMs = Math.max(mostBehindMs, elapsed - (sent / rate) * 1000);
    for (; sent < due; sent += 1) {
      const payload = `{"ts":${Date.now()},"points":{"${pointCodes[Math.floor(sent / devices) % points]}":${(50 + Math.random() * 10).toFixed(2)}}}`;
      client.publish(topics[sent % devices]!, payload, { qos: 1 });
    }
    if (sent < total) return;
    clearInterval(timer);
    resolve();
  }, SLICE_MS);
});
const took = (performance.now() - started) / 1000;
// Every message acknowledged by the broker before the count is reported.
await client.endAsync();
const report: PublisherReport = { sent, seconds: took, mostBehindMs: Math.round(mostBehindMs) };
console.log(JSON.stringify(report));
