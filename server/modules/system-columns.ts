/**
 * Columns every module table carries besides its fields, by role (docs/architecture.md, module
 * migration). runtime/bundle/system-columns.ts keeps bundle fields off these names.
 */
export const SYSTEM_COLUMN = {
  orgNo: 'org_no',
  createdBy: 'created_by',
  createdAt: 'created_at',
  updatedBy: 'updated_by',
  updatedAt: 'updated_at',
  rowVersion: 'row_version',
  seq: 'seq',
  bundleVersion: 'bundle_version',
} as const;
