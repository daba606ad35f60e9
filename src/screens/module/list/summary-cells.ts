import { shownNumber, type CompiledModule, type Locale } from '../../../../runtime/index.ts';
import type { TableSummary } from '../../../components/table/table-types.ts';

/**
 * The summary row of the bundle's list.summary (sum, avg, ...) from the answer's summary
 * (field → value); null when the module has none. Averages are shown to two places, and every
 * value as its field's display asks (thousands, unit).
 */
export function summaryCells(module: CompiledModule, summary: Record<string, unknown> | null, label: string, locale: Locale): TableSummary | null {
  if (module.summary.length === 0 || !summary) return null;
  const values: Record<string, string> = {};
  for (const { field, fn } of module.summary) {
    const value = summary[field];
    if (value === null || value === undefined || value === '') continue;
    const number = Number(value);
    const text = fn === 'avg' && Number.isFinite(number) ? number.toFixed(2) : String(value);
    const definition = module.fields.get(field)?.def;
    values[field] = definition && fn !== 'count' ? shownNumber(definition, text, locale) : text;
  }
  return { label, values };
}
