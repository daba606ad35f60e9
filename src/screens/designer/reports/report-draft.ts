/**
 * The report designer's editing model: a new report, the fields of its source a part of the
 * bundle may name, and what changed between two versions. Pure; the runtime checker stays the
 * judge of a bundle (the server answers its problems on preview and save).
 */
import type { CompiledField, CompiledModule, MeasureFunction, ReportBundle } from '../../../../runtime/index.ts';

const NUMERIC = ['int', 'number', 'decimal'];
const DATED = ['date', 'datetime'];
/** As runtime/report/check.ts: values that name no group. */
const NOT_GROUPABLE = ['textarea', 'checkbox', 'attachment', 'image', 'geoPoint', 'geoCircle', 'geoPolygon', 'geoPolyline'];

/** A report over `source` counting its records by its first groupable field, as a table. */
export function newReport(reportId: string, source: CompiledModule): ReportBundle {
  const first = groupableFields(source)[0];
  return {
    reportId,
    title: { 'zh-CN': reportId, 'en-US': reportId },
    source: source.moduleId,
    dimensions: first ? [{ name: first.name, field: first.name }] : [],
    measures: [{ name: 'records', fn: 'count', label: { 'zh-CN': '记录数', 'en-US': 'Records' } }],
    display: { type: 'table' },
  };
}

/** Fields a dimension may group by: shown to the user, with values that name a group. */
export function groupableFields(module: CompiledModule): CompiledField[] {
  return [...module.fields.values()].filter((field) => !field.def.hidden && !NOT_GROUPABLE.includes(field.type));
}

export const isDated = (field: CompiledField | undefined): boolean => field !== undefined && DATED.includes(field.type);

/** Fields a measure function may read: any for count, numbers for the others, dates too for min and max. */
export function measurableFields(module: CompiledModule, fn: MeasureFunction): CompiledField[] {
  if (fn === 'ratio') return [];
  return [...module.fields.values()].filter(
    (field) => !field.def.hidden && (fn === 'count' || NUMERIC.includes(field.type) || ((fn === 'min' || fn === 'max') && DATED.includes(field.type))),
  );
}

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface Change {
  kind: ChangeKind;
  /** JSON pointer of the value. */
  path: string;
  before?: string;
  after?: string;
}

function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, `${path}/${key}`, into);
  } else into.set(path || '/', JSON.stringify(value));
  return into;
}

/**
 * What changed from one report bundle to another, value by value (JSON pointers, in the order of
 * the newer bundle, then what it dropped).
 * @example reportChanges({ limit: 10 }, { limit: 20 }) // [{ kind: 'changed', path: '/limit', before: '10', after: '20' }]
 */
export function reportChanges(before: unknown, after: unknown): Change[] {
  const old = leaves(before, '', new Map());
  const now = leaves(after, '', new Map());
  const changes: Change[] = [];
  for (const [path, value] of now) {
    const was = old.get(path);
    if (was === undefined) changes.push({ kind: 'added', path, after: value });
    else if (was !== value) changes.push({ kind: 'changed', path, before: was, after: value });
  }
  for (const [path, value] of old) if (!now.has(path)) changes.push({ kind: 'removed', path, before: value });
  return changes;
}
