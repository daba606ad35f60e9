/**
 * The search panel's values to the list's condition parameter, through the runtime codec.
 * Date ranges over datetime fields widen the day picked: from its first to its last second.
 */
import dayjs from 'dayjs';
import { conditionFromSearch, serializeCondition, type CompiledSearch } from '../../../../runtime/index.ts';

export type SearchValues = Record<string, unknown>;

function widenDay(value: unknown, edge: 'start' | 'end'): unknown {
  if (typeof value !== 'string' || value === '') return value;
  const day = dayjs(value);
  if (!day.isValid()) return value;
  return (edge === 'start' ? day.startOf('day') : day.endOf('day')).format('YYYY-MM-DD HH:mm:ss');
}

export function searchCondition(searches: readonly CompiledSearch[], values: SearchValues): string {
  const typed: SearchValues = { ...values };
  for (const search of searches) {
    const range = values[search.field];
    if (search.operator === 'dateRange' && search.type === 'datetime' && Array.isArray(range)) {
      typed[search.field] = [widenDay(range[0], 'start'), widenDay(range[1], 'end')];
    }
  }
  return serializeCondition(conditionFromSearch(searches, typed));
}
