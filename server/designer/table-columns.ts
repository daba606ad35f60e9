import { sql } from 'kysely';
import type { TableColumnInfo } from '../../runtime/index.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Base tables of the current schema (the first on the search path), by name. */
export async function schemaTables(db: PlatformDb): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return rows.map((row) => row.table_name);
}

const optionalNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The columns of a table of the current schema, in their order, with primary-key membership; [] when there is no such table. */
export async function tableColumns(db: PlatformDb, table: string): Promise<TableColumnInfo[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select c.column_name, c.data_type, c.character_maximum_length, c.numeric_precision, c.numeric_scale, c.is_nullable,
      exists (
        select 1 from information_schema.table_constraints t
        join information_schema.key_column_usage k
          on k.constraint_name = t.constraint_name and k.constraint_schema = t.constraint_schema and k.table_name = t.table_name
        where t.constraint_type = 'PRIMARY KEY' and t.table_schema = c.table_schema and t.table_name = c.table_name and k.column_name = c.column_name
      ) as primary_key
    from information_schema.columns c
    where c.table_schema = current_schema() and c.table_name = ${table}
    order by c.ordinal_position`.execute(db);
  return rows.map((row) => ({
    name: String(row.column_name),
    dataType: String(row.data_type),
    maxLength: optionalNumber(row.character_maximum_length),
    precision: optionalNumber(row.numeric_precision),
    scale: optionalNumber(row.numeric_scale),
    nullable: row.is_nullable === 'YES',
    primaryKey: row.primary_key === true,
  }));
}
