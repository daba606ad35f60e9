import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter, type AppRouter } from './router.tsx';

let current: AppRouter | undefined;
const listeners = new Set<(router: AppRouter) => void>();

/**
 * Drops the menu routes of the signed-out session by replacing the router (React Router can
 * add routes but not remove them). A router that never added any is kept.
 */
export function resetRoutes(): void {
  if (!current?.hasMenuRoutes()) return;
  current.router.dispose();
  current = createAppRouter();
  for (const listener of listeners) listener(current);
}

/** Renders the app router and swaps it when resetRoutes() makes a fresh one. */
export function RouterHost() {
  const [app, setApp] = useState<AppRouter>(() => (current ??= createAppRouter()));
  useEffect(() => {
    listeners.add(setApp);
    return () => {
      listeners.delete(setApp);
    };
  }, []);
  return <RouterProvider router={app.router} />;
}
