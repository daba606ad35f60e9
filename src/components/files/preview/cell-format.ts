/**
 * Cell text for the xlsx preview: dates, times, percentages and fixed decimals as the cell's
 * number format asks; everything else as Excel's General shows it.
 */

/** Built-in format ids that change how a number shows (ECMA-376 §18.8.30, plus the CJK date ids). */
function builtinCodes(): ReadonlyMap<number, string> {
  const codes = new Map<number, string>([
    [1, '0'],
    [2, '0.00'],
    [3, '#,##0'],
    [4, '#,##0.00'],
    [9, '0%'],
    [10, '0.00%'],
    [14, 'yyyy-mm-dd'],
    [15, 'yyyy-mm-dd'],
    [16, 'yyyy-mm-dd'],
    [17, 'yyyy-mm'],
    [18, 'h:mm'],
    [19, 'h:mm:ss'],
    [20, 'h:mm'],
    [21, 'h:mm:ss'],
    [22, 'yyyy-mm-dd h:mm'],
    [45, 'mm:ss'],
    [46, 'h:mm:ss'],
    [47, 'mm:ss'],
    [49, '@'],
  ]);
  for (const id of [27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 57, 58]) codes.set(id, 'yyyy-mm-dd');
  for (const id of [32, 33, 55, 56]) codes.set(id, 'h:mm:ss');
  return codes;
}

const BUILTIN_CODES = builtinCodes();

/** The code of a number format id: a custom one from styles.xml, else a built-in one, else General. */
export function formatCode(numFmtId: number, custom: ReadonlyMap<number, string>): string {
  return custom.get(numFmtId) ?? BUILTIN_CODES.get(numFmtId) ?? 'General';
}

/** The first section of a code without quoted text, escapes and [colour]/[locale] parts. */
function bareCode(code: string): string {
  return (code.split(';')[0] ?? '').replace(/"[^"]*"|\\.|\[[^\]]*\]|_.|\*./g, '');
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** A serial day number as YYYY-MM-DD, HH:mm[:ss] or both, as the code's parts ask. */
function formatSerial(serial: number, code: string, date1904: boolean): string {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  // Rounded to the second: stored serials carry floating-point noise.
  const at = new Date(epoch + Math.round(serial * 86_400) * 1000);
  const hasTime = /[hs]/i.test(code);
  const hasDate = /[yd]/i.test(code) || (/m/i.test(code) && !hasTime);
  const date = /d/i.test(code) || !/y/i.test(code) ? `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}` : `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}`;
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}${/s/i.test(code) ? `:${pad(at.getUTCSeconds())}` : ''}`;
  if (hasDate && hasTime) return `${date} ${time}`;
  return hasTime ? time : date;
}

function decimalsOf(code: string): number {
  return /\.(0+)/.exec(code)?.[1]?.length ?? 0;
}

/** A number as General shows it: at most 15 significant digits, no float noise. */
function general(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
}

/** @example formatNumber(45292.5, 'yyyy-mm-dd h:mm', false) // '2024-01-01 12:00' */
export function formatNumber(value: number, code: string, date1904: boolean): string {
  if (!Number.isFinite(value)) return '';
  const bare = bareCode(code);
  if (bare.toLowerCase() === 'general' || bare === '' || bare === '@') return general(value);
  if (/[ymdhs]/i.test(bare) && !/[0#?]/.test(bare.replace(/\.0+/, ''))) return formatSerial(value, bare, date1904);
  if (bare.includes('%')) return `${(value * 100).toFixed(decimalsOf(bare))}%`;
  if (/[0#?]/.test(bare)) {
    const fixed = value.toFixed(decimalsOf(bare));
    return bare.includes(',') ? Number(fixed).toLocaleString('en-US', { minimumFractionDigits: decimalsOf(bare), maximumFractionDigits: decimalsOf(bare) }) : fixed;
  }
  return general(value);
}
