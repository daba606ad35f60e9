import { describe, expect, it } from 'vitest';
import type { PlatformDb } from '../db/tables/index.ts';
import { createDeviceDirectory, MAX_CACHED_ORGS } from './device-directory.ts';

/**
 * A directory whose bundles bind no device module: every organisation has no devices, read
 * without a database. `reads` counts the organisations read, cached ones not again.
 */
function directoryWithoutDevices() {
  let reads = 0;
  const directory = createDeviceDirectory({} as PlatformDb, async () => {
    reads += 1;
    return {};
  });
  return { directory, reads: () => reads };
}

describe('the devices the intake keeps per organisation', () => {
  it('keeps at most MAX_CACHED_ORGS organisations, the least recently asked dropped first', async () => {
    const { directory, reads } = directoryWithoutDevices();
    await directory.devices('ORG-KEPT');
    for (let index = 0; index < MAX_CACHED_ORGS - 1; index += 1) await directory.devices(`MADE-UP-${index}`);
    expect(reads()).toBe(MAX_CACHED_ORGS);

    // Asked again, the first is the newest: the next new one drops MADE-UP-0 instead.
    await directory.devices('ORG-KEPT');
    await directory.devices('ONE-MORE');
    expect(reads()).toBe(MAX_CACHED_ORGS + 1);
    await directory.devices('ORG-KEPT');
    expect(reads()).toBe(MAX_CACHED_ORGS + 1);
    await directory.devices('MADE-UP-0');
    expect(reads()).toBe(MAX_CACHED_ORGS + 2);
  });
});
