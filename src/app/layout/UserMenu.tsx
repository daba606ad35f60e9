import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Avatar } from '../../components/Avatar.tsx';
import { confirm } from '../../components/confirm.ts';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/hooks.ts';
import { UserCenterDialog } from '../../screens/user-center/UserCenterDialog.tsx';
import { readLoginInfo, useCurrentUser } from '../current-user.ts';
import { logout } from '../session.ts';

const itemClass = 'flex w-full items-center gap-2 px-3 py-2 text-left text-slate-700 data-[focus]:bg-primary-50 data-[focus]:text-primary-600';

/** Avatar and name in the header: opens the user centre, or signs out after a confirm. */
export function UserMenu() {
  const t = useT();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [centreOpen, setCentreOpen] = useState(false);
  // The card shows the stored login info, as the spec's card reloads from it after the dialog.
  const info = readLoginInfo();
  const name = info?.userName || user?.realName || '';

  const signOut = async () => {
    if (!(await confirm(t('layout.logoutConfirm')))) return;
    await logout();
    void navigate('/login', { replace: true });
  };

  return (
    <>
      <Menu as="div" className="relative">
        <MenuButton className="flex h-9 items-center gap-2 rounded px-1.5 outline-none hover:bg-slate-100">
          <Avatar image={info?.avatar || user?.avatar} name={name} size={28} />
          <span className="hidden max-w-32 truncate text-sm text-slate-700 sm:block">{name}</span>
          <ChevronDownIcon size={14} className="text-slate-400" />
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-[2100] mt-1 w-52 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg outline-none">
          <div className="border-b border-slate-100 px-3 pt-1 pb-2">
            <div className="truncate font-medium text-slate-800">{name}</div>
            <div className="truncate text-xs text-slate-400">{[user?.departName, info?.postName].filter(Boolean).join(' · ')}</div>
          </div>
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => setCentreOpen(true)}>
              <UserIcon size={15} />
              {t('layout.userCenter')}
            </button>
          </MenuItem>
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => void signOut()}>
              <LogoutIcon size={15} />
              {t('layout.logout')}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      <UserCenterDialog open={centreOpen} onClose={() => setCentreOpen(false)} />
    </>
  );
}
