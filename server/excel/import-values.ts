import type { CompiledField, CompiledModule } from '../../runtime/index.ts';
import { booleanWords } from './boolean-labels.ts';
import { dateFieldKind, typedDateText } from './cell-dates.ts';
import { excelDateText, type CellPrimitive } from './cell-value.ts';

/** Checkbox and multi-reference cells list several labels; people type any of these separators. */
export const LIST_SEPARATORS = /[,，、;；]/g;

/** Value or label (either language) of a dictionary item → its value. */
function dictionaryLookup(module: CompiledModule, field: CompiledField): Map<string, string> | undefined {
  const dictionary = field.def.dict ? module.dictionaries[field.def.dict] : undefined;
  if (!dictionary) return undefined;
  const lookup = new Map<string, string>();
  for (const item of dictionary.items) lookup.set(item.value, item.value);
  for (const item of dictionary.items) {
    for (const label of Object.values(item.label)) if (!lookup.has(label)) lookup.set(label, item.value);
  }
  return lookup;
}

export type CellReader = (field: CompiledField, cell: CellPrimitive) => unknown;

/**
 * Reads a cell into what a form would send for the field, so coerceRecord and validateRecord
 * judge imported rows exactly like saved ones: dictionary labels become their values, 是/否
 * (or Yes/No) booleans, dates the field's text format, whether the cell holds a date, a serial
 * number typed into a General cell or a date typed as text in a common form (2024/3/5,
 * 2024年3月5日, 2024.3.5). Unknown labels pass through unchanged
 * and fail the dictionary rule with its usual message.
 * @example readCell(vehicleType, '皮卡') // 'PICKUP'
 */
export function createCellReader(module: CompiledModule): CellReader {
  const lookups = new Map<string, Map<string, string> | undefined>();
  for (const field of module.fields.values()) lookups.set(field.name, dictionaryLookup(module, field));
  const words = booleanWords();
  return (field, cell) => {
    if (cell === null) return '';
    const kind = dateFieldKind(field);
    if (cell instanceof Date) return excelDateText(cell, kind ?? 'date');
    const typed = kind && typeof cell !== 'boolean' ? typedDateText(cell, kind) : undefined;
    if (typed !== undefined) return typed;
    if (typeof cell === 'number') return field.type === 'int' || field.type === 'number' ? cell : String(cell);
    if (typeof cell === 'boolean') return field.type === 'boolean' ? cell : String(cell);
    const text = cell.trim();
    if (field.type === 'boolean') return words.get(text.toLowerCase()) ?? text;
    const lookup = lookups.get(field.name);
    if (!lookup || text === '') return text;
    if (field.type === 'checkbox') {
      return text
        .split(LIST_SEPARATORS)
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => lookup.get(item) ?? item)
        .join(',');
    }
    return lookup.get(text) ?? text;
  };
}
