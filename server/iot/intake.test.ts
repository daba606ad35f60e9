import { describe, expect, it, vi } from 'vitest';
import type { CompiledQuery } from 'kysely';
import { deviceTopic } from '../../runtime/index.ts';
import type { AlarmWriter } from './alarm-writer.ts';
import type { Database } from '../db/database.ts';
import type { DeviceDirectory, DirectoryDevice } from './device-directory.ts';
import { createIntake, MAX_QUEUED_READINGS } from './intake.ts';

/**
 * The intake without a database: its organisations have no devices, so a batch refuses every
 * message as from an unknown device and writes nothing; what matters here is what it holds.
 */
function intakeWithoutDevices() {
  const asked: string[] = [];
  const directory: DeviceDirectory = {
    devices: async (orgNo) => {
      asked.push(orgNo);
      return new Map();
    },
  };
  const unused = new Proxy({}, { get: () => { throw new Error('no database in this test'); } });
  const intake = createIntake({
    database: unused as Database,
    directory,
    writer: unused as AlarmWriter,
    keepLatest: async () => {},
    warn: () => {},
    fail: (error) => {
      throw error;
    },
    // Written only when the test flushes.
    flushMs: 3_600_000,
  });
  return { intake, asked };
}

const reading = (points: Record<string, number>) => JSON.stringify({ ts: Date.now(), points });

describe('what the intake holds while the database is slow', () => {
  it('holds at most MAX_QUEUED_READINGS readings: beyond, the oldest messages are dropped and counted', async () => {
    const { intake, asked } = intakeWithoutDevices();
    // The oldest message carries a thousand readings, then one-reading messages fill the bound.
    intake.accept(deviceTopic('ORGOLD', 'D1', 'telemetry'), reading(Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`p${index}`, index]))));
    const single = reading({ p1: 1 });
    for (let index = 0; index < MAX_QUEUED_READINGS - 1000; index += 1) intake.accept(deviceTopic('ORGNEW', 'D1', 'telemetry'), single);
    expect(intake.stats()).toMatchObject({ queued: MAX_QUEUED_READINGS - 999, counters: { received: MAX_QUEUED_READINGS - 999 } });
    expect(intake.stats().counters.overflow).toBeUndefined();

    // One reading more: the thousand-reading message goes, alone, whatever number of messages it frees.
    intake.accept(deviceTopic('ORGNEW', 'D1', 'telemetry'), single);
    expect(intake.stats()).toMatchObject({ queued: MAX_QUEUED_READINGS - 999, counters: { overflow: 1, refused: 1 } });
    for (let index = 0; index < 5000; index += 1) intake.accept(deviceTopic('ORGNEW', 'D1', 'telemetry'), single);
    expect(intake.stats()).toMatchObject({ queued: MAX_QUEUED_READINGS, counters: { overflow: 1 + 5000 - 999, refused: 1 + 5000 - 999 } });

    await intake.stop();
    expect(new Set(asked)).toEqual(new Set(['ORGNEW']));
    expect(intake.stats()).toMatchObject({ queued: 0, counters: { unknownDevice: MAX_QUEUED_READINGS } });
  });

  it('counts a message that cannot be read and holds nothing of it', () => {
    const { intake } = intakeWithoutDevices();
    intake.accept(deviceTopic('ORG0101', 'D1', 'telemetry'), '{"ts": 1, "points": ');
    intake.accept('eops/ORG0101/D1/status', reading({ p1: 1 }));
    expect(intake.stats()).toMatchObject({ queued: 0, counters: { received: 2, refused: 2, badJson: 1, badTopic: 1 } });
  });
});

/**
 * The intake over one device of two points without limits, on a clock the test moves: the
 * statements it runs are recorded (by name and parameters), every read answers no rows.
 */
function intakeOverOneDevice() {
  let now = Date.UTC(2026, 10, 27, 8);
  const statements: { name: string; parameters: readonly unknown[] }[] = [];
  const latest: { orgNo: string; rows: readonly { pointKey: string; value: number }[] }[] = [];
  // Any query builder chain ends in execute(), answering no rows (no open alarm).
  const noRows: object = new Proxy(() => noRows, { get: (_target, name) => (name === 'execute' ? async () => [] : () => noRows) });
  const database = {
    db: noRows,
    runPrepared: async (name: string, query: CompiledQuery) => {
      statements.push({ name, parameters: query.parameters });
      return [];
    },
  } as unknown as Database;
  const points = new Map(['p1', 'p2'].map((code) => [code, { key: `key-${code}`, code, name: code, unit: '', limits: { deadband: 0 } }]));
  const device: DirectoryDevice = { key: 'key-D1', code: 'D1', points };
  const intake = createIntake({
    database,
    directory: { devices: async () => new Map([['D1', device]]) },
    writer: {} as AlarmWriter,
    keepLatest: async (orgNo, rows) => {
      latest.push({ orgNo, rows: rows.map(({ pointKey, value }) => ({ pointKey, value })) });
    },
    warn: () => {},
    fail: (error) => {
      throw error;
    },
    clock: () => now,
    flushMs: 5,
  });
  const send = (points: Record<string, number>) => intake.accept(deviceTopic('ORG0101', 'D1', 'telemetry'), JSON.stringify({ ts: (now += 1), points }));
  return { intake, statements, latest, send, advance: (ms: number) => (now += ms) };
}

describe("the points' latest values", () => {
  it('are written once a second, the newest reading of each point, while every reading is written with its batch', async () => {
    const { intake, statements, latest, send, advance } = intakeOverOneDevice();
    const named = (name: string) => statements.filter((statement) => statement.name === name);
    send({ p1: 1, p2: 10 });
    await vi.waitFor(() => expect(named('iot-insert-readings')).toHaveLength(1));
    send({ p1: 2 });
    await vi.waitFor(() => expect(named('iot-insert-readings')).toHaveLength(2));
    expect(named('iot-upsert-latest')).toEqual([]);
    expect(latest).toEqual([]);

    advance(1000);
    send({ p1: 3 });
    await vi.waitFor(() => expect(named('iot-upsert-latest')).toHaveLength(1));
    // One row a point: p1 at its third reading, p2 at its only one.
    const [, deviceCodes, pointCodes, , values] = named('iot-upsert-latest')[0]!.parameters as unknown[][];
    expect({ deviceCodes, pointCodes, values }).toEqual({ deviceCodes: ['D1', 'D1'], pointCodes: ['p1', 'p2'], values: [3, 10] });
    expect(latest).toEqual([{ orgNo: 'ORG0101', rows: [{ pointKey: 'key-p1', value: 3 }, { pointKey: 'key-p2', value: 10 }] }]);
    expect(intake.stats().counters).toMatchObject({ readings: 4 });

    // A second later only p2 moved: it alone is written, by the timer or by the stop's flush.
    advance(1000);
    send({ p2: 11 });
    await intake.stop();
    expect(named('iot-upsert-latest')).toHaveLength(2);
    expect(latest.at(-1)).toEqual({ orgNo: 'ORG0101', rows: [{ pointKey: 'key-p2', value: 11 }] });
  });
});
