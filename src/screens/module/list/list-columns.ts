/**
 * The module's list columns: compiled defaults as a table setting, and the table columns a
 * setting shows. Widths come from the compiled column (bundle width or the spec 01 §9 rule);
 * a '0%' width or a hidden setting leaves the column out.
 */
import { isHiddenWidth, type CompiledModule, type FieldType, type Locale } from '../../../../runtime/index.ts';
import type { Translate } from '../../../../runtime/errors.ts';
import type { ListRow } from '../../../components/table/list-envelope.ts';
import type { TableSetting } from '../../../components/table/table-setting.ts';
import { DEFAULT_APPEARANCE, type TableColumn } from '../../../components/table/table-types.ts';
import { listCellRenderer } from './list-cell.tsx';

const RIGHT_ALIGNED: readonly FieldType[] = ['int', 'number', 'decimal'];

export function defaultTableSetting(module: CompiledModule, locale: Locale): TableSetting {
  return {
    ...DEFAULT_APPEARANCE,
    columns: module.columns.map((column) => ({
      prop: column.field,
      label: column.label[locale],
      width: column.width,
      sortable: Boolean(column.sortable),
      fixed: column.fixed ?? false,
      hide: column.hidden,
    })),
  };
}

/** The columns a setting shows: neither hidden nor of width '0%'. */
export function shownColumns(setting: TableSetting): TableSetting['columns'] {
  return setting.columns.filter((column) => !column.hide && !isHiddenWidth(column.width));
}

/** Pixels a header needs: CJK characters are about a font size wide, others about half; padding and sort arrows besides. */
export function headerWidth(header: string, sortable: boolean): number {
  let text = 0;
  for (const character of header) text += /[\u2e80-\uffef]/.test(character) ? 14 : 7.5;
  return Math.ceil(text) + 24 + (sortable ? 14 : 0);
}

/** A pixel width widened to its header, so no language cuts a column's name ('Plate numbe…'). */
function fittedWidth(width: string, header: string, sortable: boolean): string {
  if (!/^\d+$/.test(width.trim())) return width;
  return String(Math.max(Number(width), headerWidth(header, sortable)));
}

/**
 * The table's columns. The first is the record's key column: without a left-fixed column of the
 * bundle or the user's setting it is fixed, so a list scrolled sideways (a phone, many columns)
 * still says which record each row is.
 */
export function tableColumns(module: CompiledModule, setting: TableSetting, locale: Locale, t: Translate): TableColumn<ListRow>[] {
  const shown = shownColumns(setting);
  const keyFixed = !shown.some((column) => column.fixed === 'left');
  return shown.map((column, index) => {
    const field = module.fields.get(column.prop);
    const header = field?.def.label[locale] ?? column.label;
    return {
      id: column.prop,
      header,
      width: fittedWidth(column.width, header, Boolean(column.sortable)),
      sortable: column.sortable,
      ...(column.fixed ? { fixed: column.fixed } : index === 0 && keyFixed ? { fixed: 'left' as const } : {}),
      ...(field && RIGHT_ALIGNED.includes(field.type) ? { align: 'right' as const } : {}),
      cell: listCellRenderer(module, column.prop, locale, t),
    };
  });
}
