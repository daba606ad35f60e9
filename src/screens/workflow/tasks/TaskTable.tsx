import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../i18n/hooks.ts';
import type { TaskRow, TaskTab } from '../api/task-calls.ts';

interface Column {
  id: string;
  header: string;
  cell: (row: TaskRow) => string;
  className?: string;
}

function columnsOf(tab: TaskTab, t: (id: string) => string): Column[] {
  const title: Column = { id: 'title', header: t('wf.tasks.col.title'), cell: (row) => row.title || row.moduleName, className: 'font-medium text-slate-800' };
  const module: Column = { id: 'module', header: t('wf.tasks.col.module'), cell: (row) => row.moduleName };
  if (tab === 'start') {
    return [
      title,
      module,
      { id: 'state', header: t('wf.tasks.col.state'), cell: (row) => t(row.finished ? 'wf.state.end' : 'wf.state.processing') },
      { id: 'time', header: t('wf.tasks.col.startTime'), cell: (row) => row.time, className: 'text-slate-500' },
    ];
  }
  return [
    title,
    module,
    { id: 'node', header: t('wf.tasks.col.node'), cell: (row) => row.nodeDesc },
    { id: 'starter', header: t('wf.tasks.col.starter'), cell: (row) => row.startUserName },
    { id: 'time', header: t(tab === 'todo' ? 'wf.tasks.col.reachTime' : 'wf.tasks.col.handleTime'), cell: (row) => row.time, className: 'text-slate-500' },
  ];
}

/** Ticked rows by key, for batch handling; the table shows a checkbox column when given one. */
export interface TaskSelection {
  selected: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
}

function toggled(selected: ReadonlySet<string>, keys: readonly string[], on: boolean): ReadonlySet<string> {
  const next = new Set(selected);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return next;
}

/** A page of tasks; a row click opens its record. Unread to-dos carry a dot. */
export function TaskTable({ tab, rows, offset = 0, onOpen, selection }: { tab: TaskTab; rows: TaskRow[] | null; offset?: number; onOpen: (row: TaskRow) => void; selection?: TaskSelection }) {
  const t = useT();
  const columns = columnsOf(tab, t);
  if (rows === null) {
    return (
      <div className="flex h-48 items-center justify-center">
        <Spinner label={t('common.loading')} showLabel />
      </div>
    );
  }
  if (rows.length === 0) return <EmptyState message={t('common.noData')} />;
  const pageKeys = rows.map((row) => row.key);
  const allTicked = selection !== undefined && pageKeys.every((key) => selection.selected.has(key));
  return (
    <table className="w-full text-sm">
      <thead className="bg-slate-50 text-left text-slate-500">
        <tr>
          {selection && (
            <th className="w-10 px-3 py-2.5">
              <input type="checkbox" aria-label={t('wf.batch.selectPage')} className="h-4 w-4 accent-primary-600" checked={allTicked} onChange={() => selection.onChange(toggled(selection.selected, pageKeys, !allTicked))} />
            </th>
          )}
          <th className="w-10 px-3 py-2.5 font-normal">#</th>
          {columns.map((column) => (
            <th key={column.id} className="px-3 py-2.5 font-normal">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.key || index} className="cursor-pointer border-b border-slate-100 hover:bg-primary-50/50" onClick={() => onOpen(row)} data-unread={row.unread || undefined}>
            {selection && (
              <td className="px-3 py-2.5" onClick={(event) => event.stopPropagation()}>
                <input
                  type="checkbox"
                  aria-label={t('wf.batch.selectRow', { title: row.title || row.moduleName })}
                  className="h-4 w-4 accent-primary-600"
                  checked={selection.selected.has(row.key)}
                  onChange={(event) => selection.onChange(toggled(selection.selected, [row.key], event.target.checked))}
                />
              </td>
            )}
            <td className="px-3 py-2.5 text-slate-400">
              <span className="inline-flex items-center gap-1.5">
                <span className={`h-1.5 w-1.5 rounded-full ${row.unread ? 'bg-red-500' : 'bg-transparent'}`} aria-label={row.unread ? t('wf.tasks.unread') : undefined} />
                {offset + index + 1}
              </span>
            </td>
            {columns.map((column) => (
              <td key={column.id} className={`px-3 py-2.5 ${column.className ?? 'text-slate-600'}`}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
