/**
 * Live device data intake (issue 18): one server on PostgreSQL subscribed to Mosquitto (or, with
 * `--db pglite`, what a fresh `npm start` runs: the embedded database in a folder and the embedded
 * broker), 1,000 points (50 devices of 20) receiving `--rate` readings per second (default 2,000:
 * two a point a second) from a publisher process for `--seconds`. Printed: what the publisher
 * sent and how far it fell behind its schedule (a publisher short of CPU is not a slow intake),
 * the readings written per second against those sent, the queue the intake held at most, the
 * server process's CPU per 1,000 messages (comparable on a busy machine, where times are not),
 * the delay from publishing a reading above a limit to its event being readable in the database
 * (probes, one a second during the load) beside the broker's own round trip (publish →
 * subscriber) measured in the same run, and the memory: heap after a full collection and
 * resident set every 15 s, with the verdict of bench/support/memory-trend.ts over what follows
 * the first minute (a 300-s run judges four minutes; a shorter one than three gives none).
 *
 * node bench/iot-intake.ts [--db postgres|pglite] [--rate 2000] [--seconds 60] [--url mqtt://127.0.0.1:1883 (postgres only)]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import mqtt from 'mqtt';
import { sql } from 'kysely';
import { buildApp } from '../server/app.ts';
import { createDatabase } from '../server/db/database.ts';
import { insertRecords } from '../server/seed/records/insert-records.ts';
import { deviceTopic } from '../runtime/index.ts';
import { benchDatabaseUrl, benchServerConfig } from './support/bench-server.ts';
import { formatRow, summarize } from './support/stats.ts';
import { memoryTrend, type MemorySample } from './support/memory-trend.ts';
import type { PublisherReport } from './support/iot-publisher.ts';
import { moduleTables } from '../server/db/module-tables.ts';

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, index, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[index + 1] ?? '');
});
const embedded = args.get('db') === 'pglite';
const externalUrl = args.get('url') ?? process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const rate = Number(args.get('rate') ?? 2000);
const seconds = Number(args.get('seconds') ?? 60);
const ORG = 'ORG0101';
const DEVICES = 50;
const POINTS = 20;
const PROBES = Math.max(5, Math.min(120, seconds - 5));
const GOAL = { rate: 2000, p95Ms: 1000 };

const MEMORY_EVERY_MS = 15_000;
const WARM_UP_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => bytes / 1024 / 1024;
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
/** The live heap and the resident set: a full collection first, so garbage not yet collected does not count. */
function memoryNow(atMs: number): MemorySample {
  collect();
  const { heapUsed, rss } = process.memoryUsage();
  return { atMs, heapMb: mb(heapUsed), rssMb: mb(rss) };
}

async function brokerRoundTrip(url: string, count: number): Promise<number[]> {
  const topic = `bench/rtt/${randomBytes(4).toString('hex')}`;
  const subscriber = await mqtt.connectAsync(url, { clientId: `bench-rtt-sub-${process.pid}` });
  const publisher = await mqtt.connectAsync(url, { clientId: `bench-rtt-pub-${process.pid}` });
  await subscriber.subscribeAsync(topic, { qos: 1 });
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const arrived = new Promise<void>((resolve) => subscriber.once('message', () => resolve()));
    const start = performance.now();
    await publisher.publishAsync(topic, String(index), { qos: 1 });
    await arrived;
    latencies.push(performance.now() - start);
  }
  await Promise.all([subscriber.endAsync(), publisher.endAsync()]);
  return latencies;
}

