import { SYSTEM_PATHS } from '../../screens/system/system-paths.ts';
import { PERSONAL_PATHS } from '../../screens/personal/personal-paths.ts';

/**
 * Paths the shell's fixed routes own (src/app/router.tsx). A menu item pointing at one (the
 * Home menu, the workflow task centre, designer and monitor, the module designer, the organisation chart, the cockpit, the system screens) opens that page: the router adds no
 * menu route for it, so it never falls through to a module page.
 */
const SHELL_PATHS: ReadonlySet<string> = new Set(['/', '/index', '/login', '/user_register', '/reset_password', '/loginSso', '/workflow/tasks', '/workflow/designer', '/workflow/monitor', '/setting/moduleDesigner', '/sforgan/chart', '/cockpit', ...SYSTEM_PATHS, ...Object.values(PERSONAL_PATHS)]);

export function isShellPath(path: string): boolean {
  return SHELL_PATHS.has(path);
}
