import { useEffect, useState } from 'react';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { useT } from '../../../i18n/index.ts';
import { transitionHistory, type TransitionHistoryRow } from './lifecycle-api.ts';

/** The record's state changes, newest first: who moved it, from which state to which, when. */
export function TransitionHistory({ module, pkValue, refreshKey }: { module: CompiledModule; pkValue: string; refreshKey: number }) {
  const t = useT();
  const [rows, setRows] = useState<TransitionHistoryRow[] | null>(null);
  useEffect(() => {
    let live = true;
    transitionHistory(module, pkValue).then(
      (loaded) => live && setRows(loaded),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [module, pkValue, refreshKey]);
  return (
    <section className="rounded bg-white p-4" aria-label={t('lifecycle.history.title')}>
      <h3 className="mb-2 text-sm font-medium text-slate-800">{t('lifecycle.history.title')}</h3>
      {rows !== null && rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('lifecycle.history.empty')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th className="py-1 font-normal">{t('lifecycle.history.when')}</th>
              <th className="py-1 font-normal">{t('lifecycle.history.action')}</th>
              <th className="py-1 font-normal">{t('lifecycle.history.from')}</th>
              <th className="py-1 font-normal">{t('lifecycle.history.to')}</th>
              <th className="py-1 font-normal">{t('lifecycle.history.user')}</th>
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((row, index) => (
              <tr key={`${row.time}-${index}`} className="border-t border-slate-100 text-slate-700">
                <td className="py-1">{row.time}</td>
                <td className="py-1">{row.label}</td>
                <td className="py-1">{row.fromLabel}</td>
                <td className="py-1">{row.toLabel}</td>
                <td className="py-1">{row.userName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
