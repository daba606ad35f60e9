import { parseTopic, pointSteps, readDeviceEvent, readTelemetry, type DeviceEvent, type PayloadRefusal, type TimedReading } from '../../runtime/index.ts';
import type { AlarmWriter } from './alarm-writer.ts';
import type { DeviceDirectory, DirectoryDevice, DirectoryPoint } from './device-directory.ts';
import type { PointLatest } from './point-latest.ts';
import { alarmKey, openAlarms, writeLatestReadings, writeReadings, type ReadingRow } from './reading-store.ts';
import type { Database } from '../db/database.ts';

/**
 * What the intake counts since its start: messages by outcome (every message received ends
 * `accepted`, its device known, or `refused`, under one of the reasons below, unless still
 * queued or lost with a failed batch), and what they wrote.
 */
export type IntakeCounter =
  | 'received'
  | 'accepted'
  | 'refused'
  | 'readings'
  | 'deviceEvents'
  | 'raised'
  | 'recovered'
  | 'duplicates'
  | 'badTopic'
  | 'unknownDevice'
  | 'unknownPoint'
  | 'overflow'
  | 'failedBatches'
  | PayloadRefusal;

export interface IntakeStats {
  counters: Readonly<Partial<Record<IntakeCounter, number>>>;
  /** Messages waiting for the next batch. */
  queued: number;
  /** When the last batch was written, ISO 8601; null before the first. */
  lastFlush: string | null;
  /** When the last message arrived, ISO 8601; null before the first. */
  lastMessage: string | null;
}

