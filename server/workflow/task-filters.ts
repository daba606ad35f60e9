import { sql, type RawBuilder } from 'kysely';
import { AppError } from '../../runtime/errors.ts';
import { parseCondition, splitInValues } from '../../runtime/query/condition-codec.ts';
import { containsPattern } from '../modules/like-pattern.ts';

/** A column of a task list the client may filter and sort on, and the SQL expression behind it. */
export interface ListColumn {
  expression: RawBuilder<unknown>;
  kind: 'text' | 'time' | 'int';
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * The list's condition (spec 01 §3 wire format) as SQL over the allowed columns; a field the
 * list does not offer, or a code that does not fit the column, is E_BAD_CONDITION.
 */
export function conditionSql(condition: string | undefined, columns: Readonly<Record<string, ListColumn>>): RawBuilder<unknown>[] {
  if (!condition) return [];
  return parseCondition(condition).map((item) => {
    const column = Object.hasOwn(columns, item.field) ? columns[item.field] : undefined;
    const bad = () => new AppError('E_BAD_CONDITION', { condition: item.field });
    if (!column) throw bad();
    const { expression } = column;
    switch (item.code) {
      case ':@':
        return sql`${expression} ilike ${containsPattern(item.value)}`;
      case ':S_E':
        return column.kind === 'int' ? sql`${expression} = ${Number.parseInt(item.value, 10) || 0}` : sql`${expression} = ${item.value}`;
      case ':S_IN':
        return sql`${expression} in (${sql.join(splitInValues(item.value).map((value) => sql`${value}`))})`;
      case ':D_B':
      case ':D_S': {
        if (column.kind !== 'time' || !DATE.test(item.value)) throw bad();
        const day = item.value.slice(0, 10);
        return item.code === ':D_B' ? sql`${expression} >= cast(${day} as date)` : sql`${expression} < cast(${day} as date) + 1`;
      }
      default:
        throw bad();
    }
  });
}

/** ORDER BY of a list: the requested column when it is offered, else the default, newest first. */
export function orderSql(field: string | undefined, direction: string | undefined, columns: Readonly<Record<string, ListColumn>>, fallback: string): RawBuilder<unknown> {
  const name = field && Object.hasOwn(columns, field) ? field : fallback;
  const column = columns[name] as ListColumn;
  return direction === 'asc' ? sql`${column.expression} asc` : sql`${column.expression} desc`;
}
