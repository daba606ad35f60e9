import { useMemo, type ReactNode } from 'react';
import type { CompiledModule, OperationName } from '../../../../runtime/index.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { DataTable } from '../../../components/table/DataTable.tsx';
import { LIST_PAGE_SIZES, Pagination } from '../../../components/table/Pagination.tsx';
import type { ListRow } from '../../../components/table/list-envelope.ts';
import type { TableSetting } from '../../../components/table/table-setting.ts';
import type { SortState, TableColumn } from '../../../components/table/table-types.ts';
import { ListToolbar, type ToolbarAction } from './ListToolbar.tsx';
import { SearchPanel } from './SearchPanel.tsx';
import type { SearchValues } from './search-values.ts';
import { tableColumns } from './list-columns.ts';
import { summaryCells } from './summary-cells.ts';

export interface ListPageState {
  pageNo: number;
  pageSize: number;
  sort: SortState | null;
}

export interface ModuleListViewProps {
  module: CompiledModule;
  allowed: ReadonlySet<OperationName>;
  setting: TableSetting;
  rows: ListRow[];
  total: number;
  /** The answer's summary (field → value); null when there is none. */
  summary: Record<string, unknown> | null;
  loading: boolean;
  /** Shown in the empty table: the load error, else 暂无数据. */
  error?: string;
  query: ListPageState;
  onSortChange: (sort: SortState | null) => void;
  onPage: (pageNo: number, pageSize: number) => void;
  /** Omitted: no search panel (a child list). */
  onSearch?: (values: SearchValues) => void;
  onAction: (action: ToolbarAction) => void;
  busy?: boolean;
  onSelectionChange?: (ids: string[]) => void;
  onRowDoubleClick?: (row: ListRow) => void;
  /** Drag sort mode: the toolbar saves or cancels and rows can be dragged. */
  dragSort?: { onReorder: (from: number, to: number) => void; onSave: () => void; onCancel: () => void };
  /** A list inside a page (child list, preview): no full-height layout. */
  embedded?: boolean;
  /** The rows answer a search condition: an empty list suggests changing it rather than adding. */
  filtered?: boolean;
  /** Columns after the bundle's: row actions such as life-cycle transitions. */
  actionColumns?: TableColumn<ListRow>[];
  /** Shown above the search conditions, inside the page's layout (a report drill-down's banner). */
  notice?: ReactNode;
}

function rowKey(row: ListRow): string {
  return row.pkValue;
}

/**
 * What a module's list shows, without fetching: search conditions, the toolbar of granted
 * operations, the table in the user's column setting with its summary row, and the pager.
 * The list page feeds it from the server; the module designer's preview from sample rows.
 */
export function ModuleListView(props: ModuleListViewProps) {
  const { module, allowed, setting, rows, total, summary, loading, error, query, onSortChange, onPage, onSearch, onAction, busy = false, dragSort, embedded = false, actionColumns, filtered = false, notice } = props;
  const t = useT();
  const [locale] = useLocale();
  const columns = useMemo(() => [...tableColumns(module, setting, locale, t), ...(actionColumns ?? [])], [module, setting, locale, t, actionColumns]);
  const summaryRow = useMemo(() => summaryCells(module, summary, t('list.summary'), locale), [module, summary, t, locale]);
  return (
    <div className={`flex flex-col gap-3 ${embedded ? '' : 'h-full min-h-[480px]'}`}>
      {notice}
      {onSearch && <SearchPanel module={module} onSearch={onSearch} />}
      <div className="flex min-h-0 flex-1 flex-col gap-2 rounded bg-white p-3">
        <ListToolbar
          allowed={allowed}
          sorting={dragSort !== undefined}
          busy={busy}
          onAction={onAction}
          onSortSave={dragSort?.onSave ?? noop}
          onSortCancel={dragSort?.onCancel ?? noop}
        />
        <DataTable
          rows={rows}
          columns={columns}
          getRowId={rowKey}
          selection={dragSort ? 'none' : 'multiple'}
          onSelectionChange={props.onSelectionChange}
          sort={query.sort}
          onSortChange={dragSort ? undefined : onSortChange}
          appearance={setting}
          summary={summaryRow}
          empty={
            error ?? (
              <EmptyState message={t('common.noData')} className="py-6">
                {(filtered || allowed.has('add')) && <span className="text-slate-500">{t(filtered ? 'list.empty.filtered' : 'list.empty.add')}</span>}
              </EmptyState>
            )
          }
          loading={loading}
          onRowDoubleClick={dragSort ? undefined : props.onRowDoubleClick}
          onReorder={dragSort?.onReorder}
          className={embedded ? 'max-h-[360px]' : 'min-h-[200px] flex-1'}
        />
        <Pagination total={total} pageNo={query.pageNo} pageSize={query.pageSize} pageSizes={LIST_PAGE_SIZES} onChange={onPage} />
      </div>
    </div>
  );
}

function noop(): void {}