export interface Intake {
  /** Reads one message and queues it; never throws, never waits: a bad message is counted and dropped. */
  accept(topic: string, payload: Buffer | string): void;
  /** Writes what is queued and the latest values not yet written (tests, shutdown). */
  flush(): Promise<void>;
  stats(): IntakeStats;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export interface IntakeOptions {
  database: Database;
  directory: DeviceDirectory;
  writer: AlarmWriter;
  /** Keeps each point's newest reading where its module shows it (bundle `iot` latestValue). */
  keepLatest: (orgNo: string, latest: readonly PointLatest[]) => Promise<void>;
  /** A refused message, at most once per reason every LOG_EVERY_MS. */
  warn: (reason: IntakeCounter, topic: string) => void;
  /** A batch that could not be written. */
  fail: (error: unknown) => void;
  clock?: () => number;
  flushMs?: number;
}

type Queued = { orgNo: string; deviceCode: string; topic: string } & ({ kind: 'telemetry'; ts: number; points: ReadonlyMap<string, number> } | { kind: 'event'; event: DeviceEvent });

const readingsOf = (item: Queued) => (item.kind === 'telemetry' ? item.points.size : 1);

/** A point's newest reading not yet written as its latest value. */
type Latest = ReadingRow & { pointKey: string };

/** Between two writes: the delay from a message to its event, and the size of the batches. */
const FLUSH_MS = 100;
/**
 * Between two writes of the points' latest values: a point reporting every half second is
 * updated once where each batch would update it twice, and the latest values are two of the
 * three rows a reading writes.
 */
const LATEST_MS = 1_000;
/**
 * Readings held while the database is slow (about 50 s of the 2,000 a second the intake is
 * sized for); beyond, the oldest messages are dropped and counted rather than the server's
 * memory. Counted in readings, not messages: one message may carry MAX_POINTS_PER_MESSAGE.
 */
export const MAX_QUEUED_READINGS = 100_000;
const LOG_EVERY_MS = 10_000;

const isoTime = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The intake of device messages: each is read at once (topic, payload, clock), queued, and
 * written with the others of its batch every FLUSH_MS — readings in one statement, then the
 * limit events of the points they moved, then the events devices sent — and the points'
 * latest values every LATEST_MS.
 */
export function createIntake(options: IntakeOptions): Intake {
  const clock = options.clock ?? Date.now;
  const counters: Partial<Record<IntakeCounter, number>> = {};
  const lastWarned = new Map<IntakeCounter, number>();
  // Oldest first from `head`: the messages before it were dropped by the bound.
  let queue: Queued[] = [];
  let head = 0;
  let queuedReadings = 0;
  let running: Promise<void> | undefined;
  // By organisation and point key: one entry a known point at most, emptied at every write.
  let latest = new Map<string, Map<string, Latest>>();
  let latestWritten = clock();
  let latestDue = false;
  let lastFlush: number | null = null;
  let lastMessage: number | null = null;

  const count = (counter: IntakeCounter, by = 1) => {
    counters[counter] = (counters[counter] ?? 0) + by;
  };
  /** `whole`: the message is dropped (a point unknown drops that point's reading only). */
  const refuse = (counter: IntakeCounter, topic: string, whole = true) => {
    count(counter);
    if (whole) count('refused');
    const now = clock();
    if (now - (lastWarned.get(counter) ?? -Infinity) < LOG_EVERY_MS) return;
    lastWarned.set(counter, now);
    options.warn(counter, topic);
  };

  function accept(topic: string, payload: Buffer | string): void {
    count('received');
    const now = clock();
    lastMessage = now;
    const parsed = parseTopic(topic);
    if (!parsed) return refuse('badTopic', topic);
    const text = typeof payload === 'string' ? payload : payload.toString('utf8');
    const { orgNo, deviceCode } = parsed;
    if (parsed.kind === 'telemetry') {
      const read = readTelemetry(text, now);
      if (!read.ok) return refuse(read.reason, topic);
      enqueue({ orgNo, deviceCode, topic, kind: 'telemetry', ts: read.value.ts, points: read.value.points });
    } else {
      const read = readDeviceEvent(text, now);
      if (!read.ok) return refuse(read.reason, topic);
      enqueue({ orgNo, deviceCode, topic, kind: 'event', event: read.value });
    }
  }

  function enqueue(item: Queued): void {
    queue.push(item);
    queuedReadings += readingsOf(item);
    while (queuedReadings > MAX_QUEUED_READINGS && head < queue.length - 1) {
      queuedReadings -= readingsOf(queue[head]!);
      head += 1;
      count('overflow');
      count('refused');
    }
    // The dropped leave the array once they are half of it: the copy costs no more than the drops before it.
    if (head > 1024 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
  }

  function takeQueued(): Queued[] {
    const batch = head === 0 ? queue : queue.slice(head);
    queue = [];
    head = 0;
    queuedReadings = 0;
    return batch;
  }

  async function writeOrg(orgNo: string, items: Queued[]): Promise<void> {
    let devices = await options.directory.devices(orgNo);
    const unknown = items.find((item) => !devices.has(item.deviceCode));
    if (unknown) devices = await options.directory.devices(orgNo, unknown.deviceCode);
    const rows: ReadingRow[] = [];
    const moved = new Map<string, { device: DirectoryDevice; point: DirectoryPoint; readings: TimedReading[] }>();
    const events: { device: DirectoryDevice; event: DeviceEvent }[] = [];
    for (const item of items) {
      const device = devices.get(item.deviceCode);
      if (!device) {
        refuse('unknownDevice', item.topic);
        continue;
      }
      count('accepted');
      if (item.kind === 'event') {
        events.push({ device, event: item.event });
        continue;
      }
      for (const [code, value] of item.points) {
        const point = device.points.get(code);
        if (!point) {
          refuse('unknownPoint', `${item.topic} ${code}`, false);
          continue;
        }
        const row: Latest = { orgNo, deviceCode: device.code, pointCode: code, ts: item.ts, value, pointKey: point.key };
        rows.push(row);
        keepNewest(row);
        const key = alarmKey(device.code, code);
        const entry = moved.get(key) ?? { device, point, readings: [] };
        entry.readings.push({ ts: item.ts, value });
        moved.set(key, entry);
      }
    }
    await writeReadings(options.database, rows);
    count('readings', rows.length);
    const open = moved.size === 0 ? new Set<string>() : await openAlarms(options.database.db, orgNo, [...new Set([...moved.values()].map((entry) => entry.device.code))]);
    for (const [key, { device, point, readings }] of moved) {
      for (const step of pointSteps(point.limits, open.has(key), readings)) {
        if (step.kind === 'raise') count((await options.writer.raise(orgNo, device, point, step)) ? 'raised' : 'duplicates');
        else if (await options.writer.recover(orgNo, device, point, step.reading.ts)) count('recovered');
      }
    }
    for (const { device, event } of events) count((await options.writer.deviceEvent(orgNo, device, event)) ? 'deviceEvents' : 'duplicates');
  }

  async function writeBatch(batch: Queued[]): Promise<void> {
    const byOrg = new Map<string, Queued[]>();
    for (const item of batch) {
      const items = byOrg.get(item.orgNo);
      if (items) items.push(item);
      else byOrg.set(item.orgNo, [item]);
    }
    for (const [orgNo, items] of byOrg) {
      try {
        await writeOrg(orgNo, items);
      } catch (error) {
        count('failedBatches');
        options.fail(error);
      }
    }
    lastFlush = clock();
  }

  function keepNewest(reading: Latest): void {
    let points = latest.get(reading.orgNo);
    if (!points) latest.set(reading.orgNo, (points = new Map()));
    if ((points.get(reading.pointKey)?.ts ?? -Infinity) < reading.ts) points.set(reading.pointKey, reading);
  }

  async function writeLatest(): Promise<void> {
    const written = latest;
    latest = new Map();
    latestWritten = clock();
    latestDue = false;
    for (const [orgNo, points] of written) {
      const rows = [...points.values()];
      try {
        await writeLatestReadings(options.database, rows);
        await options.keepLatest(orgNo, rows);
      } catch (error) {
        count('failedBatches');
        options.fail(error);
      }
    }
  }

  function drain(): Promise<void> {
    // One batch at a time: a slow database makes batches bigger, not concurrent.
    running ??= (async () => {
      while (queue.length > head) await writeBatch(takeQueued());
      if (latestDue || clock() - latestWritten >= LATEST_MS) await writeLatest();
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  async function flush(): Promise<void> {
    // The drain under way, then one for what came since, the latest values with it.
    await running;
    latestDue = true;
    await drain();
  }

  const timer = setInterval(() => void drain(), options.flushMs ?? FLUSH_MS);
  timer.unref();

  return {
    accept,
    flush,
    stats: () => ({ counters: { ...counters }, queued: queue.length - head, lastFlush: isoTime(lastFlush), lastMessage: isoTime(lastMessage) }),
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
