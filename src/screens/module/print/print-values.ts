/**
 * A record's values as a print sheet shows them: the list's own cell text (labels of
 * dictionary, reference and tree values, 是/否), file fields as their file count.
 */
import type { CompiledModule, Locale } from '../../../../runtime/index.ts';
import type { Translate } from '../../../../runtime/errors.ts';
import type { ListRow, ListRowData } from '../../../components/table/list-envelope.ts';
import { formatCell } from '../list/list-cell.tsx';

/** The child rows of one child table, with the compiled child module their cells are read by. */
export interface PrintChildRows {
  module: CompiledModule;
  rows: readonly ListRow[];
}

/** What a sheet is printed from: the record (with `_labels`) and the rows of its child tables by moduleId. */
export interface PrintData {
  record: ListRowData;
  children: ReadonlyMap<string, PrintChildRows>;
}

export function printText(module: CompiledModule, row: ListRow, field: string, locale: Locale, t: Translate): string {
  const type = module.fields.get(field)?.type;
  if (type === 'attachment' || type === 'image') {
    const value = row.rowDatas[field];
    const count = typeof value === 'string' && value !== '' ? value.split(',').length : 0;
    return count ? t('print.files', { count }) : '';
  }
  return formatCell(module, row, field, locale, t);
}

/** 'YYYY-MM-DD HH:mm' of the local time: the moment a sheet was printed. */
export function printedAt(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
