import { useState } from 'react';
import { Avatar } from '../../components/Avatar.tsx';
import { BuildingIcon, UserIcon, UsersIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/hooks.ts';
import { readLoginInfo, useCurrentUser } from '../../app/current-user.ts';
import { UserCenterDialog } from '../user-center/UserCenterDialog.tsx';

function greetingId(hour: number): string {
  if (hour < 12) return 'home.greetingMorning';
  if (hour < 18) return 'home.greetingAfternoon';
  return 'home.greetingEvening';
}

/**
 * The user card (spec 02 §2): avatar (first character as fallback), name, department and
 * post; a click opens the user information dialog, and on close the card rereads the login info.
 */
export function WelcomeCard() {
  const t = useT();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const info = readLoginInfo();
  const name = info?.userName || user?.realName || '';
  return (
    <section className="relative overflow-hidden rounded-lg bg-gradient-to-r from-primary-700 to-primary-500 p-6 text-white shadow-sm">
      <button type="button" onClick={() => setOpen(true)} className="flex items-center gap-4 text-left" title={t('home.userInfo')}>
        <span className="rounded-full ring-4 ring-white/25">
          <Avatar image={info?.avatar || user?.avatar} name={name} size={64} />
        </span>
        <span>
          <span className="block text-xl font-semibold">{t(greetingId(new Date().getHours()), { name })}</span>
          <span className="mt-1 block text-sm text-white/80">{t('home.welcomeHint')}</span>
        </span>
      </button>
      <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        {[
          { icon: UsersIcon, label: t('home.depart'), value: user?.departName },
          { icon: UserIcon, label: t('home.post'), value: info?.postName || user?.postName },
          { icon: BuildingIcon, label: t('home.org'), value: info?.orgName || user?.orgName },
        ].map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex items-center gap-1.5">
            <Icon size={15} className="text-white/70" />
            <dt className="text-white/70">{label}</dt>
            <dd className="font-medium">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <svg className="pointer-events-none absolute -top-6 -right-6 h-48 w-48 text-white/10" viewBox="0 0 100 100" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" aria-hidden="true">
        <path d="M50 50 30 12M50 50l42 5M50 50 16 78" />
        <circle cx="50" cy="50" r="5" fill="currentColor" />
      </svg>
      <UserCenterDialog open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
