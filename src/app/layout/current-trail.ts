import { useLocation, useMatches } from 'react-router';
import { useT } from '../../i18n/hooks.ts';
import { useMenuModel } from '../menu-store.ts';
import { useCurrentMenuRoute } from '../routes/current-menu-route.ts';
import { menuPathOf } from '../routes/menu-path.ts';
import { routeHandle } from '../routes/route-handle.ts';

const FORM_MODES = new Set(['add', 'edit', 'view', 'workflow']);

/**
 * Where the current page sits: its menu titles (folders first) and, for a detail page, the
 * mode from the query (add, edit, view, workflow). Detail pages borrow their list's trail.
 */
export function useCurrentTrail(): { titles: string[]; mode?: string } {
  const t = useT();
  const model = useMenuModel();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const handle = routeHandle(matches.at(-1)?.handle);
  const route = useCurrentMenuRoute();
  const own = model?.trails[menuPathOf(pathname)];
  if (own) return { titles: own.titles };
  if (route === null) return { titles: [t('route.notFound')] };
  if (route?.kind === 'form') {
    const mode = new URLSearchParams(search).get('mode') ?? 'view';
    const list = model?.trails[route.listPath];
    return { titles: list?.titles ?? [route.title], mode: FORM_MODES.has(mode) ? mode : 'view' };
  }
  if (route) return { titles: [route.title] };
  return { titles: handle.titleId ? [t(handle.titleId)] : [] };
}
