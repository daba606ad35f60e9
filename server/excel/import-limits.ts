import type { ZipLimits } from '../files/zip-inspect.ts';

/** Data rows one import reads; a declared or actual sheet beyond this is refused. */
export const MAX_IMPORT_ROWS = 200_000;
/** Columns a sheet may declare or use. */
export const MAX_IMPORT_COLUMNS = 200;

/**
 * A workbook of MAX_IMPORT_ROWS rows of a wide template inflates to a few hundred megabytes of
 * XML; typical sheet XML compresses 10 to 50 times, a bomb thousands of times.
 */
export const WORKBOOK_ZIP_LIMITS: ZipLimits = { maxEntries: 2000, maxTotalBytes: 1024 * 1024 * 1024, maxRatio: 300 };
