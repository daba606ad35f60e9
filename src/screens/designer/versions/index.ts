/** The versions area of the module designer: versions, publishing and rollback, diffs, audit log, generating from a table. */
export { VersionsPanel, type VersionsPanelProps } from './VersionsPanel.tsx';
export { DiffView, type DiffViewProps } from './DiffView.tsx';
export { AuditLog } from './AuditLog.tsx';
export { GenerateFromTableDialog, type GenerateFromTableDialogProps } from './GenerateFromTableDialog.tsx';
