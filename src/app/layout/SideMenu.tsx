import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon, ExternalIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/hooks.ts';
import { useMenuModel } from '../menu-store.ts';
import { menuPathOf } from '../routes/menu-path.ts';
import type { MenuEntry } from '../routes/menu-types.ts';
import { BrandMark } from '../../components/BrandMark.tsx';
import { MenuIcon } from './MenuIcon.tsx';

/** Ids of the folders on the way to the entry whose href is `path`. */
function ancestorsOf(entries: readonly MenuEntry[], path: string, trail: string[] = []): string[] | undefined {
  for (const entry of entries) {
    if (entry.kind === 'page' && entry.href === path) return trail;
    const found = ancestorsOf(entry.children, path, [...trail, entry.id]);
    if (found) return found;
  }
  return undefined;
}

function Entry({ entry, depth, active, open, toggle, collapsed }: { entry: MenuEntry; depth: number; active: string; open: ReadonlySet<string>; toggle: (id: string) => void; collapsed: boolean }) {
  const indent = collapsed ? undefined : { paddingLeft: 16 + depth * 16 };
  const base = `flex h-10 w-full items-center gap-2.5 pr-3 text-[13px] transition-colors ${collapsed ? 'justify-center px-0' : ''}`;
  if (entry.kind === 'folder') {
    const expanded = open.has(entry.id) && !collapsed;
    return (
      <li>
        <button type="button" title={entry.title} aria-expanded={expanded} onClick={() => toggle(entry.id)} className={`${base} text-white/70 hover:text-white`} style={indent}>
          <MenuIcon name={entry.icon} folder />
          {!collapsed && <span className="min-w-0 flex-1 truncate text-left">{entry.title}</span>}
          {!collapsed && <ChevronDownIcon size={14} className={`shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`} />}
        </button>
        {expanded && (
          <ul className="bg-sider-deep">
            {entry.children.map((child) => (
              <Entry key={child.id} entry={child} depth={depth + 1} active={active} open={open} toggle={toggle} collapsed={collapsed} />
            ))}
          </ul>
        )}
      </li>
    );
  }
  if (entry.kind === 'link') {
    return (
      <li>
        <a href={entry.href} target="_blank" rel="noreferrer" title={entry.title} className={`${base} text-white/70 hover:text-white`} style={indent}>
          <MenuIcon name={entry.icon} folder={false} />
          {!collapsed && <span className="min-w-0 flex-1 truncate">{entry.title}</span>}
          {!collapsed && <ExternalIcon size={12} className="shrink-0 opacity-60" />}
        </a>
      </li>
    );
  }
  const selected = entry.href === active;
  return (
    <li>
      <Link to={entry.href} title={entry.title} aria-current={selected ? 'page' : undefined} className={`${base} ${selected ? 'bg-primary-600 text-white' : 'text-white/70 hover:text-white'}`} style={indent}>
        <MenuIcon name={entry.icon} folder={false} />
        {!collapsed && <span className="min-w-0 flex-1 truncate">{entry.title}</span>}
      </Link>
    </li>
  );
}

/** The collapsible menu tree; the folders leading to the current page open by themselves. */
export function SideMenu({ collapsed, onExpand }: { collapsed: boolean; onExpand: () => void }) {
  const t = useT();
  const model = useMenuModel();
  const { pathname } = useLocation();
  const active = menuPathOf(pathname);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const entries = model?.entries ?? [];

  useEffect(() => {
    const ancestors = ancestorsOf(entries, active);
    if (ancestors?.length) setOpen((current) => (ancestors.every((id) => current.has(id)) ? current : new Set([...current, ...ancestors])));
  }, [entries, active]);

  const toggle = (id: string) => {
    // A folder clicked in the narrow bar opens the bar first: icons alone cannot show children.
    if (collapsed) {
      onExpand();
      setOpen((current) => new Set([...current, id]));
      return;
    }
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  return (
    <nav aria-label="menu" className={`flex shrink-0 flex-col bg-sider text-white transition-[width] duration-200 ${collapsed ? 'w-16' : 'w-56'}`}>
      <Link to="/index" className={`flex h-14 shrink-0 items-center gap-2 border-b border-white/5 ${collapsed ? 'justify-center' : 'px-4'}`}>
        <BrandMark className="h-8 w-8 shrink-0 text-primary-400" />
        {!collapsed && <span className="line-clamp-2 text-[15px] leading-tight font-semibold">{t('app.name')}</span>}
      </Link>
      <ul className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto py-2 [scrollbar-width:thin]">
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} depth={0} active={active} open={open} toggle={toggle} collapsed={collapsed} />
        ))}
      </ul>
    </nav>
  );
}
