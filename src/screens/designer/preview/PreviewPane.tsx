import { useState } from 'react';
import type { BundleProblem, Locale, ModuleBundle } from '../../../../runtime/index.ts';
import { LOCALES } from '../../../../runtime/index.ts';
import type { ListRow } from '../../../components/table/list-envelope.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import type { DraftCheckState } from '../state/use-draft-check.ts';
import { ProblemList } from '../editor/ProblemList.tsx';
import { DetailPreview } from './DetailPreview.tsx';
import { ListPreview } from './ListPreview.tsx';
import { PreviewLocale } from './PreviewLocale.tsx';
import { TreePreview } from './TreePreview.tsx';

type Page = { kind: 'list' } | { kind: 'detail'; row: ListRow | null };

export interface PreviewPaneProps {
  check: DraftCheckState;
  /** The draft's bundle (null while its JSON lacks the shape): problems are placed by its field labels. */
  bundle: ModuleBundle | null;
  onShowProblem: (problem: BundleProblem) => void;
  /** The preview has the whole width (the editor is folded away). */
  wide: boolean;
  onWide: (wide: boolean) => void;
}

/**
 * The draft as staff will see it, in either language: the list page over sample rows and the
 * detail page, rendered by the staff screens' own components. A draft with problems shows
 * them instead; the last good preview is not kept, so what shows is always the current draft.
 */
export function PreviewPane({ check, bundle, onShowProblem, wide, onWide }: PreviewPaneProps) {
  const t = useT();
  const [appLocale] = useLocale();
  const [locale, setLocale] = useState<Locale>(appLocale);
  const [page, setPage] = useState<Page>({ kind: 'list' });
  const module = check.compiled;
  const tab = (kind: Page['kind'], label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={page.kind === kind}
      onClick={() => setPage(kind === 'list' ? { kind } : { kind, row: null })}
      className={`h-7 rounded px-3 text-xs ${page.kind === kind ? 'bg-white font-medium text-primary-600 shadow-xs' : 'text-slate-600 hover:text-primary-600'}`}
    >
      {label}
    </button>
  );
  return (
    <section aria-label={t('designer.preview.title')} className="flex min-h-0 min-w-0 flex-1 flex-col overflow-hidden rounded border border-slate-200 bg-slate-100">
      <header className="flex min-h-10 shrink-0 flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap border-b border-slate-200 bg-white px-3 py-1.5">
        <span className="text-sm font-medium text-slate-700">{t('designer.preview.title')}</span>
        {check.pending && <span className="text-[11px] text-slate-400">{t('designer.preview.updating')}</span>}
        <button type="button" aria-pressed={wide} onClick={() => onWide(!wide)} className="text-xs text-primary-600 hover:underline">
          {t(wide ? 'designer.preview.narrow' : 'designer.preview.wide')}
        </button>
        <div role="tablist" className="ml-auto flex rounded bg-slate-100 p-0.5">
          {tab('list', t('designer.preview.list'))}
          {tab('detail', t('designer.preview.detail'))}
        </div>
        <div role="group" aria-label={t('designer.preview.language')} className="flex rounded border border-slate-200">
          {LOCALES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={locale === option}
              onClick={() => setLocale(option)}
              className={`h-6 px-2 text-xs first:rounded-l last:rounded-r ${locale === option ? 'bg-primary-600 text-white' : 'bg-white text-slate-600 hover:text-primary-600'}`}
            >
              {t(`designer.locale.${option}`)}
            </button>
          ))}
        </div>
      </header>
      <div className="min-h-0 flex-1 overflow-auto p-3">
        {module ? (
          <PreviewLocale locale={locale}>
            {page.kind === 'list' && module.bundle.tree ? (
              <TreePreview key={locale} module={module} tree={module.bundle.tree} />
            ) : page.kind === 'list' ? (
              <ListPreview key={locale} module={module} onOpen={(row) => setPage({ kind: 'detail', row })} />
            ) : (
              <DetailPreview key={`${locale}:${page.row?.pkValue ?? 'new'}`} module={module} row={page.row} onClose={() => setPage({ kind: 'list' })} />
            )}
          </PreviewLocale>
        ) : (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-slate-600">{t(check.pending ? 'designer.preview.checking' : 'designer.preview.blocked')}</p>
            <ProblemList problems={check.problems} onShow={onShowProblem} bundle={bundle} />
          </div>
        )}
      </div>
    </section>
  );
}
