import { useT } from '../../i18n/hooks.ts';
import { Spinner } from '../Spinner.tsx';

/** A running export, bottom right of the list: the rows written to the workbook so far, until it downloads. */
export function ExportProgress({ rows }: { rows: number }) {
  const t = useT();
  return (
    <div className="fixed bottom-6 right-6 z-40 rounded-md border border-slate-200 bg-white px-4 py-3 shadow-lg" data-testid="export-progress">
      <Spinner size={16} label={rows > 0 ? t('jobs.exporting', { n: rows }) : t('jobs.exportWaiting')} showLabel />
    </div>
  );
}
