import type { ZipLimits } from '../files/zip-inspect.ts';

const MB = 1024 * 1024;

/** Data rows one import reads; a declared or actual sheet beyond this is refused. */
export const MAX_IMPORT_ROWS = 200_000;
/** Columns a sheet may declare or use. */
export const MAX_IMPORT_COLUMNS = 200;

/**
 * A workbook of MAX_IMPORT_ROWS rows of a typical template (15 columns) inflates to about
 * 120 MB of XML; typical sheet XML compresses 10 to 50 times, a bomb thousands of times. The
 * inflated total bounds the time a hostile file costs: every byte is inflated once to be checked.
 */
export const WORKBOOK_ZIP_LIMITS: ZipLimits = { maxEntries: 2000, maxTotalBytes: 256 * MB, maxRatio: 300 };

/**
 * Shared strings are the one part held in memory whole while rows stream: their count and the
 * bytes of their part are bounded (a string costs its text plus some 30 bytes of bookkeeping).
 */
export const MAX_SHARED_STRINGS = 1_000_000;
export const MAX_SHARED_STRINGS_BYTES = 128 * MB;
/** Workbook, relationships and styles parts, each parsed whole. */
export const MAX_PACKAGE_PART_BYTES = 16 * MB;
/** The mark sheet holds four short rows. */
export const MAX_MARK_SHEET_BYTES = MB;
/** Longest XML run between two '<': Excel holds at most 32,767 characters in a cell. */
export const MAX_XML_RUN_BYTES = MB;
/**
 * XML of one sheet row: exceljs holds a row whole. 200 columns of long Chinese text stay far
 * below it; 16,384 columns of inline text would not.
 */
export const MAX_ROW_BYTES = 16 * MB;
