import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../api/request.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useLocale } from '../../i18n/hooks.ts';
import { loadCurrentUser } from '../current-user.ts';
import { reloadMenuModel, useMenuModel } from '../menu-store.ts';
import { useRouteTitle } from '../page-title.ts';
import { useCurrentMenuRoute } from '../routes/current-menu-route.ts';
import { menuPathOf } from '../routes/menu-path.ts';
import { routeHandle } from '../routes/route-handle.ts';
import { ensureSession } from '../session.ts';
import { useCurrentTrail } from './current-trail.ts';
import { openViewTag, rememberScroll, rememberedScroll } from './view-tags.ts';

/** Opens (or refreshes) the view tag of every page shown. */
export function useViewTagTracking(): void {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const title = useRouteTitle();
  const { mode } = useCurrentTrail();
  const titleId = routeHandle(matches.at(-1)?.handle).titleId;
  useEffect(() => {
    if (title) openViewTag({ path: pathname, url: pathname + search, title, titleId, mode });
  }, [pathname, search, title, titleId, mode]);
}

/** Records the visited menu after each route change (system/userLastMenu/add.ajax). */
export function useVisitRecorder(): void {
  const { pathname } = useLocation();
  const model = useMenuModel();
  const menuRoute = useCurrentMenuRoute();
  const menuId = model?.trails[menuPathOf(pathname)]?.menuId ?? menuRoute?.menuId;
  // A missed visit record is harmless: nothing to tell the user. The home page asks its list of
  // last menus whenever it opens, so no query is made stale (the home page's own visit would ask it twice).
  const { mutate: record } = useMutation({ mutationFn: (modId: string) => request('system/userLastMenu/add.ajax', { modId }) });
  useEffect(() => {
    if (menuId) record(menuId);
  }, [pathname, menuId, record]);
}

/**
 * Keeps each page's scroll position: remembered while scrolling, restored when its tag is
 * shown again. Restoring retries for a second because the page's data arrives after mount.
 */
export function useScrollMemory(container: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // A layout effect: the previous page's listener must be gone before the swapped content
  // clamps the scroll position, or that clamp would be remembered as the page's position.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const target = rememberedScroll(pathname);
    element.scrollTop = target;
    let frame = 0;
    const started = performance.now();
    const restore = () => {
      if (element.scrollTop === target || performance.now() - started > 1000) return;
      element.scrollTop = target;
      frame = requestAnimationFrame(restore);
    };
    if (target > 0) frame = requestAnimationFrame(restore);
    const onScroll = () => rememberScroll(pathname, element.scrollTop);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
    };
  }, [container, pathname]);
}

/** Reloads the menu and the user in the new language (the server translates both). */
export function useLanguageReload(): void {
  const [locale] = useLocale();
  const loaded = useRef(currentLocale());
  useEffect(() => {
    if (loaded.current === locale) return;
    loaded.current = locale;
    void Promise.all([reloadMenuModel(), loadCurrentUser()]).catch(() => {
      // titles stay in the previous language until the next load; request() reported a 401
    });
  }, [locale]);
}

/** How often an idle page checks that its token is still valid. */
const SESSION_CHECK_MS = 60_000;

/** Re-acquires an expired token in time, or goes to /login when that is impossible. */
export function useSessionWatch(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setInterval(() => {
      void ensureSession().then((valid) => {
        if (!valid) void navigate(`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
      });
    }, SESSION_CHECK_MS);
    return () => clearInterval(timer);
  }, [navigate]);
}
