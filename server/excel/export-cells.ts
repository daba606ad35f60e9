import type { CompiledField, Locale } from '../../runtime/index.ts';
import type { RecordRow } from '../modules/record-context.ts';
import { booleanLabel } from './boolean-labels.ts';
import { excelDate, type CellPrimitive } from './cell-value.ts';

/** Digits a double holds exactly; wider decimals are exported as text so no digit is lost. */
const EXACT_DIGITS = 15;

/**
 * A list cell as a spreadsheet cell: the label users see in the list (dictionary, reference
 * and organisation names), numbers as numbers, dates as dates, booleans as 是/否.
 */
export function exportCell(field: CompiledField, row: RecordRow, locale: Locale): CellPrimitive {
  const value = row.values[field.name];
  if (value === null || value === undefined || value === '') return null;
  const label = row.labels[field.name];
  if (label !== undefined) return label;
  switch (field.type) {
    case 'int':
    case 'number':
      return Number(value);
    case 'decimal':
      return (field.def.precision ?? EXACT_DIGITS) <= EXACT_DIGITS ? Number(value) : String(value);
    case 'date':
    case 'datetime':
      return excelDate(String(value)) ?? String(value);
    case 'boolean':
      return booleanLabel(value === true, locale);
    default:
      return String(value);
  }
}
