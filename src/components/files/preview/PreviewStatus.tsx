import { useT } from '../../../i18n/hooks.ts';
import { Spinner } from '../../Spinner.tsx';
import { TooLargeError } from './too-large-error.ts';

/** The loading and failure states every viewer shares. */
export function PreviewLoading() {
  const t = useT();
  return (
    <div className="flex h-full items-center justify-center">
      <Spinner label={t('preview.loading')} showLabel />
    </div>
  );
}

export function PreviewFailed({ error }: { error: unknown }) {
  const t = useT();
  const message = error instanceof TooLargeError ? t('preview.tooLarge') : t('preview.failed', { message: error instanceof Error ? error.message : String(error) });
  return <div className="flex h-full items-center justify-center p-6 text-sm text-slate-500">{message}</div>;
}
