import { sql, type CreateIndexBuilder, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';

/**
 * Migrations compare with the catalog before they change anything: reading pg_class and
 * pg_attribute locks no table, while ALTER TABLE ... ADD COLUMN IF NOT EXISTS takes ACCESS
 * EXCLUSIVE and CREATE INDEX IF NOT EXISTS takes SHARE on the table even when they then do
 * nothing. Queued behind a running import's ROW EXCLUSIVE, either would make every later read
 * or write of that table wait behind it (issue 11, item 12). Both read the current schema, the
 * first on the search path, where unqualified CREATE statements put their objects.
 */

/** The oid of the current schema, for catalog reads. */
export const CURRENT_SCHEMA = sql`(select oid from pg_namespace where nspname = current_schema())`;

/** The names of the indexes of the current schema. */
export async function schemaIndexes<DB>(db: Kysely<DB>): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select relname as name from pg_class where relnamespace = ${CURRENT_SCHEMA} and relkind in ('i', 'I')`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** The columns of a table of the current schema; undefined when there is no such table. */
export async function schemaTableColumns<DB>(db: Kysely<DB>, table: string): Promise<Set<string> | undefined> {
  const { rows } = await sql<{ name: string | null }>`
    select a.attname as name from pg_class c
    left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relnamespace = ${CURRENT_SCHEMA} and c.relname = ${table} and c.relkind in ('r', 'p')`.execute(db);
  if (rows.length === 0) return undefined;
  return new Set(rows.flatMap((row) => (row.name === null ? [] : [row.name])));
}

/** A CREATE TABLE statement of a platform migration, made on the migration's connection. */
export type TableStatement = (db: Pick<Kysely<unknown>, 'schema'>) => CreateTableBuilder<any>;

/** A CREATE INDEX statement of a platform migration, made on the migration's connection. */
export type IndexStatement = (db: Pick<Kysely<unknown>, 'schema'>) => CreateIndexBuilder<any>;

/** The names of the tables of the current schema. */
export async function schemaTables<DB>(db: Kysely<DB>): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select relname as name from pg_class where relnamespace = ${CURRENT_SCHEMA} and relkind in ('r', 'p')`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/**
 * Runs the CREATE TABLE statements whose table the current schema lacks, by the name each
 * statement gives its table: a table already there is only read about in the catalog.
 * @example await createMissingTables(trx, [(db) => db.schema.createTable('t').ifNotExists().addColumn('a', 'text')]);
 */
export async function createMissingTables<DB>(db: Kysely<DB>, tables: readonly TableStatement[]): Promise<void> {
  const present = await schemaTables(db);
  for (const make of tables) {
    const statement = make(db);
    if (!present.has(statement.toOperationNode().table.table.identifier.name)) await statement.execute();
  }
}

/**
 * Runs the CREATE INDEX statements whose index the current schema lacks, by the name each
 * statement gives its index.
 * @example await createMissingIndexes(trx, [(db) => db.schema.createIndex('t_a_idx').ifNotExists().on('t').column('a')]);
 */
export async function createMissingIndexes<DB>(db: Kysely<DB>, indexes: readonly IndexStatement[]): Promise<void> {
  const present = await schemaIndexes(db);
  for (const make of indexes) {
    const statement = make(db);
    if (!present.has(statement.toOperationNode().name.name)) await statement.execute();
  }
}

/** A column to add: its name and its SQL type. */
export type ColumnShape = { name: string; type: RawBuilder<unknown> };

/** Columns added to a table after it was first created. */
export type TableColumns = { table: string; columns: readonly ColumnShape[] };

/**
 * Adds the columns an existing table of the current schema lacks; a table that has them all
 * is only read about in the catalog, never altered (nor locked).
 * @example await addMissingColumns(trx, 'sys_file', [{ name: 'storage_place', type: sql`varchar(200)` }]);
 */
export async function addMissingColumns<DB>(db: Kysely<DB>, table: string, columns: readonly ColumnShape[], present?: ReadonlySet<string>): Promise<void> {
  const existing = present ?? (await schemaTableColumns(db, table)) ?? new Set<string>();
  for (const column of columns) {
    if (existing.has(column.name)) continue;
    await sql`alter table ${sql.table(table)} add column if not exists ${sql.id(column.name)} ${column.type}`.execute(db);
  }
}
