import { describe, expect, it } from 'vitest';
import { HEAP_MB_PER_MIN, memoryTrend, RSS_MB_PER_MIN, type MemorySample } from './memory-trend.ts';

/** A sample every 15 s for `seconds`, heap and RSS from the functions of the minute. */
function run(seconds: number, heap: (minute: number) => number, rss: (minute: number) => number): MemorySample[] {
  return Array.from({ length: Math.floor(seconds / 15) + 1 }, (_, index) => {
    const minute = (index * 15) / 60;
    return { atMs: index * 15_000, heapMb: heap(minute), rssMb: rss(minute) };
  });
}
// Deterministic jitter: a collection's timing moves a sample by a few MB either way.
const jitter = (minute: number) => 3 * Math.sin(minute * 17);

describe('whether memory stays flat under the load', () => {
  it('is flat when heap and RSS only wobble after the warm-up, however much they grew during it', () => {
    const trend = memoryTrend(run(300, (m) => (m < 1 ? 40 + 60 * m : 100) + jitter(m), (m) => (m < 1 ? 300 + 200 * m : 500) + jitter(m)), 60_000);
    expect(trend.verdict).toBe('flat');
    expect(trend.minutes).toBe(4);
    expect(Math.abs(trend.heapMbPerMin)).toBeLessThan(HEAP_MB_PER_MIN);
  });

  it('is growing when the heap keeps a little per message: 2 MB a minute', () => {
    const trend = memoryTrend(run(300, (m) => 100 + 2 * m + jitter(m), () => 500), 60_000);
    expect(trend).toMatchObject({ verdict: 'growing', heapMbPerMin: expect.closeTo(2, 0) });
  });

  it('is growing when the resident set climbs with a flat heap (memory outside V8: the database, buffers)', () => {
    const trend = memoryTrend(run(300, () => 100, (m) => 500 + (RSS_MB_PER_MIN + 2) * m), 60_000);
    expect(trend).toMatchObject({ verdict: 'growing', rssMbPerMin: expect.closeTo(RSS_MB_PER_MIN + 2, 5) });
  });

  it('gives no verdict on a run too short to judge', () => {
    expect(memoryTrend(run(20, (m) => 100 + 50 * m, () => 500), 0).verdict).toBe('too short');
    expect(memoryTrend(run(150, (m) => 100 + 50 * m, () => 500), 60_000).verdict).toBe('too short');
  });
});
