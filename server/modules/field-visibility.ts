import { AppError, type ListPlan, type UserFieldAccess } from '../../runtime/index.ts';
import type { RecordRow } from './record-context.ts';
import type { ListResult } from './list-query.ts';

/** Names of the fields hidden from the user by their roles. */
export function hiddenFields(access: UserFieldAccess): Set<string> {
  return new Set(Object.entries(access).filter(([, value]) => value === 'hidden').map(([name]) => name));
}

function without<T>(entries: Readonly<Record<string, T>>, hidden: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(entries).filter(([name]) => !hidden.has(name)));
}

/** A record as the user may see it: no value and no label of a field hidden from them. */
export function visibleRecord<R extends RecordRow>(row: R, access: UserFieldAccess): R {
  const hidden = hiddenFields(access);
  return hidden.size === 0 ? row : { ...row, values: without(row.values, hidden), labels: without(row.labels, hidden) };
}

/** A list answer as the user may see it: rows and summaries without hidden fields. */
export function visibleList(result: ListResult, access: UserFieldAccess): ListResult {
  const hidden = hiddenFields(access);
  if (hidden.size === 0) return result;
  return { ...result, rows: result.rows.map((row) => visibleRecord(row, access)), summary: without(result.summary, hidden) };
}

/**
 * Refuses a filter on a field hidden from the user (E_UNKNOWN_FIELD, as if the module had no
 * such field): searching by it would tell its values one guess at a time. Sorting by it would
 * tell their order, so a list the user asks to sort by it (`orderField`) is refused too, with
 * E_BAD_ORDER fieldPolicy.hiddenOrder {field}; the bundle's own default order is not the user's
 * choice and stays.
 */
export function assertVisiblePlan(plan: ListPlan, access: UserFieldAccess, orderField?: unknown): void {
  const hidden = hiddenFields(access);
  const filter = plan.filters.find((entry) => hidden.has(entry.field));
  if (filter) throw new AppError('E_UNKNOWN_FIELD', { field: filter.field });
  if (typeof orderField === 'string' && hidden.has(orderField.trim())) throw new AppError('E_BAD_ORDER', { field: orderField.trim() }, 'fieldPolicy.hiddenOrder');
}
