/**
 * Columns the server adds to every module table (docs/architecture.md, module-migrate); a bundle
 * field must not take one of these names.
 */
export const SYSTEM_COLUMNS: readonly string[] = [
  'org_no',
  'created_by',
  'created_at',
  'updated_by',
  'updated_at',
  'row_version',
  'seq',
  'bundle_version',
];