const databaseUrl = benchDatabaseUrl(embedded ? 'pglite' : 'postgres');
// In a folder, as `npm start`: in memory the readings written would be the process's memory too.
const dataDir = embedded ? await fs.mkdtemp(path.join(os.tmpdir(), 'bench-iot-')) : undefined;
const iot = { enabled: true, ...(embedded ? {} : { mqttUrl: externalUrl }), embeddedPort: 0, readingDays: 30, shareGroup: `bench${process.pid}` };
const config = { ...benchServerConfig(databaseUrl, 'bench-iot'), iot };
// On PostgreSQL a schema of its own: the benchmark's devices never meet those of an earlier run.
const schema = `bench_iot_${process.pid}`;
const database = await createDatabase({ dataDir, databaseUrl, schema });
const app = await buildApp({ config, database });
const url = embedded ? String(app.iot.status().embeddedBroker) : externalUrl;
const setup = embedded ? 'the embedded database through the embedded broker' : 'PostgreSQL through Mosquitto';
try {
  const db = app.database.db;
  const device = app.modules.byModuleId('iotDevice');
  const point = app.modules.byModuleId('iotDevicePoint');
  if (!device || !point) throw new Error('the demo IoT modules did not load');
  // Devices of the load and one more whose points the probes push above their limit one at a time.
  const codes = [...Array.from({ length: DEVICES }, (_, index) => `BENCH${String(index + 1).padStart(3, '0')}`), 'BENCHPROBE'];
  const station = await moduleTables(db).selectFrom('ba_station').select('czxx_no').where('org_no', '=', ORG).executeTakeFirstOrThrow();
  const devices = codes.map((deviceCode, index) => ({ deviceNo: `bench${index}`, deviceCode, deviceName: deviceCode, czxxNo: String(station.czxx_no), eqNo: null, protocol: 'MQTT', remark: null }));
  const points = devices.flatMap((record) =>
    Array.from({ length: record.deviceCode === 'BENCHPROBE' ? PROBES : POINTS }, (_, index) => ({
      pointNo: `${record.deviceNo}p${index}`,
      parentId: record.deviceNo,
      pointCode: `p${String(index + 1).padStart(2, '0')}`,
      pointName: `测点${index + 1}`,
      unit: '℃',
      lowerLimit: null,
      upperLimit: 100,
      alarmLevel: '1',
    })),
  );
  await insertRecords(db, device, ORG, 'bench', devices);
  await insertRecords(db, point, ORG, 'bench', points);
  while (app.iot.status().connection?.state !== 'connected') await sleep(50);

  const rtt = summarize(await brokerRoundTrip(url, 200), 1);
  const probe = await mqtt.connectAsync(url, { clientId: `bench-probe-${process.pid}` });
  console.log(`${DEVICES * POINTS} points, ${rate} readings/s for ${seconds} s through ${url}; ${PROBES} probes`);
  const publisher = spawn(process.execPath, ['bench/support/iot-publisher.ts', '--url', url, '--rate', String(rate), '--seconds', String(seconds), '--devices', String(DEVICES), '--points', String(POINTS)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let publisherOutput = '';
  publisher.stdout.on('data', (chunk: Buffer) => (publisherOutput += chunk.toString()));
  const published = new Promise<void>((resolve) => publisher.once('exit', () => resolve()));

  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  const startCounters = { ...app.iot.status().intake?.counters };
  let maxQueued = 0;
  const memory: MemorySample[] = [memoryNow(0)];
  const watch = setInterval(() => (maxQueued = Math.max(maxQueued, app.iot.status().intake?.queued ?? 0)), 100);
  const sample = setInterval(() => memory.push(memoryNow(Date.now() - started)), MEMORY_EVERY_MS);
  const delays: number[] = [];
  for (let index = 0; index < PROBES && Date.now() - started < seconds * 1000; index += 1) {
    const pointCode = `p${String(index + 1).padStart(2, '0')}`;
    const begin = performance.now();
    await probe.publishAsync(deviceTopic(ORG, 'BENCHPROBE', 'telemetry'), JSON.stringify({ ts: Date.now(), points: { [pointCode]: 150 } }), { qos: 1 });
    for (;;) {
      const row = await moduleTables(db).selectFrom('iot_device_event').select('event_no').where('org_no', '=', ORG).where('point_code', '=', pointCode).where('created_by', '=', 'iot').executeTakeFirst();
      if (row) break;
      if (performance.now() - begin > 30_000) throw new Error(`probe ${pointCode} not recorded in 30 s: ${JSON.stringify(app.iot.status().intake)}`);
      // Every 25 ms: finer than the goal needs by far, and the reads run in the measured process
      // (on the embedded database, on its one connection).
      await sleep(25);
    }
    delays.push(performance.now() - begin);
    await sleep(Math.max(0, 1000 - (performance.now() - begin)));
  }
  await published;
  const publisherEnded = Date.now();
  await app.iot.flush();
  const drainedMs = Date.now() - publisherEnded;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(watch);
  clearInterval(sample);
  memory.push(memoryNow(Date.now() - started));
  const elapsed = (Date.now() - started) / 1000;
  const counters = app.iot.status().intake?.counters ?? {};
  const grown = (name: keyof typeof counters) => (counters[name] ?? 0) - (startCounters[name] ?? 0);
  const written = grown('readings');
  await probe.endAsync();

  const load = JSON.parse(publisherOutput.trim().split('\n').at(-1) ?? '{}') as Partial<PublisherReport>;
  const sent = load.sent ?? 0;
  const delay = summarize(delays, 1);
  const trend = memoryTrend(memory, WARM_UP_MS);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(`\nIntake, ${DEVICES * POINTS} points on ${setup}`);
  console.log(`publisher: sent ${sent} readings in ${(load.seconds ?? 0).toFixed(1)} s (${(sent / (load.seconds ?? 1)).toFixed(0)}/s of ${rate}/s asked), ${load.mostBehindMs ?? '?'} ms behind its schedule at worst`);
  console.log(`intake: written ${written} of ${sent} sent (${(written / (load.seconds ?? elapsed)).toFixed(0)}/s over the publisher's ${(load.seconds ?? elapsed).toFixed(0)} s, the last ${drainedMs} ms after it ended; goal ${GOAL.rate}/s sustained), most queued ${maxQueued} messages`);
  console.log(`server process CPU: ${((cpuMs / Math.max(1, grown('received'))) * 1000).toFixed(0)} ms per 1,000 messages (${((cpuMs / (elapsed * 1000)) * 100).toFixed(0)}% of a core; with the probes${embedded ? ', the embedded broker and database' : ''})`);
  console.log(formatRow('publish → event', delay, { rate: false }), ` goal p95 ≤ ${GOAL.p95Ms} ms`);
  console.log(formatRow('broker round trip', rtt, { rate: false }), ' (baseline: publish → subscriber, same broker, same run)');
  const every = memory.map((point) => `${point.heapMb.toFixed(0)}/${point.rssMb.toFixed(0)}`).join(', ');
  console.log(`memory (server and bench in one process), heap/RSS MB every ${MEMORY_EVERY_MS / 1000} s: ${every}`);
  const slopes = `heap ${trend.heapMbPerMin.toFixed(2)} MB/min, RSS ${trend.rssMbPerMin.toFixed(2)} MB/min over ${trend.minutes.toFixed(1)} min after the first`;
  console.log(`memory ${trend.verdict}: ${slopes}${trend.verdict === 'too short' ? ' (a verdict needs --seconds 180 or more)' : ''}`);
  // Times depend on the machine; memory that grows with the messages taken is a defect anywhere.
  if (trend.verdict === 'growing') process.exitCode = 1;
  if (written < sent) console.log(`(${sent - written} readings not written: ${JSON.stringify(counters)})`);
} finally {
  await app.close();
  if (!embedded) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
  await database.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}
