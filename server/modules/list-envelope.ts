import { columnDefaultWidth, type CompiledField, type CompiledModule, type Locale, type UserFieldAccess } from '../../runtime/index.ts';
import type { ListResult } from './list-query.ts';
import type { RecordRow } from './record-context.ts';

export interface TableHeader {
  label: string;
  id: string;
  width: string;
}

/** The list envelope of docs/architecture.md (spec 01 §3 list response). */
export interface ListEnvelope {
  totalRows: number;
  rows: { rowDatas: Record<string, unknown>; pkValue: string; check: boolean }[];
  tableHeader: TableHeader[];
  summary: Record<string, unknown>;
  code: 200;
  msg: string;
  isPageList: true;
}

/** A record's values with its display labels under `_labels`, as rows and recorders carry them. */
export function recordData(row: RecordRow): Record<string, unknown> {
  return { ...row.values, _labels: row.labels };
}

/** Header of the bundle's list columns; a width of 0% hides a column, and fields hidden from the user are left out. */
export function listHeader(module: CompiledModule, locale: Locale, access: UserFieldAccess = {}): TableHeader[] {
  return module.columns.filter((column) => access[column.field] !== 'hidden').map((column) => ({ label: column.label[locale], id: column.field, width: column.width }));
}

/** Header of the fields a selector asked for (renderFields) that the user may see, with the list's widths where it has them. */
export function fieldsHeader(module: CompiledModule, fields: readonly CompiledField[], locale: Locale, access: UserFieldAccess = {}): TableHeader[] {
  const fallback = columnDefaultWidth(fields.length);
  return fields.filter((field) => access[field.name] !== 'hidden').map((field) => ({
    label: field.def.label[locale],
    id: field.name,
    width: module.columns.find((column) => column.field === field.name)?.width ?? fallback,
  }));
}

export function listEnvelope(result: ListResult, tableHeader: TableHeader[]): ListEnvelope {
  return {
    totalRows: result.total,
    rows: result.rows.map((row) => ({ rowDatas: recordData(row), pkValue: row.key, check: false })),
    tableHeader,
    summary: result.summary,
    code: 200,
    msg: '',
    isPageList: true,
  };
}
