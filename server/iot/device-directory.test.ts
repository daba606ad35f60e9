import { describe, expect, it } from 'vitest';
import type { PlatformDb } from '../db/tables/index.ts';
import { createDeviceDirectory, MAX_CACHED_ORGS } from './device-directory.ts';

/**
 * A directory over the organisations `orgNos`, whose bundles bind no device module: each has no
 * devices, read without a database. `reads` counts the organisations' devices read (cached ones
 * not again), `orgReads` the reads of the organisation table.
 */
function directoryOver(orgNos: readonly string[], clock: () => number = Date.now) {
  let reads = 0;
  let orgReads = 0;
  const db = {
    selectFrom: () => ({
      select: () => ({
        execute: async () => {
          orgReads += 1;
          return orgNos.map((org_no) => ({ org_no }));
        },
      }),
    }),
  } as unknown as PlatformDb;
  const directory = createDeviceDirectory(
    db,
    async () => {
      reads += 1;
      return {};
    },
    clock,
  );
  return { directory, reads: () => reads, orgReads: () => orgReads };
}

describe('the devices the intake keeps per organisation', () => {
  it('keeps at most MAX_CACHED_ORGS organisations, the least recently asked dropped first', async () => {
    const many = Array.from({ length: MAX_CACHED_ORGS }, (_, index) => `ORG${index}`);
    const { directory, reads } = directoryOver(['ORG-KEPT', 'ONE-MORE', ...many]);
    await directory.devices('ORG-KEPT');
    for (const orgNo of many.slice(0, -1)) await directory.devices(orgNo);
    expect(reads()).toBe(MAX_CACHED_ORGS);

    // Asked again, the first is the newest: the next new one drops ORG0 instead.
    await directory.devices('ORG-KEPT');
    await directory.devices('ONE-MORE');
    expect(reads()).toBe(MAX_CACHED_ORGS + 1);
    await directory.devices('ORG-KEPT');
    expect(reads()).toBe(MAX_CACHED_ORGS + 1);
    await directory.devices('ORG0');
    expect(reads()).toBe(MAX_CACHED_ORGS + 2);
  });

  it('answers an organisation that does not exist without a read of its own, the organisations read again after a while', async () => {
    let now = 0;
    const { directory, reads, orgReads } = directoryOver(['ORG0101'], () => now);
    for (let index = 0; index < 100; index += 1) expect((await directory.devices(`MADE-UP-${index}`, 'D1')).size).toBe(0);
    expect([reads(), orgReads()]).toEqual([0, 1]);
    await directory.devices('ORG0101');
    expect([reads(), orgReads()]).toEqual([1, 1]);

    now += 60_000;
    await directory.devices('MADE-UP-0');
    expect(orgReads()).toBe(2);
  });
});
