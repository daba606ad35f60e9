import { useLoad } from '../../../api/use-load.ts';
import { useT } from '../../../i18n/hooks.ts';
import { SystemTable, type SystemColumn } from '../SystemTable.tsx';
import { systemValue } from '../system-calls.ts';
import type { UserRow } from './user-types.ts';

/** The role's holders this administrator may see (system/user/list.ajax by roleId); at most this many. */
const SHOWN = 200;

/** Who holds the role: account, name, organisation, department, post and state. `version` reloads it after an edit. */
export function RoleUsers({ roleId, version }: { roleId: string; version: number }) {
  const t = useT();
  const users = useLoad(() => systemValue<{ rows: UserRow[]; totalRows: number }>('system/user/list.ajax', { roleId, pageNo: 1, pageSize: SHOWN }), [roleId, version]);
  const columns: SystemColumn<UserRow>[] = [
    { id: 'userName', header: t('admin.user.field.userName'), cell: (row) => row.userName, className: 'font-mono text-xs' },
    { id: 'realName', header: t('admin.user.field.realName'), cell: (row) => row.realName },
    { id: 'org', header: t('admin.user.field.orgNo'), cell: (row) => row.orgName },
    { id: 'depart', header: t('admin.user.field.departNo'), cell: (row) => row.departName },
    { id: 'post', header: t('admin.user.field.postNo'), cell: (row) => row.postName },
    { id: 'state', header: t('admin.role.field.enabled'), cell: (row) => t(`admin.user.state.${row.state}`) },
  ];
  return (
    <div className="max-h-[28rem] overflow-auto rounded border border-slate-100">
      <SystemTable label={t('admin.role.holders')} columns={columns} rows={users.data?.rows} error={users.error} rowKey={(row) => row.userId} />
    </div>
  );
}
