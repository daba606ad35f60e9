import { AppError, LOCALES, type CompiledField, type Locale } from '../../runtime/index.ts';
import { cellPrimitive, isBlank } from './cell-value.ts';

/** A header cell as written by the template: an optional required mark '*' before the label. */
function headerText(cell: unknown): string {
  const value = cellPrimitive(cell);
  return isBlank(value) ? '' : String(value).trim().replace(/^\*\s*/, '').trim();
}

/**
 * Matches the header row to the template's fields by label (either language, so a template
 * downloaded in English imports for a Chinese user), wherever the columns were moved.
 * @returns the 0-based column of each field, in field order.
 * @throws AppError files.missingColumns / files.extraColumns naming the columns.
 */
export function mapHeader(cells: readonly unknown[], fields: readonly CompiledField[], locale: Locale): number[] {
  const byLabel = new Map<string, CompiledField>();
  for (const field of fields) for (const lang of LOCALES) byLabel.set(field.def.label[lang].trim(), field);
  const columns = new Map<CompiledField, number>();
  const extra: string[] = [];
  cells.forEach((cell, index) => {
    const text = headerText(cell);
    if (text === '') return;
    const field = byLabel.get(text);
    if (!field || columns.has(field)) extra.push(text);
    else columns.set(field, index);
  });
  const missing = fields.filter((field) => !columns.has(field)).map((field) => field.def.label[locale]);
  if (missing.length > 0) throw new AppError('E_BAD_REQUEST', { columns: missing.join('、') }, 'files.missingColumns');
  if (extra.length > 0) throw new AppError('E_BAD_REQUEST', { columns: extra.join('、') }, 'files.extraColumns');
  return fields.map((field) => columns.get(field) as number);
}
