/**
 * A small seeded generator (mulberry32) so that the demo data is the same on every run and on
 * every server: what a screenshot or a bug report shows can be found again.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
}

function hashSeed(text: string): number {
  let hash = 2166136261;
  for (const ch of text) hash = Math.imul(hash ^ (ch.codePointAt(0) as number), 16777619);
  return hash >>> 0;
}

export function createRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
    chance: (probability) => next() < probability,
  };
}
