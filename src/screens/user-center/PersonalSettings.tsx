import { useState } from 'react';
import { request, unwrap, type Envelope } from '../../api/request.ts';
import { reportError } from '../../api/report-error.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { ImageUpload } from '../../components/files/ImageUpload.tsx';
import { toast } from '../../components/toast.ts';
import { useLocale, useT } from '../../i18n/hooks.ts';
import { LOCALES } from '../../../runtime/bundle/types.ts';
import { loadCurrentUser, type CurrentUser } from '../../app/current-user.ts';
import { ThemeAndLock } from './ThemeAndLock.tsx';

/**
 * Avatar, interface language, theme colour and lock time. The avatar is an image the user uploads here (cropped like
 * every image); saving sends its upload group to system/user/changeUserAvatar.ajax, which
 * keeps the newest image of the group, and '' removes the avatar.
 */
export function PersonalSettings({ user }: { user: CurrentUser }) {
  const t = useT();
  const [locale, setLocale] = useLocale();
  const [uploaded, setUploaded] = useState('');
  const [busy, setBusy] = useState(false);

  const saveAvatar = async (avatar: string) => {
    setBusy(true);
    try {
      unwrap(await request<Envelope<string>>('system/user/changeUserAvatar.ajax', { avatar }));
      await loadCurrentUser();
      setUploaded('');
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
          <Avatar image={user.avatar} name={user.realName} size={56} />
          <div className="min-w-0 flex-1 space-y-3">
            <ImageUpload id="avatar" value={uploaded} onChange={(group) => setUploaded(group ?? '')} limit={1} size={96} />
            <p className="text-xs text-slate-400">{t('user.avatarHint')}</p>
            <div className="flex gap-2">
              <Button variant="primary" loading={busy} disabled={!uploaded} onClick={() => void saveAvatar(uploaded)}>
                {t('common.save')}
              </Button>
              {user.avatar ? (
                <Button loading={busy} onClick={() => void saveAvatar('')}>
                  {t('user.avatarRemove')}
                </Button>
              ) : null}
            </div>
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
      <ThemeAndLock user={user} />
    </div>
  );
}
