import type { FieldDef, Locale } from './types.ts';

const NUMERIC = new Set(['int', 'number', 'decimal']);

/**
 * A number field's value as lists, summaries and prints show it (the field's `display`):
 * thousands separators in the integer part, the digits after the point as stored, the unit after
 * a space. Text that is not a plain number, and fields without `display`, stay as they are.
 * @example shownNumber({ type: 'decimal', display: { thousands: true, unit: { 'zh-CN': '元', 'en-US': 'CNY' } } }, '1234567.50', 'zh-CN') // '1,234,567.50 元'
 */
export function shownNumber(field: Pick<FieldDef, 'type' | 'display'>, text: string, locale: Locale): string {
  const display = field.display;
  if (!display || !NUMERIC.has(field.type) || !/^-?\d+(\.\d+)?$/.test(text)) return text;
  const [whole = '', fraction] = text.split('.');
  const grouped = display.thousands ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const number = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  const unit = display.unit?.[locale];
  return unit ? `${number} ${unit}` : number;
}
