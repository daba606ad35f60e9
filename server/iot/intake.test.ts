import { describe, expect, it } from 'vitest';
import { deviceTopic } from '../../runtime/index.ts';
import type { AlarmWriter } from './alarm-writer.ts';
import type { Database } from '../db/database.ts';
import type { DeviceDirectory } from './device-directory.ts';
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
