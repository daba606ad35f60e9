import { sql, type RawBuilder } from 'kysely';
import type { Filter } from '../../runtime/index.ts';
import { containsPattern } from './like-pattern.ts';

/** One planned filter as a predicate on the row aliased `t`; every value is bound. */
export function filterSql(filter: Filter): RawBuilder<unknown> {
  const column = sql.ref(`t.${filter.column}`);
  const { value } = filter;
  switch (filter.op) {
    case 'like':
      // The plan only allows like on string-valued fields, all stored as text: trigram indexes apply.
      return sql`${column} ilike ${containsPattern(String(value))}`;
    case 'eq':
      return sql`${column} = ${value}`;
    case 'gte':
      return sql`${column} >= ${value}`;
    case 'lte':
      return sql`${column} <= ${value}`;
    case 'in': {
      const values = Array.isArray(value) ? value : [value];
      return values.length === 0 ? sql`false` : sql`${column} in (${sql.join(values)})`;
    }
  }
}
