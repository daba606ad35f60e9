import { useMemo } from 'react';
import { diffBundles, type ModuleBundle } from '../../../../runtime/index.ts';
import { useLocale, useT } from '../../../i18n/hooks.ts';
import { groupChanges, type DiffLine } from './diff-lines.ts';
import { fieldLabeler } from './localized-text.ts';

export interface DiffViewProps {
  before: ModuleBundle;
  after: ModuleBundle;
  beforeLabel?: string;
  afterLabel?: string;
}

const KIND_STYLE: Record<DiffLine['kind'], { mark: string; row: string; badge: string }> = {
  added: { mark: '+', row: 'bg-emerald-50/60', badge: 'bg-emerald-100 text-emerald-700' },
  removed: { mark: '−', row: 'bg-red-50/60', badge: 'bg-red-100 text-red-700' },
  changed: { mark: '~', row: '', badge: 'bg-amber-100 text-amber-700' },
};

function ChangeValue({ line }: { line: DiffLine }) {
  if (line.kind === 'added') return <span className="text-emerald-700">{line.after}</span>;
  if (line.kind === 'removed') return <span className="text-red-600 line-through decoration-red-300">{line.before}</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-1.5">
      <span className="rounded bg-red-50 px-1 text-red-600 line-through decoration-red-300">{line.before}</span>
      <span className="text-slate-400" aria-hidden="true">
        →
      </span>
      <span className="rounded bg-emerald-50 px-1 text-emerald-700">{line.after}</span>
    </span>
  );
}

/**
 * What changed from one bundle to another, field by field (diffBundles), grouped by area:
 * additions in green, removals in red, changes as before → after.
 */
export function DiffView({ before, after, beforeLabel, afterLabel }: DiffViewProps) {
  const t = useT();
  const [locale] = useLocale();
  const groups = useMemo(() => groupChanges(diffBundles(before, after), t, fieldLabeler([after, before], locale)), [before, after, t, locale]);
  const total = groups.reduce((sum, group) => sum + group.lines.length, 0);

  return (
    <div className="flex flex-col gap-3 text-sm">
      {(beforeLabel || afterLabel) && (
        <div className="flex items-center gap-2 text-xs text-slate-500">
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-600">{beforeLabel}</span>
          <span aria-hidden="true">→</span>
          <span className="rounded bg-primary-50 px-1.5 py-0.5 text-primary-700">{afterLabel}</span>
          {total > 0 && <span className="ml-auto">{t('designer.diff.total', { n: total })}</span>}
        </div>
      )}
      {total === 0 && <p className="rounded border border-dashed border-slate-200 py-8 text-center text-slate-400">{t('designer.diff.noChanges')}</p>}
      {groups.map((group) => (
        <section key={group.area} aria-label={t(`designer.diff.area.${group.area}`)} className="overflow-hidden rounded border border-slate-200">
          <h4 className="flex items-center justify-between bg-slate-50 px-3 py-1.5 text-xs font-medium text-slate-600">
            {t(`designer.diff.area.${group.area}`)}
            <span className="font-normal text-slate-400">{group.lines.length}</span>
          </h4>
          <table className="w-full table-fixed text-xs">
            <tbody>
              {group.lines.map((line) => (
                <tr key={`${line.kind}:${line.path}`} data-kind={line.kind} className={`border-t border-slate-100 align-top ${KIND_STYLE[line.kind].row}`}>
                  <td className="w-20 px-3 py-1.5">
                    <span className={`inline-flex items-center gap-1 rounded px-1.5 leading-5 ${KIND_STYLE[line.kind].badge}`}>
                      <span aria-hidden="true">{KIND_STYLE[line.kind].mark}</span>
                      {t(`designer.diff.kind.${line.kind}`)}
                    </span>
                  </td>
                  <td className="w-1/4 break-words px-2 py-1.5 text-slate-700">{line.subject}</td>
                  <td className="w-28 break-words px-2 py-1.5 text-slate-500">{line.property}</td>
                  <td className="break-words px-2 py-1.5">
                    <ChangeValue line={line} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
