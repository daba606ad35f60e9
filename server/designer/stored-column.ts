import type { ColumnKind, TableColumnInfo } from '../../runtime/index.ts';

/**
 * The column kind of an existing column, when it is one the platform creates (server/db/column-type.ts);
 * undefined for any other SQL type (smallint, real, time, timestamptz, json ...).
 */
export function storedColumnKind(column: TableColumnInfo): ColumnKind | undefined {
  switch (column.dataType) {
    case 'character varying':
      return column.maxLength === null ? { kind: 'text' } : { kind: 'text', maxLength: column.maxLength };
    case 'text':
      return { kind: 'text' };
    case 'integer':
      return { kind: 'integer' };
    case 'bigint':
      return { kind: 'bigint' };
    case 'double precision':
      return { kind: 'double' };
    case 'numeric':
      return column.precision === null || column.scale === null ? undefined : { kind: 'decimal', precision: column.precision, scale: column.scale };
    case 'date':
      return { kind: 'date' };
    case 'timestamp without time zone':
      return { kind: 'timestamp' };
    case 'boolean':
      return { kind: 'boolean' };
    default:
      return undefined;
  }
}

/** A kind as analysts read it in messages: text(32), decimal(10,2), integer. */
export function columnKindText(kind: ColumnKind): string {
  if (kind.kind === 'text') return kind.maxLength === undefined ? 'text' : `text(${kind.maxLength})`;
  if (kind.kind === 'decimal') return `decimal(${kind.precision},${kind.scale})`;
  return kind.kind;
}
