import { Link } from 'react-router';
import { useT } from '../../i18n/hooks.ts';

/** The catch-all page: no such route, or one the user's menu does not grant. */
export function NotFoundPage({ message }: { message?: string }) {
  const t = useT();
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <div className="text-7xl font-semibold tracking-tight text-primary-600/80">404</div>
      <p className="text-base text-slate-600">{message ?? t('route.notFound')}</p>
      <Link to="/index" className="rounded border border-primary-600 bg-primary-600 px-4 py-1.5 text-sm text-white hover:bg-primary-500">
        {t('route.backHome')}
      </Link>
    </div>
  );
}
