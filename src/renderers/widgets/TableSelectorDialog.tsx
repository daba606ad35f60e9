import { useCallback, useMemo, useRef, useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { Button } from '../../components/Button.tsx';
import { DialogButtons } from '../../components/DialogButtons.tsx';
import { toast } from '../../components/toast.ts';
import { useT } from '../../i18n/index.ts';
import { isHiddenWidth, serializeCondition } from '../../../runtime/index.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { Pagination } from '../../components/table/Pagination.tsx';
import { cellText, type ListRow } from '../../components/table/list-envelope.ts';
import { useListRequest } from '../../components/table/use-list-request.ts';
import type { TableColumn } from '../../components/table/table-types.ts';
import { inputClass } from '../input-class.ts';

/** Spec 01 §2: the table selector is 1100 wide. */
export const TABLE_SELECTOR_WIDTH = 1100;

export interface TableSelectorDialogProps {
  open: boolean;
  title: string;
  /** _entityName of the records to choose from. */
  entity: string;
  /** Field searched with 'like' and shown as the choice's label. */
  labelField: string;
  /** More parameters of the call: a reference's filter (refModule, refField, refValue). */
  filter?: Readonly<Record<string, string>>;
  onPick: (row: ListRow) => void;
  onClose: () => void;
}

const PAGE_SIZE = 10;

/** A single-choice record picker over pub/tableSelector.ajax, with the answer's own columns. */
export function TableSelectorDialog({ open, title, entity, labelField, filter, onPick, onClose }: TableSelectorDialogProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ pageNo: 1, pageSize: PAGE_SIZE, text: '' });
  const params = useMemo(
    () => ({
      ...filter,
      _entityName: entity,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      condition: query.text ? serializeCondition([{ field: labelField, code: ':@', value: query.text }]) : '',
    }),
    [entity, labelField, filter, query],
  );
  const list = useListRequest('pub/tableSelector.ajax', params, 0, { enabled: open });
  const page = list.page;
  const chosen = useRef<string | null>(null);

  const columns = useMemo<TableColumn<ListRow>[]>(
    () =>
      (page?.header ?? [])
        .filter((header) => !isHiddenWidth(header.width))
        .map((header) => ({ id: header.id, header: header.label, width: header.width || '180', cell: (row) => cellText(row.rowDatas, header.id) })),
    [page?.header],
  );
  const onSelectionChange = useCallback((ids: string[]) => {
    chosen.current = ids[0] ?? null;
  }, []);
  const confirm = () => {
    const row = page?.rows.find((candidate) => candidate.pkValue === chosen.current);
    if (!row) {
      toast.warning(t('common.selectRecords'));
      return;
    }
    onPick(row);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      width={TABLE_SELECTOR_WIDTH}
      footer={<DialogButtons onCancel={onClose} onConfirm={confirm} />}
    >
      <form
        className="mb-3 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ pageNo: 1, pageSize: query.pageSize, text: search.trim() });
        }}
      >
        <input className={inputClass(false, 'h-8 w-80')} value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t('widget.searchPlaceholder')} />
        <Button type="submit" variant="primary">
          {t('list.search')}
        </Button>
      </form>
      <DataTable
        rows={page?.rows ?? EMPTY_ROWS}
        columns={columns}
        getRowId={rowKey}
        selection="single"
        onSelectionChange={onSelectionChange}
        onRowDoubleClick={onPick}
        loading={list.status === 'loading'}
        empty={list.status === 'error' ? list.message : t('common.noData')}
        className="h-[360px]"
      />
      <Pagination
        total={page?.total ?? 0}
        pageNo={query.pageNo}
        pageSize={query.pageSize}
        onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
      />
    </Modal>
  );
}

const EMPTY_ROWS: ListRow[] = [];

function rowKey(row: ListRow): string {
  return row.pkValue;
}
