import { useLoad } from '../../api/use-load.ts';
import { Button } from '../../components/index.ts';
import { confirm } from '../../components/confirm.ts';
import { useT } from '../../i18n/hooks.ts';
import { SystemPage, SystemTable, type SystemColumn } from './SystemTable.tsx';
import { systemAction, systemValue, timeText } from './system-calls.ts';

interface OnlineRow {
  sessionId: string;
  userId: string;
  userName: string;
  realName: string | null;
  orgName: string | null;
  loginAt: string;
  lastTokenAt: string;
  expiresAt: string | null;
}

/** setting/online: the sign-ins in force; force logout ends every session of the user on every server. */
export function OnlinePage() {
  const t = useT();
  const online = useLoad(() => systemValue<OnlineRow[]>('system/online/list.ajax'), []);
  const logout = async (row: OnlineRow) => {
    if (!(await confirm(t('system.online.confirm', { name: row.realName || row.userName })))) return;
    await systemAction('system/online/forceLogout.ajax', { userId: row.userId });
    online.reload();
  };
  const columns: SystemColumn<OnlineRow>[] = [
    { id: 'user', header: t('system.log.userName'), cell: (row) => `${row.userName}${row.realName ? ` (${row.realName})` : ''}`, className: 'text-slate-800' },
    { id: 'org', header: t('system.online.org'), cell: (row) => row.orgName ?? '' },
    { id: 'login', header: t('system.log.loginAt'), cell: (row) => timeText(row.loginAt) },
    { id: 'last', header: t('system.online.lastToken'), cell: (row) => timeText(row.lastTokenAt) },
    { id: 'expires', header: t('system.online.expires'), cell: (row) => timeText(row.expiresAt) || t('system.never') },
    {
      id: 'logout',
      header: '',
      cell: (row) => (
        <Button variant="text" size="small" onClick={() => void logout(row)}>
          {t('system.online.logout')}
        </Button>
      ),
    },
  ];
  return (
    <SystemPage title={t('system.menu.online')} tools={<Button onClick={online.reload}>{t('system.refresh')}</Button>}>
      <SystemTable label={t('system.menu.online')} columns={columns} rows={online.data} error={online.error} rowKey={(row) => row.sessionId} />
    </SystemPage>
  );
}
