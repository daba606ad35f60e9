import { useState } from 'react';
import { useLoad } from '../../api/use-load.ts';
import { Button, Modal } from '../../components/index.ts';
import { confirm } from '../../components/confirm.ts';
import { FormField } from '../../components/FormField.tsx';
import { useT } from '../../i18n/hooks.ts';
import { SystemPage, SystemTable, type SystemColumn } from './SystemTable.tsx';
import { systemAction, systemValue, timeText } from './system-calls.ts';

interface KeyRow {
  keyId: string;
  name: string | null;
  userName: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** setting/client: integration keys (uakeys) for other systems; a new key is shown once. */
export function UakeyPage() {
  const t = useT();
  const keys = useLoad(() => systemValue<KeyRow[]>('system/uakey/list.ajax'), []);
  const [form, setForm] = useState<{ name: string; days: string }>();
  const [issued, setIssued] = useState<string>();

  const issue = async () => {
    if (!form) return;
    const answer = await systemAction<{ uakey: string }>('system/uakey/issue.ajax', form);
    if (!answer) return;
    setForm(undefined);
    setIssued(answer.uakey);
    keys.reload();
  };
  const revoke = async (row: KeyRow) => {
    if (!(await confirm(t('system.uakey.revokeConfirm', { name: row.name ?? '' })))) return;
    await systemAction('system/uakey/revoke.ajax', { keyId: row.keyId });
    keys.reload();
  };
  const columns: SystemColumn<KeyRow>[] = [
    { id: 'name', header: t('system.uakey.name'), cell: (row) => row.name ?? '', className: 'text-slate-800' },
    { id: 'user', header: t('system.log.userName'), cell: (row) => row.userName },
    { id: 'created', header: t('system.uakey.created'), cell: (row) => timeText(row.createdAt) },
    { id: 'expires', header: t('system.online.expires'), cell: (row) => timeText(row.expiresAt) || t('system.never') },
    { id: 'used', header: t('system.uakey.lastUsed'), cell: (row) => timeText(row.lastUsedAt) },
    {
      id: 'state',
      header: '',
      cell: (row) =>
        row.revokedAt ? (
          <span className="text-xs text-slate-400">{t('system.uakey.revokedAt', { time: timeText(row.revokedAt) })}</span>
        ) : (
          <Button variant="text" size="small" onClick={() => void revoke(row)}>
            {t('system.uakey.revoke')}
          </Button>
        ),
    },
  ];
  return (
    <SystemPage title={t('system.menu.uakey')} tools={<Button variant="primary" onClick={() => setForm({ name: '', days: '365' })}>{t('system.uakey.issue')}</Button>}>
      <SystemTable label={t('system.menu.uakey')} columns={columns} rows={keys.data} error={keys.error} rowKey={(row) => row.keyId} />
      <Modal
        open={form !== undefined}
        onClose={() => setForm(undefined)}
        title={t('system.uakey.issue')}
        width={440}
        footer={
          <>
            <Button onClick={() => setForm(undefined)}>{t('common.cancel')}</Button>
            <Button variant="primary" onClick={() => void issue()}>
              {t('system.uakey.issue')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <FormField name="name" label={t('system.uakey.name')} value={form?.name ?? ''} onChange={(event) => form && setForm({ ...form, name: event.target.value })} />
          <FormField name="days" type="number" label={t('system.uakey.days.label')} value={form?.days ?? ''} onChange={(event) => form && setForm({ ...form, days: event.target.value })} />
        </div>
      </Modal>
      <Modal open={issued !== undefined} onClose={() => setIssued(undefined)} title={t('system.uakey.issuedTitle')} width={560} footer={<Button variant="primary" onClick={() => setIssued(undefined)}>{t('system.uakey.copied')}</Button>}>
        <p className="mb-2 text-sm text-slate-600">{t('system.uakey.issued')}</p>
        <code data-testid="issued-uakey" className="block break-all rounded bg-slate-100 p-3 font-mono text-sm text-slate-800">
          {issued}
        </code>
      </Modal>
    </SystemPage>
  );
}
