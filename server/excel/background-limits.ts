/**
 * Where an import or export stops being answered in its request and runs as a job the client
 * polls (pub/job/status.ajax). A client can always ask for a job (background=1); the spec's
 * clients, which never do, keep their answer-when-done calls below these sizes.
 */

/**
 * Upload size above which pub/importFromExcel.ajax answers a job id at once. The row count is
 * known only once the file is read; a template row of typical data takes 40 to 60 bytes of
 * compressed xlsx, so 512 KB is about 10,000 rows, a few seconds of work.
 */
export const IMPORT_WAIT_BYTES = 512 * 1024;

/** Rows above which pub/exportToExcel.ajax answers a job id at once (counted up to this many + 1). */
export const EXPORT_WAIT_ROWS = 20_000;
