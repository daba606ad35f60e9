/**
 * Row value parsers shared by both drivers, so that a row read through PGlite and one read
 * through node-postgres look the same: dates and timestamps stay wall-clock strings (no
 * time-zone shift through JS Date), numeric stays an exact string, int8 (counts) a number.
 */

const OID_INT8 = 20;
const OID_NUMERIC = 1700;
const OID_DATE = 1082;
const OID_TIMESTAMP = 1114;

export type TextParser = (value: string) => unknown;

const keepText: TextParser = (value) => value;

export const TYPE_PARSERS: Readonly<Record<number, TextParser>> = {
  [OID_INT8]: (value) => Number(value),
  [OID_NUMERIC]: keepText,
  [OID_DATE]: keepText,
  // PostgreSQL prints fractional seconds only when present; the wire format has none.
  [OID_TIMESTAMP]: (value) => value.slice(0, 19),
};
