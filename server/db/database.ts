import fs from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock.ts';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import { TYPE_PARSERS } from './type-parsers.ts';
import { createChangeHub, type SessionChangeHub } from './session-changes.ts';
import type { Database as Tables, PlatformDb } from './tables/index.ts';
import { startPGliteFeed, startPostgresFeed } from './change-feed.ts';

/** The one database handle of a server: a Kysely instance over PGlite or PostgreSQL. */
export interface Database {
  db: PlatformDb;
  dialect: 'pglite' | 'postgres';
  /**
   * Runs a query as a named prepared statement: PostgreSQL plans it once per connection instead
   * of on every call. Only for statements over the platform's own tables (sys_*, iot_*), whose shape
   * never changes while servers run; module tables change under publishes.
   */
  runPrepared<R>(name: string, query: CompiledQuery): Promise<R[]>;
  /** Revoking writes of every server on this database (server/db/session-changes.ts), for the session cache. */
  changes: SessionChangeHub;
  /** Embedded database only: its data folder as an uncompressed tarball, for loadDataDir (tests copy one seeded database). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Folder of the embedded database (its files live in `${dataDir}/pgdata`); absent or `memory://`: in memory. */
  dataDir?: string;
  /** PostgreSQL connection string; when present PGlite is not used. */
  databaseUrl?: string;
  /** PostgreSQL only: schema to work in (created when missing), ahead of public on the search path. */
  schema?: string;
  /**
   * Embedded database in a folder only: who holds its lock (written beside the pid), named in
   * the refusal another process gets: 'server' (default), 'uakey', 'bundles'.
   */
  holder?: string;
  /** Embedded database in memory only: start from this dump (Database.dumpDataDir) instead of an empty folder. */
  loadDataDir?: Blob;
}

const POOL_SIZE = 10;
/** Schemas are ours (tests, benchmarks): plain lower-case names, nothing to quote. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;
/** PGlite's own name for an in-memory database; tests pass it as their data folder. */
const MEMORY_PREFIX = 'memory://';

/**
 * Opens the database the configuration names. Both kinds get the pg_trgm extension (list
 * searches use trigram indexes) and the same row value parsers (server/db/type-parsers.ts).
 * @example const database = await createDatabase({ databaseUrl: process.env.DATABASE_URL, schema: 't_1' });
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.schema) : openPGlite(options.dataDir, options.holder ?? 'server', options.loadDataDir);
}

async function openPGlite(dataDir: string | undefined, holder: string, loadDataDir: Blob | undefined): Promise<Database> {
  if (!dataDir || dataDir.startsWith(MEMORY_PREFIX)) return pgliteDatabase(undefined, async () => {}, loadDataDir);
  if (loadDataDir) throw new Error('loadDataDir only starts a database in memory');
  await fs.mkdir(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir, holder);
  try {
    return await pgliteDatabase(path.join(dataDir, 'pgdata'), release);
  } catch (error) {
    await release();
    throw error;
  }
}

async function pgliteDatabase(folder: string | undefined, release: () => Promise<void>, loadDataDir?: Blob): Promise<Database> {
  const pglite = await PGlite.create({ dataDir: folder, loadDataDir, extensions: { pg_trgm }, parsers: TYPE_PARSERS });
  const dialect = new PGliteDialect(pglite);
  const db: PlatformDb = new Kysely<Tables>({ dialect });
  await sql`create extension if not exists pg_trgm`.execute(db);
  const runPrepared = <R>(name: string, query: CompiledQuery) => dialect.runPrepared<R>(name, query);
  const changes = createChangeHub((hub) => startPGliteFeed(hub, pglite));
  const close = async () => {
    try {
      await changes.stop();
      await db.destroy();
    } finally {
      await release();
    }
  };
  const dumpDataDir = () => pglite.dumpDataDir('none');
  return { db, dialect: 'pglite', runPrepared, changes, dumpDataDir, close };
}

async function openPostgres(connectionString: string, schema: string | undefined): Promise<Database> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`schema name not allowed: ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    // Set at connection start-up, so every client has it: Kysely's and the prepared statements' alike.
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
    max: POOL_SIZE,
    types: { getTypeParser: (oid: number, format?: 'text' | 'binary') => TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format) },
  });
  // An idle connection the server ends (a restart, pg_terminate_backend, a dropped database) is
  // an 'error' event of the pool, which drops that client and opens another on the next query;
  // unheard, the event would end the process.
  pool.on('error', (error: Error & { code?: string }) => console.warn(`database: an idle connection was closed by the server (${error.code ?? error.message})`));
  const db: PlatformDb = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  // Several servers (or test files) may start together on one database: the advisory lock
  // keeps their CREATE SCHEMA / CREATE EXTENSION from racing on the catalog.
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(7406220001)`.execute(trx);
    await sql`create extension if not exists pg_trgm schema public`.execute(trx);
    if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(trx);
  });
  const changes = createChangeHub((hub) => startPostgresFeed(hub, connectionString, schema));
  const close = async () => {
    await changes.stop();
    await db.destroy();
  };
  return { db, dialect: 'postgres', runPrepared: (name, query) => runPreparedOn(pool, name, query), changes, close };
}

/** PostgreSQL's answer when a table a prepared statement reads changed its row shape since it was planned. */
const CACHED_PLAN_CHANGED = '0A000';

async function runPreparedOn<R>(pool: pg.Pool, name: string, query: CompiledQuery): Promise<R[]> {
  const values = [...query.parameters];
  try {
    return (await pool.query({ name, text: query.sql, values })).rows as R[];
  } catch (error) {
    // A server of a newer release migrated the table meanwhile: answer unprepared rather than fail.
    if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED) throw error;
    return (await pool.query(query.sql, values)).rows as R[];
  }
}
