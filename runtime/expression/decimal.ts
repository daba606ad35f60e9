/**
 * Decimal arithmetic for + - * of bundle expressions: record numbers are decimals (money,
 * quantities), and binary floating point would make 90156187978.42 * 1.13 round the wrong way.
 * Each number is taken at its shortest decimal text (what String prints), the operation is exact
 * on integers, and the result is the double nearest the exact decimal. Numbers printed with an
 * exponent (below 1e-6, from 1e21) fall back to floating point.
 */

interface Decimal {
  digits: bigint;
  scale: number;
}

function toDecimal(value: number): Decimal | undefined {
  const text = String(value);
  if (/e/i.test(text)) return undefined;
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const digits = BigInt(whole + fraction);
  return { digits: negative ? -digits : digits, scale: fraction.length };
}

function toNumber({ digits, scale }: Decimal): number {
  const negative = digits < 0n;
  const text = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  const point = text.length - scale;
  return Number(`${negative ? '-' : ''}${text.slice(0, point)}${scale > 0 ? `.${text.slice(point)}` : ''}`);
}

function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.digits * 10n ** BigInt(scale - a.scale), b.digits * 10n ** BigInt(scale - b.scale), scale];
}

/** a op b for op in + - *, exact in decimal. */
export function decimalArithmetic(op: '+' | '-' | '*', a: number, b: number): number {
  const x = toDecimal(a);
  const y = toDecimal(b);
  if (!x || !y) return op === '+' ? a + b : op === '-' ? a - b : a * b;
  if (op === '*') return toNumber({ digits: x.digits * y.digits, scale: x.scale + y.scale });
  const [p, q, scale] = aligned(x, y);
  return toNumber({ digits: op === '+' ? p + q : p - q, scale });
}

/** Half away from zero at `digits` decimals, on the number's decimal text (no binary noise). */
export function roundTo(value: number, digits: number): number {
  const decimal = toDecimal(value);
  if (!decimal) {
    const scale = 10 ** digits;
    return Math.sign(value) * Math.round(Math.abs(value) * scale) / scale;
  }
  if (decimal.scale <= digits) return value;
  const negative = decimal.digits < 0n;
  const unit = 10n ** BigInt(decimal.scale - digits);
  const magnitude = negative ? -decimal.digits : decimal.digits;
  const rounded = (magnitude + unit / 2n) / unit;
  return toNumber({ digits: negative ? -rounded : rounded, scale: digits });
}
