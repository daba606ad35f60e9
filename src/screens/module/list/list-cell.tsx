import type { ReactNode } from 'react';
import { dictionaryItemsByValue, shownNumber, type CompiledModule, type DictionaryItem, type Locale } from '../../../../runtime/index.ts';
import type { Translate } from '../../../../runtime/errors.ts';
import { cellText, type ListRow } from '../../../components/table/list-envelope.ts';

function itemsOf(module: CompiledModule, dict: string): ReadonlyMap<string, DictionaryItem> {
  const dictionary = module.dictionaries[dict];
  return dictionary ? dictionaryItemsByValue(dictionary) : new Map();
}

/**
 * A column's cell text, as a function of the row: labels for coded values (server-sent, else the
 * dictionary), 是/否 for booleans, numbers as the field displays them. The field, its dictionary
 * and the words are looked up once per column, not once per cell of a page.
 */
export function cellFormatter(module: CompiledModule, field: string, locale: Locale, t: Translate): (row: ListRow) => string {
  const definition = module.fields.get(field);
  const text = textOf(module, field, locale);
  if (definition?.type !== 'boolean') return text;
  const yes = t('table.yes');
  const no = t('table.no');
  return (row) => {
    const value = row.rowDatas[field];
    if (value === null || value === undefined) return text(row);
    return value === true || value === 'true' || value === 1 ? yes : no;
  };
}

function textOf(module: CompiledModule, field: string, locale: Locale): (row: ListRow) => string {
  const def = module.fields.get(field)?.def;
  if (!def) return (row) => cellText(row.rowDatas, field);
  const dict = def.dict;
  if (!dict) return (row) => shownNumber(def, cellText(row.rowDatas, field), locale);
  const items = itemsOf(module, dict);
  return (row) => {
    const text = cellText(row.rowDatas, field);
    if (row.rowDatas._labels?.[field] !== undefined) return text;
    return text
      .split(',')
      .map((part) => items.get(part)?.label[locale] ?? part)
      .join(',');
  };
}

/** One cell's text; a column of cells takes `cellFormatter` once instead. */
export function formatCell(module: CompiledModule, row: ListRow, field: string, locale: Locale, t: Translate): string {
  return cellFormatter(module, field, locale, t)(row);
}

/**
 * A column's list cell: its text, or a coloured tag when the value is a dictionary item with a
 * colour (states: the dictionary data says which colour, dictionaries.json `color`).
 */
export function listCellRenderer(module: CompiledModule, field: string, locale: Locale, t: Translate): (row: ListRow) => ReactNode {
  const format = cellFormatter(module, field, locale, t);
  const dict = module.fields.get(field)?.def.dict;
  const items = dict ? itemsOf(module, dict) : undefined;
  if (!items || ![...items.values()].some((item) => item.color)) return format;
  return (row) => {
    const value = row.rowDatas[field];
    const color = value == null ? undefined : items.get(String(value))?.color;
    const text = format(row);
    if (!color) return text;
    return (
      <span className="inline-block max-w-full truncate rounded border px-1.5 text-xs leading-5" style={{ color, borderColor: `${color}55`, background: `${color}14` }}>
        {text}
      </span>
    );
  };
}
