import { useT } from '../../i18n/hooks.ts';
import type { JobProgress } from './job-api.ts';

/**
 * Where an import stands: a bar of the rows read so far, split into written (green) and
 * refused (red), and the three counts. The file's row count is unknown until it is read, so the
 * bar shows the share of each outcome among the rows read, and a moving stripe while it runs.
 */
export function JobProgressBar({ progress }: { progress: JobProgress }) {
  const t = useT();
  const { read, written, refused } = progress;
  const share = (n: number) => (read > 0 ? `${(100 * n) / read}%` : '0%');
  return (
    <div className="flex flex-col gap-1.5" data-testid="job-progress">
      <div
        className="relative flex h-2 overflow-hidden rounded bg-slate-100"
        role="progressbar"
        aria-valuetext={t('jobs.progress', { read, written, refused })}
      >
        <div className="h-full bg-emerald-500 transition-[width]" style={{ width: share(written) }} />
        <div className="h-full bg-red-400 transition-[width]" style={{ width: share(refused) }} />
        <div className="absolute inset-y-0 w-1/4 animate-pulse bg-white/40" />
      </div>
      <span className="text-xs tabular-nums text-slate-500">{t('jobs.progress', { read, written, refused })}</span>
    </div>
  );
}
