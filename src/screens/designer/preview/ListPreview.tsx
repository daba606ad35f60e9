import { useMemo, useState } from 'react';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import type { ListRow } from '../../../components/table/list-envelope.ts';
import type { ToolbarAction } from '../../module/list/ListToolbar.tsx';
import { ModuleListView, type ListPageState } from '../../module/list/ModuleListView.tsx';
import { defaultTableSetting } from '../../module/list/list-columns.ts';
import { sampleRows, sampleSummary, sortSampleRows } from '../model/sample-rows.ts';

export interface ListPreviewProps {
  module: CompiledModule;
  /** Opens the detail preview: 'add' from the toolbar, a sample row on double-click. */
  onOpen: (row: ListRow | null) => void;
  embedded?: boolean;
}

/** The staff list page of the draft, over sample rows: every bundle operation shows, sorting sorts the samples. */
export function ListPreview({ module, onOpen, embedded = false }: ListPreviewProps) {
  const t = useT();
  const [locale] = useLocale();
  const rows = useMemo(() => sampleRows(module, locale, t), [module, locale, t]);
  const [sort, setSort] = useState<ListPageState['sort']>(module.defaultOrder);
  const [pageNo, setPageNo] = useState(1);
  const query = { pageNo, pageSize: module.pageSize, sort };
  const setting = useMemo(() => defaultTableSetting(module, locale), [module, locale]);
  const allowed = useMemo(() => new Set(module.bundle.operations), [module]);
  const shown = useMemo(() => sortSampleRows(rows, sort), [rows, sort]);
  const onAction = (action: ToolbarAction) => {
    if (action === 'add') onOpen(null);
  };
  return (
    <ModuleListView
      module={module}
      allowed={allowed}
      setting={setting}
      rows={shown}
      total={rows.length}
      summary={sampleSummary(module, rows)}
      loading={false}
      query={query}
      onSortChange={setSort}
      onPage={setPageNo}
      onSearch={embedded ? undefined : noop}
      onAction={onAction}
      onRowDoubleClick={onOpen}
      embedded
    />
  );
}

function noop(): void {}
