import type { MenuRoute } from './menu-types.ts';

/** What a route tells the shell about itself (title, view tag). */
export interface RouteHandle {
  /** Message id of a fixed route's title (Home, Register...). */
  titleId?: string;
  /** The menu route it renders, for menu-derived routes. */
  menuRoute?: MenuRoute;
}

export function routeHandle(value: unknown): RouteHandle {
  return value && typeof value === 'object' ? (value as RouteHandle) : {};
}
