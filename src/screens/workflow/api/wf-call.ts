import { request, unwrap, type Envelope } from '../../../api/request.ts';
import { isRaw, list, num, type Raw } from './wf-types.ts';

/** A workflow call's value (an object; {} when the server sent none). Throws RequestError on state ≠ 0. */
export async function callValue(path: string, params: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST'): Promise<Raw> {
  const value = unwrap(await request<Envelope<unknown>>(path, params, { method }));
  return isRaw(value) ? value : {};
}

/** A call answering a list as its value. */
export async function callList(path: string, params: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST'): Promise<unknown[]> {
  const value = unwrap(await request<Envelope<unknown>>(path, params, { method }));
  return Array.isArray(value) ? value : [];
}

/**
 * A workflow action: resolves with the server's msgInfo on success (spec 02 §8 shows it as
 * a success toast), throws RequestError with it otherwise.
 */
export async function callAction(path: string, params: Record<string, unknown>): Promise<string> {
  const body = await request<Envelope<unknown>>(path, params);
  unwrap(body);
  return body.msgInfo ?? '';
}

/**
 * A list envelope's rows and total (spec 01 §3), for the task and selector tables. Rows of
 * the generic shape ({ rowDatas, pkValue }) are flattened, the key kept as row_pkValue.
 */
export async function callRows(path: string, params: Record<string, unknown>, method: 'GET' | 'POST' = 'POST'): Promise<{ rows: Raw[]; total: number }> {
  const body = await request<Envelope<unknown> & { rows?: unknown; totalRows?: unknown }>(path, params, { method });
  if (typeof body.state === 'number' && body.state !== 0) unwrap(body);
  const rows = list(body.rows).map((row) => (isRaw(row.rowDatas) ? { ...row.rowDatas, row_pkValue: row.pkValue } : row));
  return { rows, total: num(body.totalRows, rows.length) };
}
