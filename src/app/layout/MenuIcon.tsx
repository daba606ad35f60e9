import {
  AlertIcon, BoxIcon, BugIcon, CarIcon, ClipboardIcon, CpuIcon, DatabaseIcon, FileIcon, FolderIcon, GlobeIcon, HomeIcon, InboxIcon, KeyIcon,
  LinkIcon, ListIcon, MonitorIcon, SearchIcon, SettingsIcon, ShieldIcon, TicketIcon, UserIcon, UsersIcon, WindIcon, WrenchIcon,
} from '../../components/icons.tsx';

/** Menu icon names used by the menu data (sys_menu.icon, bundle menus), mapped to our icons. */
const ICONS: Record<string, typeof HomeIcon> = {
  home: HomeIcon,
  workflow: InboxIcon,
  database: DatabaseIcon,
  order: ClipboardIcon,
  ticket: TicketIcon,
  inspect: SearchIcon,
  tool: WrenchIcon,
  bug: BugIcon,
  box: BoxIcon,
  car: CarIcon,
  shield: ShieldIcon,
  alarm: AlertIcon,
  team: UsersIcon,
  monitor: MonitorIcon,
  link: LinkIcon,
  global: GlobeIcon,
  setting: SettingsIcon,
  user: UserIcon,
  role: KeyIcon,
  menu: ListIcon,
  equipment: CpuIcon,
  station: WindIcon,
};

/** The icon names the menu editor offers. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

/** The icon of a menu item; unknown names fall back to a folder or page icon. */
export function MenuIcon({ name, folder, size = 16 }: { name: string; folder: boolean; size?: number }) {
  const Icon = ICONS[name] ?? (folder ? FolderIcon : FileIcon);
  return <Icon size={size} className="shrink-0" />;
}
