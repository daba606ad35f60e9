import { useEffect, useState } from 'react';
import { useLoad } from '../../../api/use-load.ts';
import { useT } from '../../../i18n/hooks.ts';
import { SystemTable, type SystemColumn } from '../SystemTable.tsx';
import { systemAction, systemValue } from '../system-calls.ts';

/** A row of system/role/operations.ajax: a module or administration area and the operations it offers. */
interface OperationRow {
  moduleId: string;
  title: string;
  operations: string[];
}

/** The grant's text in find.ajax's `grants`. */
const grantOf = (moduleId: string, operation: string) => `${moduleId}:${operation}`;

/** The operations a role grants, a row per module: each tick saves that module's row (audited by the server). */
export function RoleOperations({ roleId, granted, onSaved }: { roleId: string; granted: readonly string[]; onSaved: () => void }) {
  const t = useT();
  const rows = useLoad(() => systemValue<OperationRow[]>('system/role/operations.ajax'), []);
  const [held, setHeld] = useState(() => new Set(granted));
  const [keyword, setKeyword] = useState('');
  useEffect(() => setHeld(new Set(granted)), [granted]);

  const toggle = async (row: OperationRow, operation: string, on: boolean) => {
    const next = new Set(held);
    if (on) next.add(grantOf(row.moduleId, operation));
    else next.delete(grantOf(row.moduleId, operation));
    const operations = row.operations.filter((candidate) => next.has(grantOf(row.moduleId, candidate)));
    if ((await systemAction('system/role/saveOperations.ajax', { roleId, moduleId: row.moduleId, operations: operations.join(',') })) === undefined) return;
    setHeld(next);
    onSaved();
  };
  const columns: SystemColumn<OperationRow>[] = [
    { id: 'module', header: t('admin.role.module'), cell: (row) => `${row.title} (${row.moduleId})`, className: 'whitespace-nowrap text-slate-800' },
    {
      id: 'operations',
      header: t('admin.role.operations'),
      cell: (row) => (
        <span className="flex flex-wrap gap-x-3 gap-y-1" data-module={row.moduleId}>
          {row.operations.map((operation) => (
            <label key={operation} className="inline-flex items-center gap-1">
              <input type="checkbox" className="accent-primary-600" value={operation} checked={held.has(grantOf(row.moduleId, operation))} onChange={(event) => void toggle(row, operation, event.target.checked)} />
              {t(`admin.operation.${operation}`)}
            </label>
          ))}
        </span>
      ),
    },
  ];
  const needle = keyword.trim().toLowerCase();
  const shown = rows.data?.filter((row) => !needle || row.title.toLowerCase().includes(needle) || row.moduleId.toLowerCase().includes(needle));
  return (
    <div className="flex flex-col gap-2">
      <input className="h-8 w-64 rounded border border-slate-300 px-2 text-sm" placeholder={t('admin.role.moduleSearch')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <div className="max-h-[28rem] overflow-auto rounded border border-slate-100">
        <SystemTable label={t('admin.role.operations')} columns={columns} rows={shown} error={rows.error} rowKey={(row) => row.moduleId} />
      </div>
    </div>
  );
}
