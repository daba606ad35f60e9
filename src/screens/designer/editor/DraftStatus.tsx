import { useT } from '../../../i18n/index.ts';
import type { DraftOrigin } from '../state/use-draft.ts';

const BADGE = 'rounded px-1.5 py-0.5 text-[11px]';

/** Where the open draft stands: new, draft vN or published vN; unsaved changes; problems. */
export function DraftStatus({ origin, dirty, problems, pending }: { origin: DraftOrigin; dirty: boolean; problems: number; pending: boolean }) {
  const t = useT();
  const status =
    origin.status === 'new'
      ? t('designer.status.new')
      : t(origin.status === 'draft' ? 'designer.status.draft' : 'designer.status.published', { version: origin.version ?? '' });
  return (
    <span className="flex items-center gap-1.5">
      <span className={`${BADGE} ${origin.status === 'draft' || origin.status === 'new' ? 'bg-amber-50 text-amber-700' : 'bg-emerald-50 text-emerald-700'}`}>{status}</span>
      {dirty && <span className={`${BADGE} bg-slate-100 text-slate-600`}>{t('designer.status.unsaved')}</span>}
      {!pending && problems > 0 && <span className={`${BADGE} bg-red-50 text-red-600`}>{t('designer.status.problems', { n: problems })}</span>}
      {!pending && problems === 0 && <span className={`${BADGE} bg-emerald-50 text-emerald-700`}>{t('designer.status.valid')}</span>}
    </span>
  );
}
