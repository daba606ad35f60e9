import dayjs from 'dayjs';

/** The temporal field kinds and their stored text (spec 01 §9 and docs/architecture.md). */
export type TemporalKind = 'date' | 'month' | 'time' | 'datetime';

const STORED: Record<TemporalKind, string> = {
  date: 'YYYY-MM-DD',
  month: 'YYYY-MM',
  time: 'HH:mm',
  datetime: 'YYYY-MM-DD HH:mm:ss',
};

/** The native input type for each kind; they all speak ISO-like text the stored forms map to. */
export const INPUT_TYPE: Record<TemporalKind, string> = {
  date: 'date',
  month: 'month',
  time: 'time',
  datetime: 'datetime-local',
};

/** Stored text → native input value; only datetime differs ('T' and seconds). */
export function toInputValue(kind: TemporalKind, stored: unknown): string {
  if (typeof stored !== 'string' || stored === '') return '';
  if (kind !== 'datetime') return stored;
  const parsed = dayjs(stored.replace(' ', 'T'));
  return parsed.isValid() ? parsed.format('YYYY-MM-DDTHH:mm:ss') : '';
}

/** Native input value → stored text; empty stays undefined (no value). */
export function fromInputValue(kind: TemporalKind, input: string): string | undefined {
  if (input === '') return undefined;
  if (kind !== 'datetime') return input;
  const parsed = dayjs(input);
  return parsed.isValid() ? parsed.format(STORED.datetime) : input;
}

export function isTemporalKind(type: string): type is TemporalKind {
  return type in STORED;
}
