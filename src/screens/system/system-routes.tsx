import type { RouteObject } from 'react-router';
import { withChunkTimeout } from '../../app/chunk-timeout.ts';
import type { RouteHandle } from '../../app/routes/route-handle.ts';
import { RouteError } from '../not-found/RouteError.tsx';

const handle = (value: RouteHandle) => value;

/** The system administration screens (view group `setting` of spec 01): fixed shell routes the admin menu points at. */
export const SYSTEM_ROUTES: RouteObject[] = [
  { path: 'setting/user', handle: handle({ titleId: 'admin.menu.user' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('./admin/UserPage.tsx').then((m) => ({ Component: m.UserPage }))) },
  { path: 'setting/role', handle: handle({ titleId: 'admin.menu.role' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('./admin/RolePage.tsx').then((m) => ({ Component: m.RolePage }))) },
  { path: 'setting/menu', handle: handle({ titleId: 'admin.menu.menu' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('./admin/MenuPage.tsx').then((m) => ({ Component: m.MenuPage }))) },
  { path: 'setting/dept', handle: handle({ titleId: 'admin.menu.org' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('./admin/OrgPage.tsx').then((m) => ({ Component: m.OrgPage }))) },
  { path: 'setting/dic', handle: handle({ titleId: 'system.menu.dict' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('./DictPage.tsx').then((m) => ({ Component: m.DictPage }))) },
  { path: 'setting/system', handle: handle({ titleId: 'system.menu.param' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('./ParamPage.tsx').then((m) => ({ Component: m.ParamPage }))) },
  { path: 'setting/log', handle: handle({ titleId: 'system.menu.log' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('./LogPage.tsx').then((m) => ({ Component: m.LogPage }))) },
  { path: 'setting/online', handle: handle({ titleId: 'system.menu.online' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('./OnlinePage.tsx').then((m) => ({ Component: m.OnlinePage }))) },
  { path: 'setting/task', handle: handle({ titleId: 'system.menu.task' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('./TaskPage.tsx').then((m) => ({ Component: m.TaskPage }))) },
  { path: 'setting/monitor', handle: handle({ titleId: 'system.menu.monitor' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('./MonitorPage.tsx').then((m) => ({ Component: m.MonitorPage }))) },
  { path: 'setting/cache', handle: handle({ titleId: 'system.menu.cache' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('./CachePage.tsx').then((m) => ({ Component: m.CachePage }))) },
  { path: 'setting/client', handle: handle({ titleId: 'system.menu.uakey' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('./UakeyPage.tsx').then((m) => ({ Component: m.UakeyPage }))) },
];
