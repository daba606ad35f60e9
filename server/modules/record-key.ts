import { randomInt } from 'node:crypto';

const TIME_DIGITS = 9;
const RANDOM_DIGITS = 11;
/** Keys are this long: a module's key column must hold them. */
export const RECORD_KEY_LENGTH = TIME_DIGITS + RANDOM_DIGITS;

/**
 * A 20-character base36 record key: 9 digits of milliseconds (sortable by creation time until
 * the year 5188) and 11 random digits. `random` returns an integer in [0, 36); the seed passes
 * a seeded generator so demo data is the same on every run.
 * @example recordKey() // 'mi8x3k2a0q4z7c1b9d8e'
 */
export function recordKey(now: number = Date.now(), random: (bound: number) => number = randomInt): string {
  let tail = '';
  for (let index = 0; index < RANDOM_DIGITS; index += 1) tail += random(36).toString(36);
  return now.toString(36).padStart(TIME_DIGITS, '0') + tail;
}
