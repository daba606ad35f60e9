import { useState } from 'react';
import { reportError } from '../../api/report-error.ts';
import { Button } from '../../components/Button.tsx';
import { toast } from '../../components/toast.ts';
import { useT } from '../../i18n/hooks.ts';
import { loadCurrentUser, type CurrentUser } from '../../app/current-user.ts';
import { savePersonalSettings } from './personal-calls.ts';
import { MESSAGE_TYPES } from '../../../contracts/messages.ts';

const TYPES = MESSAGE_TYPES;

/** Which message types reach the user: an unticked type is not delivered (bell, message centre, live push). */
export function PushSettings({ user }: { user: CurrentUser }) {
  const t = useT();
  const [muted, setMuted] = useState<ReadonlySet<string>>(new Set(user.pushMuted));
  const [busy, setBusy] = useState(false);
  const toggle = (type: string) => {
    const next = new Set(muted);
    if (!next.delete(type)) next.add(type);
    setMuted(next);
  };
  const save = async () => {
    setBusy(true);
    try {
      await savePersonalSettings({ pushMuted: [...muted].join(',') });
      await loadCurrentUser();
      toast.success(t('msg.success'));
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="max-w-xl space-y-4">
      <p className="text-sm text-slate-500">{t('user.pushHint')}</p>
      {TYPES.map((type) => (
        <label key={type} className="flex items-center gap-3 rounded border border-slate-200 px-4 py-3 text-sm">
          <input type="checkbox" checked={!muted.has(type)} onChange={() => toggle(type)} />
          <span className="font-medium text-slate-700">{t(`message.centre.type.${type}`)}</span>
          <span className="text-slate-400">{t(`user.push.${type}`)}</span>
        </label>
      ))}
      <Button variant="primary" loading={busy} onClick={() => void save()}>
        {t('common.save')}
      </Button>
    </div>
  );
}
