import type { ColumnType } from 'kysely';

/**
 * Column types whose read and write shapes differ under the row parsers both drivers share
 * (server/db/type-parsers.ts). Writes also take the text PostgreSQL would parse, as queries
 * bind ISO strings and counters as well as Dates and numbers.
 */

/** timestamptz: read as a Date (an instant), written as a Date or an ISO string. */
export type Instant = ColumnType<Date, Date | string, Date | string>;

/** timestamptz with a default (now()): may be left out of an insert. */
export type InstantDefault = ColumnType<Date, Date | string | undefined, Date | string>;

/** timestamp(0): wall-clock text 'YYYY-MM-DD HH:MM:SS', as module rows show it. */
export type WallClock = ColumnType<string, string, string>;

/** timestamp(0) with a default (localtimestamp(0)). */
export type WallClockDefault = ColumnType<string, string | undefined, string>;

/** int8 / bigint: read as a number (type-parsers), written as a number or its text. */
export type Int8 = ColumnType<number, number | string, number | string>;

/** bigserial: the database numbers it; never written. */
export type Serial8 = ColumnType<number, never, never>;

/** jsonb: read parsed, written as its JSON text. */
export type Json = ColumnType<unknown, string, string>;
