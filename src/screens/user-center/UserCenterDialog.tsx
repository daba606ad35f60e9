import { useState } from 'react';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useT } from '../../i18n/hooks.ts';
import { useCurrentUser } from '../../app/current-user.ts';
import { AccountInfo } from './AccountInfo.tsx';
import { PersonalSettings } from './PersonalSettings.tsx';
import { PasswordForm } from './PasswordForm.tsx';

type Section = 'account' | 'settings' | 'password';

const SECTIONS: { id: Section; labelId: string }[] = [
  { id: 'account', labelId: 'user.accountInfo' },
  { id: 'settings', labelId: 'user.personalSettings' },
  { id: 'password', labelId: 'user.password' },
];

/**
 * The 'user information' dialog (spec 02 §2, 1000 × 800): avatar and name, the 'Basic settings'
 * menu (Account info, Personal settings, Password) and a Back button.
 */
export function UserCenterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const user = useCurrentUser();
  const [section, setSection] = useState<Section>('account');
  if (!user) return null;
  return (
    <Modal open={open} onClose={onClose} title={t('home.userInfo')} width={1000} height={800} bodyClassName="p-0">
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
            <Button className="w-full" onClick={onClose}>
              {t('common.back')}
            </Button>
          </div>
        </aside>
        <section className="min-w-0 flex-1 overflow-auto p-8">
          <h3 className="mb-6 text-base font-medium text-slate-800">{t(SECTIONS.find((item) => item.id === section)?.labelId ?? '')}</h3>
          {section === 'account' && <AccountInfo user={user} />}
          {section === 'settings' && <PersonalSettings user={user} />}
          {section === 'password' && <PasswordForm />}
        </section>
      </div>
    </Modal>
  );
}
