/**
 * Whether a server's memory stays flat under a steady load: the live heap (measured after a
 * full collection, so garbage not yet collected does not count) and the resident set, each
 * fitted by a straight line over the samples after the warm-up.
 */
export interface MemorySample {
  /** Milliseconds since the load began. */
  atMs: number;
  /** V8 heap in use after a full collection, MB. */
  heapMb: number;
  /** Resident set of the process, MB. */
  rssMb: number;
}

export interface MemoryTrend {
  /** Minutes of samples judged (after the warm-up). */
  minutes: number;
  heapMbPerMin: number;
  rssMbPerMin: number;
  verdict: 'flat' | 'growing' | 'too short';
}

/**
 * The tolerances. At 2,000 messages a second a minute is 120,000 messages: one retained object
 * of V8's smallest (16 bytes) per message grows the heap by 1.9 MB a minute, above HEAP_MB_PER_MIN.
 * The resident set also holds the embedded database's memory and the allocators' free lists,
 * which grow in steps and stay: RSS_MB_PER_MIN is 16 MB over the four minutes a 5-minute run
 * judges, about 35 bytes a message, and nothing of a bounded cache's size.
 */
export const HEAP_MB_PER_MIN = 1;
export const RSS_MB_PER_MIN = 4;
/** A judgement needs this much after the warm-up: shorter, a single collection's timing sways the line. */
export const MIN_JUDGED_MINUTES = 2;

/** Least-squares slope of y over x. */
function slope(points: readonly [x: number, y: number][]): number {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const [x, y] of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}

/** The trend of the samples taken from `warmUpMs` on. */
export function memoryTrend(samples: readonly MemorySample[], warmUpMs: number): MemoryTrend {
  const judged = samples.filter((sample) => sample.atMs >= warmUpMs);
  const minutes = judged.length < 2 ? 0 : (judged.at(-1)!.atMs - judged[0]!.atMs) / 60_000;
  const perMinute = (pick: (sample: MemorySample) => number) => (judged.length < 2 ? 0 : slope(judged.map((sample) => [sample.atMs / 60_000, pick(sample)])));
  const heapMbPerMin = perMinute((sample) => sample.heapMb);
  const rssMbPerMin = perMinute((sample) => sample.rssMb);
  const verdict = minutes < MIN_JUDGED_MINUTES ? 'too short' : heapMbPerMin > HEAP_MB_PER_MIN || rssMbPerMin > RSS_MB_PER_MIN ? 'growing' : 'flat';
  return { minutes, heapMbPerMin, rssMbPerMin, verdict };
}
