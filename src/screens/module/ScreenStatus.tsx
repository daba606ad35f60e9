import { Spinner } from '../../components/Spinner.tsx';
import { useT } from '../../i18n/index.ts';

/** The spinner a module screen shows while its bundle or record loads. */
export function ScreenLoading({ className = 'h-64' }: { className?: string }) {
  const t = useT();
  return (
    <div className={`flex items-center justify-center ${className}`}>
      <Spinner label={t('common.loading')} showLabel />
    </div>
  );
}

/** A load failure, in the words of the request layer or the server. */
export function ScreenError({ message }: { message: string }) {
  return <p className="p-6 text-center text-sm text-red-500">{message}</p>;
}
