import { useState } from 'react';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { useT } from '../../i18n/hooks.ts';
import type { CurrentUser } from '../../app/current-user.ts';
import { AccountInfo } from './AccountInfo.tsx';
import { LoginLog } from './LoginLog.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PersonalSettings } from './PersonalSettings.tsx';
import { PushSettings } from './PushSettings.tsx';

type Section = 'account' | 'settings' | 'password' | 'logs' | 'push';

const SECTIONS: { id: Section; labelId: string }[] = [
  { id: 'account', labelId: 'user.accountInfo' },
  { id: 'settings', labelId: 'user.personalSettings' },
  { id: 'password', labelId: 'user.password' },
  { id: 'logs', labelId: 'user.loginLog' },
  { id: 'push', labelId: 'user.pushSettings' },
];

/**
 * The user-centre panel (spec 02 §2): avatar and name, the 'Basic settings' menu (Account info,
 * Personal settings, Password, and the view group's logs and push settings) and a Back button.
 * The dialog and the /usercenter page show the same panel.
 */
export function UserCenterPanel({ user, onBack }: { user: CurrentUser; onBack: () => void }) {
  const t = useT();
  const [section, setSection] = useState<Section>('account');
  return (
    <div className="flex h-full min-h-[480px]">
      <aside className="flex w-60 shrink-0 flex-col border-r border-slate-100 bg-slate-50/60">
        <div className="flex flex-col items-center gap-2 border-b border-slate-100 px-4 py-8">
          <Avatar image={user.avatar} name={user.realName} size={72} />
          <div className="text-base font-medium text-slate-800">{user.realName}</div>
          <div className="text-xs text-slate-400">{[user.departName, user.postName].filter(Boolean).join(' · ')}</div>
        </div>
        <div className="px-4 pt-4 pb-2 text-xs font-medium tracking-wide text-slate-400">{t('user.basicSettings')}</div>
        <ul className="flex-1">
          {SECTIONS.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => setSection(item.id)}
                aria-current={section === item.id ? 'page' : undefined}
                className={`w-full border-r-2 px-6 py-2.5 text-left text-sm ${section === item.id ? 'border-primary-600 bg-primary-50 text-primary-600' : 'border-transparent text-slate-600 hover:text-primary-600'}`}
              >
                {t(item.labelId)}
              </button>
            </li>
          ))}
        </ul>
        <div className="p-4">
          <Button className="w-full" onClick={onBack}>
            {t('common.back')}
          </Button>
        </div>
      </aside>
      <section className="min-w-0 flex-1 overflow-auto p-8">
        <h3 className="mb-6 text-base font-medium text-slate-800">{t(SECTIONS.find((item) => item.id === section)?.labelId ?? '')}</h3>
        {section === 'account' && <AccountInfo user={user} />}
        {section === 'settings' && <PersonalSettings user={user} />}
        {section === 'password' && <PasswordForm />}
        {section === 'logs' && <LoginLog />}
        {section === 'push' && <PushSettings user={user} />}
      </section>
    </div>
  );
}
