/**
 * Columns the server adds to every module table (docs/architecture.md, module-migrate); a bundle
 * field must not take one of these names.
 */

/** Only org-scoped tables carry it; it leads their indexes. */
export const ORG_COLUMN = 'org_no';

export const SYSTEM_COLUMNS: readonly string[] = [
  ORG_COLUMN,
  'created_by',
  'created_at',
  'updated_by',
  'updated_at',
  'row_version',
  'seq',
  'bundle_version',
];
