import { useState } from 'react';
import { request, unwrap, type Envelope } from '../../api/request.ts';
import { reportError } from '../../api/report-error.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { FormField } from '../../components/FormField.tsx';
import { toast } from '../../components/toast.ts';
import { useLocale, useT } from '../../i18n/hooks.ts';
import { LOCALES } from '../../../runtime/bundle/types.ts';
import { loadCurrentUser, type CurrentUser } from '../../app/current-user.ts';

/** Avatar (system/user/changeUserAvatar.ajax) and interface language. */
export function PersonalSettings({ user }: { user: CurrentUser }) {
  const t = useT();
  const [locale, setLocale] = useLocale();
  const [avatar, setAvatar] = useState(user.avatar);
  const [busy, setBusy] = useState(false);

  const saveAvatar = async () => {
    setBusy(true);
    try {
      unwrap(await request<Envelope<string>>('system/user/changeUserAvatar.ajax', { avatar: avatar.trim() }));
      await loadCurrentUser();
      toast.success(t('user.avatarSaved'));
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="max-w-xl space-y-8">
      <div className="grid grid-cols-[130px_1fr] items-start gap-4">
        <div className="pt-2 text-right text-sm text-slate-500">{t('user.avatar')}</div>
        <div className="flex items-start gap-4">
          <Avatar src={avatar.trim() || undefined} name={user.realName} size={56} />
          <div className="min-w-0 flex-1">
            <FormField name="avatar" aria-label={t('user.avatarUrl')} placeholder="https://…" value={avatar} onChange={(event) => setAvatar(event.target.value)} maxLength={500} />
            <p className="-mt-4 mb-3 text-xs text-slate-400">{t('user.avatarHint')}</p>
            <Button variant="primary" loading={busy} onClick={() => void saveAvatar()}>
              {t('common.save')}
            </Button>
          </div>
        </div>
      </div>
      <div className="grid grid-cols-[130px_1fr] items-center gap-4">
        <div className="text-right text-sm text-slate-500">{t('user.language')}</div>
        <div className="flex gap-2">
          {LOCALES.map((option) => (
            <Button key={option} variant={option === locale ? 'primary' : 'default'} onClick={() => setLocale(option)}>
              {t(`locale.${option}`)}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
