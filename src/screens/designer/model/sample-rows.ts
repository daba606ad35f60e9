/**
 * A few plausible records for the preview, made from the field types: dates a few days apart,
 * numbers inside the field's range and scale, dictionary values in turn, names of the sample
 * organisation for tree references. The same draft always gives the same rows.
 */
import { FORMAT_CATALOGUE, type CompiledField, type CompiledModule, type FieldDef, type Locale } from '../../../../runtime/index.ts';
import type { MessageParams, Translate } from '../../../../runtime/errors.ts';
import type { ListRow, ListRowData } from '../../../components/table/list-envelope.ts';

export const SAMPLE_ROW_COUNT = 5;

const TREE_LABELS = { org: 'designer.sample.org', depart: 'designer.sample.depart', team: 'designer.sample.team', post: 'designer.sample.post', user: 'designer.sample.user' } as const;

/** A stable pseudo-random number in [0, 1) for a field and row. */
function noise(name: string, row: number): number {
  let hash = 2166136261;
  for (const char of `${name}#${row}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 10000) / 10000;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function dayOf(row: number, name: string): Date {
  const date = new Date(Date.UTC(2024, 2, 18));
  date.setUTCDate(date.getUTCDate() - row * 9 - Math.floor(noise(name, row) * 6));
  return date;
}

function dateText(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function numberIn(def: FieldDef, row: number, integer: boolean): number {
  const min = def.min ?? 0;
  const max = def.max ?? Math.max(min + 100, min * 2);
  const value = min + noise(def.name, row) * (max - min);
  return integer ? Math.round(value) : Math.round(value * 100) / 100;
}

function decimalText(def: FieldDef, row: number): string {
  const scale = def.scale ?? 2;
  const digits = Math.max(1, (def.precision ?? 12) - scale);
  const max = Math.min(def.max ?? 10 ** Math.min(digits, 6), 10 ** digits - 1);
  return numberIn({ ...def, max }, row, false).toFixed(scale);
}

function textSample(def: FieldDef, row: number, locale: Locale): string {
  const text = `${def.label[locale]} ${row + 1}`;
  return def.maxLength ? text.slice(0, def.maxLength) : text;
}

interface SampleValue {
  value: unknown;
  label?: string;
}

function sampleValue(module: CompiledModule, field: CompiledField, row: number, locale: Locale, t: Translate): SampleValue {
  const def = field.def;
  const items = def.dict ? (module.dictionaries[def.dict]?.items ?? []) : [];
  const date = dayOf(row, def.name);
  const label = (messageId: string, params?: MessageParams) => ({ value: `${def.name}-${row + 1}`, label: t(messageId, params) });
  switch (def.type) {
    case 'text':
      return { value: def.format ? FORMAT_CATALOGUE[def.format].examples[row % 3] : textSample(def, row, locale) };
    case 'textarea':
      return { value: t('designer.sample.remark', { n: row + 1 }) };
    case 'int':
      return { value: numberIn(def, row, true) };
    case 'number':
      return { value: numberIn(def, row, false) };
    case 'decimal':
      return { value: decimalText(def, row) };
    case 'date':
      return { value: dateText(date) };
    case 'month':
      return { value: dateText(date).slice(0, 7) };
    case 'time':
      return { value: `${pad(8 + (row % 10))}:${pad((row * 15) % 60)}` };
    case 'datetime':
      return { value: `${dateText(date)} ${pad(8 + (row % 10))}:${pad((row * 15) % 60)}:00` };
    case 'boolean':
      return { value: row % 3 !== 2 };
    case 'select':
    case 'radio':
      return { value: items[row % items.length]?.value ?? null };
    case 'checkbox':
      return { value: items.length ? [...new Set([row, row + 1].map((at) => items[at % items.length]?.value))].join(',') : null };
    case 'reference':
      return label('designer.sample.reference', { label: def.label[locale], n: row + 1 });
    case 'treeRef':
      return label(TREE_LABELS[def.treeRef ?? 'depart'], { n: row + 1 });
    default:
      // Files and map shapes have nothing meaningful to show without a server.
      return { value: null };
  }
}

/** Sample rows in the list answer's shape, labels in `locale` (t translates in that locale). */
export function sampleRows(module: CompiledModule, locale: Locale, t: Translate): ListRow[] {
  return Array.from({ length: SAMPLE_ROW_COUNT }, (_, row) => {
    const rowDatas: ListRowData = {};
    const labels: Record<string, string> = {};
    for (const field of module.fields.values()) {
      const sample = field === module.primaryKey ? { value: field.valueKind === 'string' ? `${module.moduleId}-${row + 1}` : row + 1 } : sampleValue(module, field, row, locale, t);
      rowDatas[field.name] = sample.value;
      if (sample.label !== undefined) labels[field.name] = sample.label;
    }
    rowDatas._labels = labels;
    return { rowDatas, pkValue: String(rowDatas[module.primaryKey.name]), check: false };
  });
}

/** The summary row of the module's list.summary over the sample rows. */
export function sampleSummary(module: CompiledModule, rows: readonly ListRow[]): Record<string, unknown> | null {
  if (module.summary.length === 0) return null;
  const summary: Record<string, unknown> = {};
  for (const { field, fn } of module.summary) {
    const values = rows.map((row) => Number(row.rowDatas[field])).filter((value) => Number.isFinite(value));
    const total = values.reduce((sum, value) => sum + value, 0);
    const scale = module.fields.get(field)?.def.scale ?? (Number.isInteger(total) ? 0 : 2);
    const result = { sum: total, avg: values.length ? total / values.length : 0, count: rows.length, min: Math.min(...values), max: Math.max(...values) }[fn];
    summary[field] = fn === 'count' ? result : Number.isFinite(result) ? result.toFixed(scale) : null;
  }
  return summary;
}

/** The sample rows in a header's order: the preview sorts what the server would. */
export function sortSampleRows(rows: readonly ListRow[], sort: { field: string; direction: 'asc' | 'desc' } | null): ListRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const key = (row: ListRow) => row.rowDatas[sort.field];
  return [...rows].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    const [x, y] = [Number(left), Number(right)];
    if (left !== null && right !== null && Number.isFinite(x) && Number.isFinite(y)) return (x - y) * sign;
    return String(left ?? '').localeCompare(String(right ?? '')) * sign;
  });
}
