import { useT } from '../i18n/hooks.ts';

/** A panel whose call failed: the reason and a retry, in place of the data it could not show. */
export function LoadFailed({ message, onRetry, className = '' }: { message: string; onRetry: () => void; className?: string }) {
  const t = useT();
  return (
    <div role="alert" className={`flex flex-col items-center justify-center gap-2 py-8 text-sm text-red-600 ${className}`}>
      <span>{message}</span>
      <button type="button" onClick={onRetry} className="rounded border border-slate-200 px-3 py-1 text-slate-600 hover:border-primary-300 hover:text-primary-600">
        {t('common.retry')}
      </button>
    </div>
  );
}
