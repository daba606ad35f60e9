import { useQuery } from '@tanstack/react-query';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useT } from '../../../i18n/index.ts';
import { transitionHistory } from './lifecycle-api.ts';

/** The record's state changes, newest first: who moved it, from which state to which, when; asked again when the record's queries are invalidated. */
export function TransitionHistory({ module, pkValue }: { module: CompiledModule; pkValue: string }) {
  const t = useT();
  const { data } = useQuery({
    queryKey: [...queryKeys.moduleRecord(module.moduleId, pkValue), 'history'],
    // A history that cannot be read shows as none.
    queryFn: () => transitionHistory(module, pkValue).catch(() => []),
  });
  const rows = data ?? null;
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
