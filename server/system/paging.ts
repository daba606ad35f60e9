import type { SelectQueryBuilder } from 'kysely';
import { optionalText } from '../auth/param-schemas.ts';

/** The page parameters of the system lists (spec 01 §3: page from 1, rows per page). */
export const PAGE_PARAMS = { page: optionalText(6), rows: optionalText(4) };

const MAX_ROWS = 500;

/** Page number and size from the sent texts: page 1 and 20 rows unless valid ones were sent. */
export function pageOf(params: { page?: string; rows?: string }): { offset: number; limit: number } {
  const page = Math.max(1, Number.parseInt(params.page ?? '', 10) || 1);
  const limit = Math.min(MAX_ROWS, Math.max(1, Number.parseInt(params.rows ?? '', 10) || 20));
  return { offset: (page - 1) * limit, limit };
}

/** One page of a filtered query and the count of all its rows. */
export async function pagedRows<T>(query: SelectQueryBuilder<any, any, any>, order: (q: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>, params: { page?: string; rows?: string }): Promise<{ total: number; rows: T[] }> {
  const { offset, limit } = pageOf(params);
  const counted = await query.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = (await order(query).offset(offset).limit(limit).execute()) as T[];
  return { total: Number(counted?.n ?? 0), rows };
}

/** A date-time filter bound as sent (ISO or 'YYYY-MM-DD HH:mm'); undefined when blank or unreadable. */
export function timeBound(text: string | undefined): Date | undefined {
  if (!text?.trim()) return undefined;
  const date = new Date(text.trim().replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}
