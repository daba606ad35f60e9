/** A clock the test moves: runners read it, nothing else does. */
export interface TestClock {
  now: () => Date;
  /** Moves to `at`, or by `ms` from where it is. */
  set(at: Date): void;
  advance(ms: number): void;
}

export function testClock(start: Date): TestClock {
  let current = start;
  return {
    now: () => current,
    set(at) {
      current = at;
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** The first instant of the next `minutes` mark of the hour after `from`, plus `plusMs`. */
export function nextMark(from: Date, minutes: number, plusMs = 0): Date {
  const step = minutes * 60_000;
  return new Date((Math.floor(from.getTime() / step) + 1) * step + plusMs);
}
