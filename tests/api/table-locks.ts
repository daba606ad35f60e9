import pg from 'pg';

/** Long enough for any start-up statement that does not wait, short enough to fail fast. */
const LOCK_TIMEOUT_MS = 5000;

/**
 * A connection string whose sessions work in `schema` and give up on any lock they would wait
 * for: a start-up that queued behind another transaction's lock fails instead of stalling.
 */
export function impatientUrl(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema},public -c lock_timeout=${LOCK_TIMEOUT_MS}`);
  return url.toString();
}

export interface TableHold {
  /** The tables of the schema, quoted, all locked. */
  tables: string[];
  /** The modes of the locks the holding session has been granted on the schema's tables, by table. */
  grantedModes(): Promise<Map<string, string[]>>;
  release(): Promise<void>;
}

/**
 * Another session locks every table of `schema` in `mode` until released, as an import holds
 * ROW EXCLUSIVE on its tables for minutes; EXCLUSIVE lets only reads (ACCESS SHARE) through.
 */
export async function holdEveryTable(databaseUrl: string, schema: string, mode: 'row exclusive' | 'exclusive'): Promise<TableHold> {
  const holder = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema},public` });
  await holder.connect();
  try {
    const { rows } = await holder.query<{ name: string }>(
      `select quote_ident(table_name) as name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'`,
      [schema],
    );
    const tables = rows.map((row) => row.name);
    await holder.query('begin');
    await holder.query(`lock table ${tables.join(', ')} in ${mode} mode`);
    return {
      tables,
      async grantedModes() {
        const locks = await holder.query<{ name: string; mode: string }>(
          `select quote_ident(c.relname) as name, l.mode from pg_locks l join pg_class c on c.oid = l.relation
           where l.pid = pg_backend_pid() and l.granted and c.relnamespace = (select oid from pg_namespace where nspname = $1) and c.relkind in ('r', 'p')`,
          [schema],
        );
        const modes = new Map<string, string[]>();
        for (const lock of locks.rows) modes.set(lock.name, [...(modes.get(lock.name) ?? []), lock.mode]);
        return modes;
      },
      async release() {
        await holder.query('rollback').catch(() => undefined);
        await holder.end();
      },
    };
  } catch (error) {
    await holder.end();
    throw error;
  }
}
