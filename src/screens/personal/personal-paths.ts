/** The personal workspace's shell paths (personal-routes.tsx): a menu item pointing at one gets no module route. */
export const PERSONAL_PATHS = { messageCenter: '/message/center', userCenter: '/usercenter' } as const;
