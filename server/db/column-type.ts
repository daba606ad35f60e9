import { sql, type RawBuilder } from 'kysely';
import type { ColumnKind } from '../../runtime/index.ts';

/** The SQL type of a column kind (docs/architecture.md, column kinds). */
export function columnType(kind: ColumnKind): RawBuilder<unknown> {
  switch (kind.kind) {
    case 'text':
      return kind.maxLength === undefined ? sql`text` : sql`varchar(${sql.lit(Math.trunc(kind.maxLength))})`;
    case 'integer':
      return sql`integer`;
    case 'bigint':
      return sql`bigint`;
    case 'double':
      return sql`double precision`;
    case 'decimal':
      return sql`numeric(${sql.lit(Math.trunc(kind.precision))}, ${sql.lit(Math.trunc(kind.scale))})`;
    case 'date':
      return sql`date`;
    case 'timestamp':
      return sql`timestamp(0)`;
    case 'boolean':
      return sql`boolean`;
  }
}
