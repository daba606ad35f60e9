import { MenuFoldIcon, MenuUnfoldIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/hooks.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CockpitLink } from './CockpitLink.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MessageBell } from './MessageBell.tsx';
import { OrgSwitcher } from './OrgSwitcher.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The top bar: menu toggle and breadcrumbs on the left, the user's tools on the right. */
export function Header({ collapsed, onToggle, onOrgSwitched }: { collapsed: boolean; onToggle: () => void; onOrgSwitched: () => void }) {
  const t = useT();
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-2 md:gap-3 md:px-3 shadow-[0_1px_4px_rgba(0,21,41,0.06)]">
      <button type="button" onClick={onToggle} title={collapsed ? t('layout.expand') : t('layout.collapse')} className="flex h-8 w-8 items-center justify-center rounded text-slate-600 hover:bg-slate-100">
        {collapsed ? <MenuUnfoldIcon size={18} /> : <MenuFoldIcon size={18} />}
      </button>
      <div className="min-w-0 flex-1 max-md:invisible">
        <Breadcrumbs />
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <CockpitLink />
        <OrgSwitcher onSwitched={onOrgSwitched} />
        <LanguageSwitcher />
        <MessageBell />
        <UserMenu />
      </div>
    </header>
  );
}
