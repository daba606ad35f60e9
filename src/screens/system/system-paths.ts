/** The system screens' shell paths (system-routes.tsx): a menu item pointing at one gets no module route. */
export const SYSTEM_PATHS: readonly string[] = ['user', 'role', 'menu', 'dept', 'dic', 'system', 'log', 'online', 'task', 'monitor', 'cache', 'client'].map((name) => `/setting/${name}`);
