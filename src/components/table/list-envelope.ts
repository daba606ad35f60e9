/**
 * The list answer of tableList.ajax and pub/tableSelector.ajax (docs/architecture.md
 * 'List envelope') and the four outcomes of spec 01 §8: rows, no data, the server's msg for a
 * non-success code, 'data format error' for anything unreadable.
 */
import type { Translate } from '../../../runtime/errors.ts';

export interface ListRowData extends Record<string, unknown> {
  /** Display labels of dictionary, reference and tree fields, by field. */
  _labels?: Record<string, string>;
}

export interface ListRow {
  rowDatas: ListRowData;
  pkValue: string;
  check?: boolean;
}

export interface ListHeader {
  label: string;
  id: string;
  width?: string;
}

export interface ListPage {
  rows: ListRow[];
  total: number;
  header: ListHeader[];
  summary: Record<string, unknown> | null;
}

export type ListOutcome = { ok: true; page: ListPage } | { ok: false; message: string };

/** Spec 01 §9: the list's success code. */
export const LIST_SUCCESS_CODE = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRow(value: unknown): value is ListRow {
  return isRecord(value) && isRecord(value.rowDatas) && (typeof value.pkValue === 'string' || typeof value.pkValue === 'number');
}

export function readListEnvelope(body: unknown, t: Translate): ListOutcome {
  if (!isRecord(body)) return { ok: false, message: t('request.badFormat') };
  // A refusal (bad condition, no permission) comes as the ordinary error envelope.
  if (body.state === -1) return { ok: false, message: typeof body.msgInfo === 'string' && body.msgInfo ? body.msgInfo : t('request.badFormat') };
  if (body.code !== undefined && Number(body.code) !== LIST_SUCCESS_CODE) {
    return { ok: false, message: typeof body.msg === 'string' && body.msg ? body.msg : t('request.badFormat') };
  }
  const total = Number(body.totalRows ?? body.total);
  if (!Array.isArray(body.rows) || !body.rows.every(isRow) || !Number.isFinite(total)) return { ok: false, message: t('request.badFormat') };
  const rows = (body.rows as ListRow[]).map((row) => ({ ...row, pkValue: String(row.pkValue) }));
  const header = Array.isArray(body.tableHeader) ? (body.tableHeader as ListHeader[]) : [];
  return { ok: true, page: { rows, total, header, summary: isRecord(body.summary) ? body.summary : null } };
}

/** A cell's text: the server's label for coded values, else the raw value. */
export function cellText(row: ListRowData, field: string): string {
  const label = row._labels?.[field];
  if (label !== undefined && label !== null) return label;
  const value = row[field];
  return value === null || value === undefined ? '' : String(value);
}
