import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useT } from '../../i18n/hooks.ts';

export interface SystemColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/** The plain table of the system screens: loading, failure and empty states, then the rows. */
export function SystemTable<Row>({ columns, rows, error, rowKey, label }: { columns: SystemColumn<Row>[]; rows: Row[] | undefined; error?: string; rowKey: (row: Row) => string; label: string }) {
  const t = useT();
  if (error) return <EmptyState message={error} />;
  if (!rows) {
    return (
      <div className="flex h-40 items-center justify-center">
        <Spinner label={t('common.loading')} showLabel />
      </div>
    );
  }
  if (rows.length === 0) return <EmptyState message={t('common.noData')} />;
  return (
    <table className="w-full text-sm" aria-label={label}>
      <thead className="bg-slate-50 text-left text-slate-500">
        <tr>
          {columns.map((column) => (
            <th key={column.id} className="px-3 py-2.5 font-normal">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-slate-100 hover:bg-primary-50/40">
            {columns.map((column) => (
              <td key={column.id} className={`px-3 py-2 align-top ${column.className ?? 'text-slate-600'}`}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A system screen's frame: title, tools on the right, the content in a white card. */
export function SystemPage({ title, tools, children }: { title: string; tools?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 p-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-base font-medium text-slate-800">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">{tools}</div>
      </div>
      <div className="overflow-auto rounded bg-white shadow-sm">{children}</div>
    </div>
  );
}
