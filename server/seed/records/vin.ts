import type { Random } from './random.ts';

/** VIN characters: digits and capitals without I, O and Q (ISO 3779). */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Model-year codes from 2010 (A) on; I, O, Q, U, Z and 0 are never used. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';

function checkDigit(vin: string): string {
  const sum = [...vin].reduce((total, ch, index) => total + (TRANSLITERATION[ch] ?? Number(ch)) * (WEIGHTS[index] as number), 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * A VIN as Chinese makers issue them (GB 16735): maker code, vehicle descriptor, check digit in
 * position 9, model year, plant and a six-digit serial.
 * @example vin(random, 'LFV', 2021) // 'LFV2A21K4M3045871'
 */
export function vin(random: Random, wmi: string, year: number): string {
  let descriptor = '';
  for (let index = 0; index < 5; index += 1) descriptor += random.pick([...VIN_CHARS]);
  const yearCode = YEAR_CODES[(year - 2010) % YEAR_CODES.length] as string;
  const plant = random.pick([...VIN_CHARS]);
  const serial = String(random.int(0, 999999)).padStart(6, '0');
  const draft = `${wmi}${descriptor}0${yearCode}${plant}${serial}`;
  return `${draft.slice(0, 8)}${checkDigit(draft)}${draft.slice(9)}`;
}
