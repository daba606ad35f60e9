/**
 * The browser router. Static routes are known up front; the menu routes of spec 01 §2 are
 * patched in under the layout once per session (first navigation), then the catch-all.
 * Visiting /login resets: the session is cleared and a fresh router replaces this one.
 * Every lazily loaded route fails after 120 s without its chunk (withChunkTimeout, spec 01 §8).
 */
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ensureSession } from './session.ts';
import { loadMenuModel } from './menu-store.ts';
import { MenuRouteElement } from './routes/MenuRouteElement.tsx';
import type { MenuRoute } from './routes/menu-types.ts';
import type { RouteHandle } from './routes/route-handle.ts';
import { isShellPath } from './routes/shell-paths.ts';
import { RouteError } from '../screens/not-found/RouteError.tsx';
import { NotFoundPage } from '../screens/not-found/NotFoundPage.tsx';
import { RootShell } from './RootShell.tsx';
import { BootSpinner } from './BootSpinner.tsx';
import { withChunkTimeout } from './chunk-timeout.ts';
import { SYSTEM_ROUTES } from '../screens/system/system-routes.tsx';
import { CHANGE_PASSWORD_PATH } from '../api/request.ts';
import { getCurrentUser } from './current-user.ts';
import { PERSONAL_ROUTES } from '../screens/personal/personal-routes.tsx';

const handle = (value: RouteHandle) => value;

function toRouteObject(route: MenuRoute): RouteObject {
  return {
    id: `menu:${route.path}`,
    path: route.path,
    handle: handle({ menuRoute: route }),
    element: <MenuRouteElement route={route} />,
    errorElement: <RouteError />,
  };
}

const here = (request: Request) => {
  const url = new URL(request.url);
  return encodeURIComponent(url.pathname + url.search);
};

/** The password page and the cockpit need a session (the password page changes the signed-in user's password). */
async function signedInLoader({ request }: LoaderFunctionArgs) {
  if (!(await ensureSession())) throw redirect(`/login?redirect=${here(request)}`);
  return null;
}

/** The static routes of spec 01 §2; the layout's loader checks the session and installs menu routes. */
function staticRoutes(layoutLoader: (args: LoaderFunctionArgs) => Promise<null>): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootShell />,
      hydrateFallbackElement: <BootSpinner />,
      errorElement: <RouteError />,
      children: [
        { path: '/login', handle: handle({ titleId: 'route.login' }), lazy: withChunkTimeout(() => import('../screens/login/LoginPage.tsx').then((m) => ({ Component: m.LoginPage }))) },
        { path: '/user_register', handle: handle({ titleId: 'route.register' }), lazy: withChunkTimeout(() => import('../screens/login/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage }))) },
        { path: '/reset_password', handle: handle({ titleId: 'route.resetPassword' }), lazy: withChunkTimeout(() => import('../screens/login/ResetPasswordPage.tsx').then((m) => ({ Component: m.ResetPasswordPage }))) },
        { path: CHANGE_PASSWORD_PATH, handle: handle({ titleId: 'admin.password.title' }), loader: signedInLoader, lazy: withChunkTimeout(() => import('../screens/login/ChangePasswordPage.tsx').then((m) => ({ Component: m.ChangePasswordPage }))) },
        // The leadership cockpit: full screen in its own window, outside the shell's menus.
        { path: '/cockpit', handle: handle({ titleId: 'cockpit.title' }), loader: signedInLoader, errorElement: <RouteError />, lazy: withChunkTimeout(() => import('../screens/cockpit/CockpitPage.tsx').then((m) => ({ Component: m.CockpitPage }))) },
        { path: '/loginSso', lazy: withChunkTimeout(() => import('../screens/login/SsoEntry.tsx').then((m) => ({ Component: m.SsoEntry }))) },
        { path: '/ssoToken/:token', lazy: withChunkTimeout(() => import('../screens/login/SsoEntry.tsx').then((m) => ({ Component: m.SsoEntry }))) },
        {
          id: 'layout',
          path: '/',
          loader: layoutLoader,
          lazy: withChunkTimeout(() => import('./layout/Layout.tsx').then((m) => ({ Component: m.Layout }))),
          children: [
            { index: true, loader: () => redirect('/index') },
            { path: 'index', handle: handle({ titleId: 'route.home' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('../screens/home/HomePage.tsx').then((m) => ({ Component: m.HomePage }))) },
            // Named workflowTaskCenter like the menu item that links here (spec 02 §2).
            { id: 'workflowTaskCenter', path: 'workflow/tasks', handle: handle({ titleId: 'wf.tasks.title' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('../screens/workflow/tasks/TaskCenterPage.tsx').then((m) => ({ Component: m.TaskCenterPage }))) },
            { path: 'workflow/monitor', handle: handle({ titleId: 'wf.monitor.title' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('../screens/workflow/monitor/WorkflowMonitorPage.tsx').then((m) => ({ Component: m.WorkflowMonitorPage }))) },
            { path: 'workflow/designer', handle: handle({ titleId: 'wf.designer.title' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('../screens/workflow/designer/DesignerPage.tsx').then((m) => ({ Component: m.DesignerPage }))) },
            { path: 'setting/moduleDesigner', handle: handle({ titleId: 'designer.title' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('../screens/designer/ModuleDesignerPage.tsx').then((m) => ({ Component: m.ModuleDesignerPage }))) },
            { path: 'sforgan/chart', handle: handle({ titleId: 'orgChart.title' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('../screens/org-chart/OrgChartPage.tsx').then((m) => ({ Component: m.OrgChartPage }))) },
            ...SYSTEM_ROUTES,
            ...PERSONAL_ROUTES,
          ],
        },
      ],
    },
  ];
}

/** A router with the static routes; its layout loader installs the menu routes once. `hasMenuRoutes` says whether it did. */
export function createAppRouter() {
  let installing: Promise<void> | undefined;

  const installMenuRoutes = (patch: (parentId: string, children: RouteObject[]) => void): Promise<void> => {
    installing ??= loadMenuModel().then((model) => {
      patch('layout', model.routes.filter((route) => !isShellPath(route.path)).map(toRouteObject));
      patch('root', [{ path: '*', handle: handle({ titleId: 'route.notFound' }), element: <NotFoundPage /> }]);
    });
    installing.catch(() => {
      installing = undefined;
    });
    return installing;
  };

  const layoutLoader = async ({ request }: LoaderFunctionArgs) => {
    if (!(await ensureSession())) throw redirect(`/login?redirect=${here(request)}`);
    // An administrator set the password: nothing else until it is changed (the server refuses the calls as well).
    if (getCurrentUser()?.mustChangePassword) throw redirect(`${CHANGE_PASSWORD_PATH}?redirect=${here(request)}`);
    await installMenuRoutes((parentId, children) => router.patchRoutes(parentId, children));
    return null;
  };

  const router = createBrowserRouter(staticRoutes(layoutLoader), {
    // A deep link to a menu page matches nothing until the menu is in: install, then match.
    async patchRoutesOnNavigation({ patch }) {
      if (await ensureSession()) await installMenuRoutes(patch);
    },
  });
  return { router, hasMenuRoutes: () => installing !== undefined };
}

export type AppRouter = ReturnType<typeof createAppRouter>;
