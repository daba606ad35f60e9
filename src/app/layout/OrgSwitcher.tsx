import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { request, unwrap, type Envelope } from '../../api/request.ts';
import { reportError } from '../../api/report-error.ts';
import { BuildingIcon, ChevronDownIcon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.ts';
import { useT } from '../../i18n/hooks.ts';
import { loadCurrentUser, useCurrentUser } from '../current-user.ts';
import { confirmDiscardChanges } from '../unsaved-guard.ts';
import { forgetModules } from '../../screens/module/module-cache.ts';

/**
 * Switches the user's current organisation (system/user/changeUserCurrentOrg.ajax), reloads
 * the user and asks the page to reload its data. Hidden for users of a single organisation.
 */
export function OrgSwitcher({ onSwitched }: { onSwitched: () => void }) {
  const t = useT();
  const user = useCurrentUser();
  if (!user) return null;
  const orgs = user.userOrgs;

  const switchTo = async (orgNo: string, orgName: string) => {
    // The page reloads in the new organisation: its unsaved edits would go silently.
    if (!(await confirmDiscardChanges())) return;
    try {
      unwrap(await request<Envelope<string>>('system/user/changeUserCurrentOrg.ajax', { orgNo }));
      // Field access may differ in the other organisation (its overrides): compiles are made again.
      forgetModules();
      await loadCurrentUser();
      toast.success(t('layout.orgSwitched', { org: orgName }));
      onSwitched();
    } catch (error) {
      reportError(error);
    }
  };

  if (orgs.length <= 1) {
    return (
      <span className="hidden items-center gap-1.5 px-2 text-sm text-slate-600 md:flex">
        <BuildingIcon size={16} />
        {user.orgName}
      </span>
    );
  }
  return (
    <Menu as="div" className="relative">
      <MenuButton title={t('layout.switchOrg')} className="flex h-8 max-w-56 items-center gap-1.5 rounded px-2 text-sm text-slate-600 outline-none hover:bg-slate-100">
        <BuildingIcon size={16} className="shrink-0" />
        <span className="truncate">{user.orgName}</span>
        <ChevronDownIcon size={14} className="shrink-0" />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-[2100] mt-1 max-h-80 w-60 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg outline-none">
        <div className="px-3 py-1.5 text-xs text-slate-400">{t('layout.switchOrg')}</div>
        {orgs.map((org) => (
          <MenuItem key={org.orgNo} disabled={org.orgNo === user.orgNo}>
            <button
              type="button"
              onClick={() => void switchTo(org.orgNo, org.orgName)}
              className={`flex w-full items-center px-3 py-1.5 text-left data-[focus]:bg-primary-50 ${org.orgNo === user.orgNo ? 'font-medium text-primary-600' : 'text-slate-700'}`}
            >
              {org.orgName}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
