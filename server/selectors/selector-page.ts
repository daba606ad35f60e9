import { AppError, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../runtime/index.ts';
import type { ListEnvelope, TableHeader } from '../modules/list-envelope.ts';

type Params = Record<string, unknown>;

export interface SelectorPage {
  limit: number;
  offset: number;
}

function positive(params: Params, name: string, fallback: number): number | null {
  const raw = typeof params[name] === 'string' ? (params[name] as string).trim() : '';
  if (raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** pageNo and pageSize of a selector table, checked like a module list's (E_PAGE_SIZE, E_BAD_REQUEST). */
export function selectorPage(params: Params): SelectorPage {
  const pageSize = positive(params, 'pageSize', DEFAULT_PAGE_SIZE);
  if (pageSize === null || pageSize > MAX_PAGE_SIZE) throw new AppError('E_PAGE_SIZE', { max: MAX_PAGE_SIZE });
  const pageNo = positive(params, 'pageNo', 1);
  const offset = pageNo === null ? Number.NaN : (pageNo - 1) * pageSize;
  if (!Number.isSafeInteger(offset)) throw new AppError('E_BAD_REQUEST', { reason: 'pageNo' });
  return { limit: pageSize, offset };
}

/** The list envelope of docs/architecture.md over rows that are not module records. */
export function selectorEnvelope<Row extends Record<string, unknown>>(rows: readonly Row[], keyField: keyof Row & string, totalRows: number, tableHeader: TableHeader[]): ListEnvelope {
  return {
    totalRows,
    rows: rows.map((row) => ({ rowDatas: row, pkValue: String(row[keyField]), check: false })),
    tableHeader,
    summary: {},
    code: 200,
    msg: '',
    isPageList: true,
  };
}
