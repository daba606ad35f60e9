/**
 * Live device data intake (issue 18): one server on PostgreSQL subscribed to Mosquitto (or, with
 * `--db pglite`, what a fresh `npm start` runs: the embedded database and the embedded broker), 1,000
 * points (50 devices of 20) receiving `--rate` readings per second (default 2,000: two a point
 * a second) from a publisher process for `--seconds`. Printed: the readings written per second
 * against the rate sent, the queue the intake held at most, the delay from publishing a reading
 * above a limit to its event being readable in the database (probes, one a second during the
 * load), beside the broker's own round trip (publish → subscriber) measured in the same run, and
 * the server's memory at the start and the end of the load.
 *
 * node bench/iot-intake.ts [--db postgres|pglite] [--rate 2000] [--seconds 60] [--url mqtt://127.0.0.1:1883 (postgres only)]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import { sql } from 'kysely';
import { buildApp } from '../server/app.ts';
import { createDatabase } from '../server/db/database.ts';
import { insertRecords } from '../server/seed/records/insert-records.ts';
import { deviceTopic } from '../runtime/index.ts';
import { benchDatabaseUrl, benchServerConfig } from './support/bench-server.ts';
import { formatRow, summarize } from './support/stats.ts';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

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
const iot = { enabled: true, ...(embedded ? {} : { mqttUrl: externalUrl }), embeddedPort: 0, readingDays: 30, shareGroup: `bench${process.pid}` };
const config = { ...benchServerConfig(databaseUrl, 'bench-iot'), iot };
// On PostgreSQL a schema of its own: the benchmark's devices never meet those of an earlier run.
const schema = `bench_iot_${process.pid}`;
const database = await createDatabase({ dataDir: 'memory://', databaseUrl, schema });
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
  const rssBefore = rssMb();
  console.log(`${DEVICES * POINTS} points, ${rate} readings/s for ${seconds} s through ${url}; ${PROBES} probes`);
  const publisher = spawn(process.execPath, ['bench/support/iot-publisher.ts', '--url', url, '--rate', String(rate), '--seconds', String(seconds), '--devices', String(DEVICES), '--points', String(POINTS)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let sentLine = '';
  publisher.stdout.on('data', (chunk: Buffer) => (sentLine += chunk.toString()));
  const published = new Promise<void>((resolve) => publisher.once('exit', () => resolve()));

  const started = Date.now();
  const startReadings = app.iot.status().intake?.counters.readings ?? 0;
  let maxQueued = 0;
  let rssMax = rssBefore;
  const rssSamples: number[] = [];
  const watch = setInterval(() => {
    maxQueued = Math.max(maxQueued, app.iot.status().intake?.queued ?? 0);
    rssMax = Math.max(rssMax, rssMb());
  }, 100);
  // Memory every 30 s: flat under a steady load, not climbing with the messages taken.
  const sample = setInterval(() => rssSamples.push(Math.round(rssMb())), 30_000);
  const delays: number[] = [];
  for (let index = 0; index < PROBES && Date.now() - started < seconds * 1000; index += 1) {
    const pointCode = `p${String(index + 1).padStart(2, '0')}`;
    const begin = performance.now();
    await probe.publishAsync(deviceTopic(ORG, 'BENCHPROBE', 'telemetry'), JSON.stringify({ ts: Date.now(), points: { [pointCode]: 150 } }), { qos: 1 });
    for (;;) {
      const row = await moduleTables(db).selectFrom('iot_device_event').select('event_no').where('org_no', '=', ORG).where('point_code', '=', pointCode).where('created_by', '=', 'iot').executeTakeFirst();
      if (row) break;
      if (performance.now() - begin > 30_000) throw new Error(`probe ${pointCode} not recorded in 30 s: ${JSON.stringify(app.iot.status().intake)}`);
      await sleep(10);
    }
    delays.push(performance.now() - begin);
    await sleep(Math.max(0, 1000 - (performance.now() - begin)));
  }
  await published;
  await app.iot.flush();
  clearInterval(watch);
  clearInterval(sample);
  const elapsed = (Date.now() - started) / 1000;
  const written = (app.iot.status().intake?.counters.readings ?? 0) - startReadings;
  await probe.endAsync();

  const sent = Number(/sent (\d+)/.exec(sentLine)?.[1] ?? 0);
  const delay = summarize(delays, 1);
  console.log(`\nIntake, ${DEVICES * POINTS} points on ${setup}`);
  console.log(`sent ${sent} readings, written ${written} (${(written / elapsed).toFixed(0)}/s over ${elapsed.toFixed(0)} s; goal ${GOAL.rate}/s sustained), most queued ${maxQueued}`);
  console.log(formatRow('publish → event', delay, { rate: false }), ` goal p95 ≤ ${GOAL.p95Ms} ms`);
  console.log(formatRow('broker round trip', rtt, { rate: false }), ' (baseline: publish → subscriber, same broker, same run)');
  console.log(`memory (server and bench in one process): ${rssBefore.toFixed(0)} MB before the load, ${rssMb().toFixed(0)} MB after, ${rssMax.toFixed(0)} MB at most; every 30 s: ${rssSamples.join(', ') || '-'} MB`);
  if (written < sent) console.log(`(${sent - written} readings not written: ${JSON.stringify(app.iot.status().intake?.counters)})`);
} finally {
  await app.close();
  if (!embedded) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
  await database.close();
}
