/** Edits of a report bundle the designer's controls make: each answers a new bundle, the old one untouched. */
import type { MeasureFunction, ReportBundle, ReportDimensionDef, ReportFilterDef, ReportMeasureDef } from '../../../../runtime/index.ts';

export type ListKey = 'dimensions' | 'measures' | 'filters';
type Entry<K extends ListKey> = NonNullable<ReportBundle[K]>[number];

/** The bundle with entry `index` of a list changed by `patch` (undefined values remove the key). */
export function patchEntry<K extends ListKey>(bundle: ReportBundle, key: K, index: number, patch: Partial<Entry<K>>): ReportBundle {
  const list = [...((bundle[key] ?? []) as Entry<K>[])];
  // Optional keys only: a control that empties one removes it, as the bundle never holds empty values.
  const kept = Object.entries({ ...list[index], ...patch }).filter(([, value]) => value !== undefined && value !== '');
  list[index] = Object.fromEntries(kept) as Entry<K>;
  return { ...bundle, [key]: list };
}

/** The bundle without entry `index` of a list; a display or sort naming a removed dimension or measure forgets it. */
export function removeEntry(bundle: ReportBundle, key: ListKey, index: number): ReportBundle {
  const list = [...(bundle[key] ?? [])];
  const [removed] = list.splice(index, 1);
  const next = { ...bundle, [key]: list } as ReportBundle;
  const name = removed && 'name' in removed ? removed.name : undefined;
  if (name === undefined) return next;
  const display = { ...next.display };
  if (display.x === name) delete display.x;
  if (display.series === name) delete display.series;
  if (display.measures) display.measures = display.measures.filter((measure) => measure !== name);
  if (display.measures?.length === 0) delete display.measures;
  const sort = next.sort?.filter((entry) => entry.by !== name);
  return { ...next, display, ...(sort ? { sort } : {}) };
}

/** A name not used yet by a dimension or measure: `stem`, `stem2`, ... */
export function freeName(bundle: ReportBundle, stem: string): string {
  const used = new Set([...bundle.dimensions, ...bundle.measures].map((entry) => entry.name));
  let name = stem;
  for (let n = 2; used.has(name); n += 1) name = `${stem}${n}`;
  return name;
}

export function addDimension(bundle: ReportBundle, field: string): ReportBundle {
  const dimension: ReportDimensionDef = { name: freeName(bundle, field.replace(/\./g, '_')), field };
  return { ...bundle, dimensions: [...bundle.dimensions, dimension] };
}

export function addMeasure(bundle: ReportBundle, fn: MeasureFunction = 'count'): ReportBundle {
  const name = freeName(bundle, fn);
  const measure: ReportMeasureDef = { name, fn, label: { 'zh-CN': name, 'en-US': name } };
  return { ...bundle, measures: [...bundle.measures, measure] };
}

export function addFilter(bundle: ReportBundle, field: string): ReportBundle {
  const filter: ReportFilterDef = { field, op: 'eq', value: '' };
  return { ...bundle, filters: [...(bundle.filters ?? []), filter] };
}
