import { Dialog, DialogPanel } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Header } from './Header.tsx';
import { SideMenu } from './SideMenu.tsx';
import { ViewTagBar } from './ViewTagBar.tsx';
import { useLivePush } from '../live-push.ts';
import { LockHost } from '../lock/LockHost.tsx';
import { useNarrow } from './use-narrow.ts';
import { useLanguageReload, useScrollMemory, useSessionWatch, useViewTagTracking, useVisitRecorder } from './layout-effects.ts';

const COLLAPSED_KEY = 'eop.siderCollapsed';

/**
 * The signed-in shell: side menu, header, view tags and the page, which scrolls on its own. On a
 * phone (below 768 px) the menu is a drawer over the page, closed again by the page it opens.
 */
export function Layout() {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const narrow = useNarrow();
  const [drawer, setDrawer] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setDrawer(false), [pathname, narrow]);
  // Bumped after an organisation switch: the page remounts and loads its data again.
  const [reloadKey, setReloadKey] = useState(0);
  const main = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  useViewTagTracking();
  useVisitRecorder();
  useScrollMemory(main);
  useLanguageReload();
  useSessionWatch();
  useLivePush();

  const setCollapsedStored = (value: boolean) => {
    setCollapsed(value);
    localStorage.setItem(COLLAPSED_KEY, value ? '1' : '0');
  };

  return (
    <div className="flex h-full overflow-hidden">
      {narrow ? (
        <Dialog open={drawer} onClose={() => setDrawer(false)} className="fixed inset-0 z-[2000]">
          <div className="fixed inset-0 bg-slate-900/35" aria-hidden="true" />
          <DialogPanel className="fixed inset-y-0 left-0 flex max-w-[80vw]">
            <SideMenu collapsed={false} onExpand={noop} />
          </DialogPanel>
        </Dialog>
      ) : (
        <SideMenu collapsed={collapsed} onExpand={() => setCollapsedStored(false)} />
      )}
      <div className="relative flex min-w-0 flex-1 flex-col">
        {navigation.state === 'loading' && <div className="absolute inset-x-0 top-0 z-10 h-0.5 animate-pulse bg-primary-500" />}
        <Header collapsed={narrow ? !drawer : collapsed} onToggle={() => (narrow ? setDrawer(true) : setCollapsedStored(!collapsed))} onOrgSwitched={() => setReloadKey((key) => key + 1)} />
        <ViewTagBar />
        <main ref={main} className="min-h-0 flex-1 overflow-auto p-2 md:p-4">
          <Outlet key={reloadKey} />
        </main>
      </div>
      <LockHost />
    </div>
  );
}

function noop(): void {}
