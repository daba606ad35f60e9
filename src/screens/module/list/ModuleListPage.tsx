import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { confirm } from '../../../components/confirm.ts';
import { Button } from '../../../components/Button.tsx';
import { toast } from '../../../components/toast.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { ColumnSettingsDialog } from '../../../components/table/ColumnSettingsDialog.tsx';
import { ImportDialog } from '../../../components/files/ImportDialog.tsx';
import { ExportProgress } from '../../../components/files/ExportProgress.tsx';
import type { ListRow } from '../../../components/table/list-envelope.ts';
import type { SortState } from '../../../components/table/table-types.ts';
import { useListRequest } from '../../../components/table/use-list-request.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useInvalidateAfter } from '../../../api/invalidations.ts';
import { deleteRecords, downloadImportTemplate, exportToExcel, listPath } from '../module-api.ts';
import { allowedOperations, type OperationGrant } from '../operations.ts';
import { LIST_PAINT, markStart, measureAfterPaint } from '../perf-marks.ts';
import { reportError } from '../../../api/report-error.ts';
import type { ToolbarAction } from './ListToolbar.tsx';
import { ModuleListView, type ListPageState } from './ModuleListView.tsx';
import { searchCondition, type SearchValues } from './search-values.ts';
import { shownColumns } from './list-columns.ts';
import { cellFormatter } from './list-cell.tsx';
import { useRowActionColumn, type RowAction } from './row-actions.tsx';
import { useColumnSettings } from './use-column-settings.ts';
import { useDragSort } from './use-drag-sort.ts';
import { useTransitionColumn } from '../lifecycle/use-transition-column.tsx';

export type OpenMode = 'add' | 'edit' | 'view';

export interface ModuleListPageProps {
  module: CompiledModule;
  /** The user's operations from init.ajax; null while loading (no buttons yet). */
  grant: OperationGrant | null;
  /** The form is in view mode: no operation at all (spec 01 §6). */
  viewOnly?: boolean;
  /** A child list shows the rows of one parent record. */
  parent?: { id: string; field: string };
  onOpen: (mode: OpenMode, pkValue: string) => void;
  /** Bumped by the owner when rows changed elsewhere (a child saved in a modal). */
  reloadKey?: number;
  /** A report cell's records: its condition holds beside the search panel's until cleared. */
  drill?: { condition: string; clear: () => void };
}

interface Query extends ListPageState {
  condition: string;
}

const NO_ROWS: ListRow[] = [];

