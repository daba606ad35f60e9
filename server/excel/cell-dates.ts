import type { CompiledField } from '../../runtime/index.ts';
import { excelDateText } from './cell-value.ts';

export type DateKind = 'date' | 'datetime' | 'month' | 'time';

/** The date kind of a date, datetime, month or time field; undefined for other fields. */
export function dateFieldKind(field: CompiledField): DateKind | undefined {
  const { type } = field;
  return type === 'date' || type === 'datetime' || type === 'month' || type === 'time' ? type : undefined;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
/** 1900-03-01: Excel counts a 29 February 1900 that never was, so earlier serials are off by a day. */
const FIRST_SERIAL = 61;
/** 9999-12-31, Excel's last date. */
const LAST_SERIAL = 2_958_465;
const SECONDS_A_DAY = 86_400;

/**
 * The wall-clock Date of an Excel serial number (days since 1899-12-30, the fraction being the
 * time of day), as a date typed into a General cell stores it; a time field takes the fraction
 * alone. Null outside the dates Excel shows.
 * @example serialDate(45356, 'date') // 2024-03-05T00:00:00Z
 */
function serialDate(serial: number, kind: DateKind): Date | null {
  const fits = kind === 'time' ? serial >= 0 && serial < 1 : serial >= FIRST_SERIAL && serial < LAST_SERIAL + 1;
  return fits ? new Date(EXCEL_EPOCH + Math.round(serial * SECONDS_A_DAY) * 1000) : null;
}

/** 2024-3-5, 2024/3/5, 2024.3.5, 2024年3月5日, each optionally followed by a time; 2024/3 and 2024年3月 for months. */
const TEXT_DATE = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*月?\s*(?:[-/.]?\s*(\d{1,2})\s*日?)?(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The wall-clock Date of a date typed as text in one of the common forms, or null when the
 * text is none of them or names no real day (a month field needs no day, the others do).
 * @example textDate('2024年3月5日', 'date') // 2024-03-05T00:00:00Z
 */
function textDate(text: string, kind: DateKind): Date | null {
  const match = TEXT_DATE.exec(text);
  if (!match || kind === 'time') return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
  if (day === undefined && kind !== 'month') return null;
  const parts = [Number(year), Number(month) - 1, Number(day ?? 1), Number(hours), Number(minutes), Number(seconds)] as const;
  const date = new Date(Date.UTC(...parts));
  const read = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()];
  // Date.UTC rolls 2024-02-30 over into March: such a text names no day.
  return read.every((value, index) => value === parts[index]) ? date : null;
}

/**
 * A date cell that holds a serial number or text instead of a date, as the field's text format;
 * undefined when it is neither (the field's rules then judge the cell as it is).
 * @example typedDateText('2024/3/5', 'date') // '2024-03-05'
 */
export function typedDateText(cell: number | string, kind: DateKind): string | undefined {
  const date = typeof cell === 'number' ? serialDate(cell, kind) : textDate(cell.trim(), kind);
  return date ? excelDateText(date, kind) : undefined;
}
