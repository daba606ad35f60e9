import { Navigate, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useT } from '../../i18n/hooks.ts';
import { readTokenRecord } from '../../app/session-store.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

/**
 * Route errors (spec 01 §8): an unknown path is the not-found page, or the login page when
 * signed out; anything else shows 'route error' with its message.
 */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    if (!readTokenRecord()) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
    return <NotFoundPage />;
  }
  const message = isChunkLoadError(error) ? t('route.chunkFailed') : error instanceof Error ? error.message : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error);
  return (
    <div className="m-6 rounded-md border border-red-200 bg-red-50 p-5">
      <div className="mb-1 font-medium text-red-700">{t('route.error')}</div>
      <div className="text-sm break-words text-red-600">{message}</div>
    </div>
  );
}
