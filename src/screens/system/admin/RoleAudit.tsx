import { useLoad } from '../../../api/use-load.ts';
import { useT } from '../../../i18n/hooks.ts';
import { SystemTable, type SystemColumn } from '../SystemTable.tsx';
import { systemValue, timeText } from '../system-calls.ts';

/** A row of system/role/audit.ajax (server/admin/grant-audit.ts grantHistory). */
interface AuditRow {
  kind: string;
  targetId: string;
  before: unknown;
  after: unknown;
  actorName: string;
  createdAt: string;
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Who changed which grant of the role, when, and the values before and after (newest first). `version` reloads it after an edit. */
export function RoleAudit({ roleId, version }: { roleId: string; version: number }) {
  const t = useT();
  const rows = useLoad(() => systemValue<AuditRow[]>('system/role/audit.ajax', { roleId }), [roleId, version]);
  const columns: SystemColumn<AuditRow>[] = [
    { id: 'time', header: t('admin.audit.time'), cell: (row) => timeText(row.createdAt), className: 'whitespace-nowrap text-slate-600' },
    { id: 'actor', header: t('admin.audit.actor'), cell: (row) => row.actorName },
    { id: 'kind', header: t('admin.audit.kind'), cell: (row) => `${t(`admin.audit.kind.${row.kind}`)} ${row.targetId.includes('/') ? row.targetId.split('/')[1] : ''}` },
    { id: 'before', header: t('admin.audit.before'), cell: (row) => json(row.before), className: 'max-w-xs break-all font-mono text-xs text-slate-500' },
    { id: 'after', header: t('admin.audit.after'), cell: (row) => json(row.after), className: 'max-w-xs break-all font-mono text-xs text-slate-500' },
  ];
  return (
    <div className="max-h-[28rem] overflow-auto rounded border border-slate-100">
      <SystemTable label={t('admin.role.audit')} columns={columns} rows={rows.data} error={rows.error} rowKey={(row) => `${row.createdAt}${row.kind}${row.targetId}`} />
    </div>
  );
}
