import type { ReactNode } from 'react';
import { shownNumber, type CompiledModule, type Locale } from '../../../../runtime/index.ts';
import type { Translate } from '../../../../runtime/errors.ts';
import { cellText, type ListRow } from '../../../components/table/list-envelope.ts';

/** A cell's text: labels for coded values (server-sent, else the dictionary), 是/否 for booleans. */
export function formatCell(module: CompiledModule, row: ListRow, field: string, locale: Locale, t: Translate): string {
  const definition = module.fields.get(field);
  const value = row.rowDatas[field];
  if (definition?.type === 'boolean' && value !== null && value !== undefined) return t(value === true || value === 'true' || value === 1 ? 'table.yes' : 'table.no');
  const text = cellText(row.rowDatas, field);
  if (definition && !definition.def.dict) return shownNumber(definition.def, text, locale);
  if (row.rowDatas._labels?.[field] !== undefined || !definition?.def.dict) return text;
  const items = module.dictionaries[definition.def.dict]?.items ?? [];
  return text
    .split(',')
    .map((part) => items.find((item) => item.value === part)?.label[locale] ?? part)
    .join(',');
}

/**
 * A list cell: its text, or a coloured tag when the value is a dictionary item with a colour
 * (states: the dictionary data says which colour, dictionaries.json `color`).
 */
export function listCell(module: CompiledModule, row: ListRow, field: string, locale: Locale, t: Translate): ReactNode {
  const text = formatCell(module, row, field, locale, t);
  const dict = module.fields.get(field)?.def.dict;
  const value = row.rowDatas[field];
  const color = dict && value != null ? module.dictionaries[dict]?.items.find((item) => item.value === String(value))?.color : undefined;
  if (!color) return text;
  return (
    <span className="inline-block max-w-full truncate rounded border px-1.5 text-xs leading-5" style={{ color, borderColor: `${color}55`, background: `${color}14` }}>
      {text}
    </span>
  );
}
