import { request, unwrap, type Envelope } from '../../../api/request.ts';

/**
 * A workflow call's value, typed by its contract (contracts/workflow.ts): the server's
 * services return the same types. Throws RequestError on state ≠ 0.
 */
export async function callValue<T>(path: string, params: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  return unwrap(await request<Envelope<T>>(path, params, { method }));
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

/** A list envelope (spec 01 §3): its rows and total. A refusal answers an action envelope instead. */
export async function callRows<Row>(path: string, params: Record<string, unknown>, method: 'GET' | 'POST' = 'POST'): Promise<{ rows: Row[]; total: number }> {
  const body = await request<Envelope<unknown> & { rows?: Row[]; totalRows?: number }>(path, params, { method });
  if (typeof body.state === 'number' && body.state !== 0) unwrap(body);
  const rows = body.rows ?? [];
  return { rows, total: body.totalRows ?? rows.length };
}
