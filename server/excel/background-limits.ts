/**
 * Where an import or export stops being answered in its request and runs as a job the client
 * polls (pub/job/status.ajax). A client can always ask for a job (background=1); the spec's
 * clients, which never do, keep their answer-when-done calls below these sizes.
 */

/**
 * Upload size above which pub/importFromExcel.ajax answers a job id at once. The row count is
 * known only once the file is read; a row of the station template takes about 25 bytes of
 * compressed xlsx (4,000 rows: 100 KB), wider templates more, so 512 KB is some 10,000 to
 * 20,000 rows: seconds of work, well within a proxy's timeout.
 */
export const IMPORT_WAIT_BYTES = 512 * 1024;

/** Rows above which pub/exportToExcel.ajax answers a job id at once (counted up to this many + 1). */
export const EXPORT_WAIT_ROWS = 20_000;
