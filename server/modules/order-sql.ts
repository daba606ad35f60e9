import { sql, type RawBuilder } from 'kysely';
import type { ListOrder } from '../../runtime/index.ts';

/** The value a list order item sorts by in table alias `table`: its column, or for a drag-sort position the position with 0 (never placed) as null. */
export function orderValue(order: ListOrder, table = 't'): RawBuilder<unknown> {
  const column = sql.ref(`${table}.${order.column}`);
  return order.placement ? sql`nullif(${column}, 0)` : sql`${column}`;
}

/** One ORDER BY term over `value`: rows never placed by drag sort come after the placed ones. */
export function orderTerm(value: RawBuilder<unknown>, order: ListOrder): RawBuilder<unknown> {
  return sql`${value} ${sql.raw(order.direction)}${sql.raw(order.placement ? ' nulls last' : '')}`;
}
