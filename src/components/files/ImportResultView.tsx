import { useState } from 'react';
import { reportError } from '../../api/report-error.ts';
import { useT } from '../../i18n/hooks.ts';
import { Button } from '../Button.tsx';
import { AlertIcon, CheckCircleIcon, XCircleIcon } from '../icons.tsx';
import { DownloadIcon } from './file-icons.tsx';
import type { ImportResult } from './import-api.ts';

/** How an import ended: counts, or the reason the file could not be read at all. */
export type ImportOutcome = { kind: 'done'; result: ImportResult } | { kind: 'failed'; message: string };

export interface ImportResultViewProps {
  outcome: ImportOutcome;
  onDownloadErrors: (uuid: string) => Promise<void>;
}

function Count({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="flex flex-col items-center rounded-md bg-slate-50 px-8 py-3">
      <span className={`text-2xl font-semibold tabular-nums ${tone}`}>{value}</span>
      <span className="text-xs text-slate-500">{label}</span>
    </div>
  );
}

/**
 * Spec 01 §8: success, partial failure with the error rows to download, or a read failure.
 * The partial-failure line is the server's own message (files.importPartial of
 * the files.json catalogs, the msgInfo of pub/importFromExcel.ajax): one wording in both places.
 */
export function ImportResultView({ outcome, onDownloadErrors }: ImportResultViewProps) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  if (outcome.kind === 'failed') {
    return (
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <XCircleIcon size={44} className="text-red-500" />
        <p className="text-base font-medium text-slate-900">{t('importDialog.readFailed')}</p>
        <p className="text-sm text-slate-500">{t('importDialog.readFailedHint')}</p>
        {outcome.message && <p className="max-w-full break-words rounded bg-red-50 px-3 py-2 text-xs text-red-600">{outcome.message}</p>}
      </div>
    );
  }
  const { successNum, errorNum, uuid } = outcome.result;
  const partial = errorNum > 0;
  const downloadErrors = async () => {
    setDownloading(true);
    try {
      await onDownloadErrors(uuid);
    } catch (error) {
      reportError(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      {partial ? <AlertIcon size={44} className="text-amber-500" /> : <CheckCircleIcon size={44} className="text-emerald-500" />}
      <p className="text-base font-medium text-slate-900">{partial ? t('files.importPartial', { success: successNum, error: errorNum }) : t('importDialog.success', { n: successNum })}</p>
      <div className="flex gap-3">
        <Count label={t('importDialog.successCount')} value={successNum} tone="text-emerald-600" />
        <Count label={t('importDialog.errorCount')} value={errorNum} tone={partial ? 'text-red-600' : 'text-slate-400'} />
      </div>
      {partial && uuid && (
        <Button variant="text" icon={<DownloadIcon size={15} />} loading={downloading} onClick={() => void downloadErrors()}>
          {t('importDialog.downloadErrors')}
        </Button>
      )}
    </div>
  );
}
