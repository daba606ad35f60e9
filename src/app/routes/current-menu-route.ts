import { useMatches } from 'react-router';
import { useMenuModel } from '../menu-store.ts';
import { resolveMenuRoute } from './menu-routes.ts';
import type { MenuRoute } from './menu-types.ts';
import { routeHandle } from './route-handle.ts';

/**
 * The menu the current location shows: undefined on a fixed route, null on a trailing-id
 * route whose menu id names no menu of its family, else that menu's route (resolveMenuRoute).
 */
export function useCurrentMenuRoute(): MenuRoute | null | undefined {
  const matches = useMatches();
  const model = useMenuModel();
  const match = matches.at(-1);
  const own = routeHandle(match?.handle).menuRoute;
  return own && resolveMenuRoute(model, own, match?.params.menuId);
}
