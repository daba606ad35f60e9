import type { RouteObject } from 'react-router';
import { withChunkTimeout } from '../../app/chunk-timeout.ts';
import type { RouteHandle } from '../../app/routes/route-handle.ts';
import { RouteError } from '../not-found/RouteError.tsx';
import { PERSONAL_PATHS } from './personal-paths.ts';

const handle = (value: RouteHandle) => value;

/** The personal workspace's pages (issue 16): fixed shell routes. */
export const PERSONAL_ROUTES: RouteObject[] = [
  { id: 'messageCenter', path: PERSONAL_PATHS.messageCenter.slice(1), handle: handle({ titleId: 'message.centre.heading' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('./MessageCenterPage.tsx').then((m) => ({ Component: m.MessageCenterPage }))) },
  { id: 'userCenter', path: PERSONAL_PATHS.userCenter.slice(1), handle: handle({ titleId: 'user.centre' }), errorElement: <RouteError />, lazy: withChunkTimeout(() => import('../user-center/UserCenterPage.tsx').then((m) => ({ Component: m.UserCenterPage }))) },
];