/** A module's list: search, toolbar, server-paged and server-sorted table, column settings, drag sort. */
export function ModuleListPage({ module, grant, viewOnly = false, parent, onOpen, reloadKey = 0, drill }: ModuleListPageProps) {
  const t = useT();
  const [locale] = useLocale();
  const [query, setQuery] = useState<Query>(() => ({
    pageNo: 1,
    pageSize: module.pageSize,
    // A module that drag-sorts opens in its saved order, which the server applies when no column is chosen.
    sort: module.bundle.operations.includes('dragSort') ? null : { field: module.defaultOrder.field, direction: module.defaultOrder.direction },
    condition: '',
  }));
  const [reload, setReload] = useState(0);
  const invalidateAfter = useInvalidateAfter();
  const [busy, setBusy] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  /** Rows an export running as a job has written; null when none runs. */
  const [exporting, setExporting] = useState<number | null>(null);
  const selected = useRef<string[]>([]);
  const settings = useColumnSettings(module, locale);
  const dragSort = useDragSort(module);
  const sortRows = dragSort.rows;

  const allowed = useMemo(() => allowedOperations(module.bundle.operations, grant, viewOnly), [module, grant, viewOnly]);
  const queryParams = useMemo(
    () => ({
      condition: query.condition,
      defaultCondition: drill?.condition,
      orderField: query.sort?.field,
      orderCondition: query.sort?.direction,
      parentId: parent?.id,
    }),
    [query.condition, drill?.condition, query.sort, parent?.id],
  );
  const params = useMemo(
    () => ({
      _entityName: module.entityName,
      _moduleId: module.moduleId,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      ...queryParams,
      parentField: parent?.field,
    }),
    [module, query.pageNo, query.pageSize, queryParams, parent?.field],
  );
  // Dictionary and reference labels arrive in the request's language: fetch again on a switch.
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    setReload((count) => count + 1);
  }, [locale]);
  const onArrived = useCallback(() => markStart(LIST_PAINT), []);
  const list = useListRequest(listPath(module), params, reload + reloadKey, { onArrived, key: queryKeys.moduleList(module.moduleId, listPath(module)) });
  const page = list.page;
  useLayoutEffect(() => {
    // A new page starts with nothing checked, as the table does.
    selected.current = [];
    if (page) measureAfterPaint(LIST_PAINT);
  }, [page]);

  const rows = sortRows ?? page?.rows ?? NO_ROWS;

  const refresh = useCallback(() => setReload((count) => count + 1), []);
  const transitionColumns = useTransitionColumn(module, page?.rows, !viewOnly && !sortRows);
  // The record a confirm or a button names: the text of the list's first column, its key column.
  const keyColumn = shownColumns(settings.setting)[0]?.prop;
  const nameOf = useMemo(() => {
    const format = keyColumn ? cellFormatter(module, keyColumn, locale, t) : undefined;
    return (row: ListRow) => (format ? format(row) : row.pkValue);
  }, [module, keyColumn, locale, t]);
  const onSelectionChange = useCallback((ids: string[]) => {
    selected.current = ids;
  }, []);
  const onSearch = useCallback((values: SearchValues) => {
    setQuery((previous) => ({ ...previous, pageNo: 1, condition: searchCondition(module.searches, values) }));
    // The same condition again must still ask the server: rows may have changed since.
    setReload((count) => count + 1);
  }, [module.searches]);
  const onSortChange = useCallback((sort: SortState | null) => setQuery((previous) => ({ ...previous, sort })), []);
  const onPage = useCallback((pageNo: number, pageSize: number) => setQuery((previous) => ({ ...previous, pageNo, pageSize })), []);
  const onRowAction = useCallback(
    (action: RowAction, row: ListRow) => (action === 'delete' ? removeRef.current([row.pkValue]) : onOpen(action, row.pkValue)),
    [onOpen],
  );
  const actionColumns = useRowActionColumn(allowed, !viewOnly && !sortRows, nameOf, onRowAction, transitionColumns);
  // A double-click reads the record; editing is the row's or the toolbar's 编辑 button.
  const onRowDoubleClick = useCallback((row: ListRow) => onOpen('view', row.pkValue), [onOpen]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      // A 401 shows only its re-login prompt (spec 01 §8), not a toast besides.
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  const chosen = (): string[] | null => {
    if (selected.current.length > 0) return selected.current;
    toast.warning(t('common.selectRecords'));
    return null;
  };

  /** Asks naming the record, or the count of several, then deletes. */
  const remove = (ids: string[]) => {
    const row = ids.length === 1 ? page?.rows.find((candidate) => candidate.pkValue === ids[0]) : undefined;
    const question = row ? t('list.deleteOne', { name: nameOf(row) }) : t('list.deleteMany', { count: ids.length });
    void confirm(question, { danger: true }).then((accepted) => {
      if (!accepted) return;
      void run(async () => {
        await deleteRecords(module, ids);
        toast.success(t('msg.deleted'));
        selected.current = [];
        await invalidateAfter({ kind: 'record', moduleId: module.moduleId });
      });
    });
  };
  const removeRef = useRef(remove);
  removeRef.current = remove;

  const onAction = (action: ToolbarAction) => {
    switch (action) {
      case 'add':
        return onOpen('add', '-1');
      case 'edit': {
        const ids = chosen();
        // A single-record action with several ticked would silently take the first: refused.
        if (ids && ids.length > 1) toast.warning(t('list.selectOne', { count: ids.length }));
        else if (ids?.[0]) onOpen('edit', ids[0]);
        return;
      }
      case 'delete': {
        const ids = chosen();
        if (ids) remove(ids);
        return;
      }
      case 'export':
        setExporting(0);
        return void run(() => exportToExcel(module, shownColumns(settings.setting).map((column) => column.prop), selected.current, queryParams, setExporting)).finally(() => setExporting(null));
      case 'import':
        return setImportOpen(true);
      case 'template':
        return void run(() => downloadImportTemplate(module));
      case 'dragSort':
        return dragSort.start(page?.rows ?? []);
      case 'columns':
        return setSettingsOpen(true);
      case 'refresh':
        return refresh();
    }
  };

  const saveSort = () =>
    void run(async () => {
      await dragSort.save((query.pageNo - 1) * query.pageSize + 1);
      toast.success(t('msg.success'));
      await invalidateAfter({ kind: 'record', moduleId: module.moduleId });
    });

  return (
    // A route page fills the layout's main area so the table scrolls inside it, pager in view.
    <>
      <ModuleListView
        module={module}
        allowed={allowed}
        setting={settings.setting}
        rows={rows}
        total={page?.total ?? 0}
        summary={page?.summary ?? null}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.message : undefined}
        query={query}
        onSortChange={onSortChange}
        onPage={onPage}
        onSearch={parent ? undefined : onSearch}
        onAction={onAction}
        busy={busy}
        onSelectionChange={onSelectionChange}
        onRowDoubleClick={onRowDoubleClick}
        dragSort={sortRows ? { onReorder: dragSort.reorder, onSave: saveSort, onCancel: dragSort.cancel } : undefined}
        embedded={parent !== undefined}
        actionColumns={actionColumns}
        notice={
          drill && (
            <div role="status" className="flex items-center gap-3 rounded bg-sky-50 px-4 py-2 text-sm text-sky-900">
              <span>{t('report.drill.banner')}</span>
              <Button variant="text" size="small" onClick={drill.clear}>
                {t('report.drill.clear')}
              </Button>
            </div>
          )
        }
        filtered={query.condition !== ''}
      />
      {exporting !== null && <ExportProgress rows={exporting} />}
      {settingsOpen && (
        <ColumnSettingsDialog open setting={settings.setting} onSave={settings.save} onReset={settings.reset} onClose={() => setSettingsOpen(false)} />
      )}
      {importOpen && (
        <ImportDialog
          open
          onClose={() => setImportOpen(false)}
          entityName={module.entityName}
          moduleId={module.moduleId}
          title={module.bundle.title[locale]}
          flagField={module.bundle.import?.flagField ?? ''}
          parentId={parent?.id}
          onImported={() => void invalidateAfter({ kind: 'record', moduleId: module.moduleId })}
        />
      )}
    </>
  );
}
