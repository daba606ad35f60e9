/**
 * The seeded snapshot of an API test run: the global setup (tests/api/global-setup.ts) prepares
 * one database with the demo data of every module, the slow part of a start (PGlite's initdb,
 * the platform and module migrations, the seed), and each test app starts from a copy of it.
 *  - PGlite: the data folder dumped to a tarball in a temporary file, loaded by every copy.
 *  - PostgreSQL: a database of its own used as a template; a copy is `CREATE DATABASE ... TEMPLATE`
 *    (a file copy) whose schema is then renamed after the copy, so listener channels and catalog
 *    queries name each copy apart.
 * A snapshot lives for one run, so it always holds what the current code seeds.
 */
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../../server/db/database.ts';
import { prepareDatabase } from '../../server/db/prepare-database.ts';

export type SeededSnapshot = { kind: 'pglite'; file: string } | { kind: 'postgres'; database: string; schema: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** What test apps copy; null when the setup did not make one (the apps then seed themselves). */
    seededSnapshot: SeededSnapshot | null;
  }
}

/** The schema the template database's tables live in until a copy renames it. */
const SNAPSHOT_SCHEMA = 'seeded_snapshot';

/** A test app's own database, and how to get rid of it. */
export interface TestDatabase {
  database: Database;
  /** PostgreSQL: where the database is (the copy's own database, or DATABASE_URL's). */
  databaseUrl?: string;
  /** PostgreSQL: the schema the app works in. */
  schema?: string;
  /** Closes the handle and removes what the app's database occupied. */
  drop(): Promise<void>;
}

/** A fresh name for a schema or database of one test app: plain lower case, nothing to quote. */
export function testName(prefix = 'test'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** The same server with another database. */
function withDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on a connection of its own (CREATE/DROP DATABASE run outside transactions). */
async function admin(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Seeds the run's snapshot through the real start-up path (prepareDatabase with demo data).
 * Answers it and the function that removes it at the end of the run.
 */
export async function buildSnapshot(databaseUrl: string | undefined): Promise<{ snapshot: SeededSnapshot; remove(): Promise<void> }> {
  if (!databaseUrl) {
    const database = await createDatabase({ dataDir: 'memory://' });
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'api-snapshot-'));
    const file = path.join(folder, 'pgdata.tar');
    try {
      await prepareDatabase(database, { seedDemo: true });
      // A checkpoint first: a copy then starts without replaying the seed's write-ahead log.
      await sql`checkpoint`.execute(database.db);
      await fs.writeFile(file, new Uint8Array(await (await database.dumpDataDir!()).arrayBuffer()));
    } finally {
      await database.close();
    }
    return { snapshot: { kind: 'pglite', file }, remove: () => fs.rm(folder, { recursive: true, force: true }) };
  }
  const name = testName('api_snapshot');
  await admin(databaseUrl, `create database ${name}`);
  const remove = () => admin(databaseUrl, `drop database if exists ${name} with (force)`);
  try {
    const database = await createDatabase({ databaseUrl: withDatabase(databaseUrl, name), schema: SNAPSHOT_SCHEMA });
    try {
      await prepareDatabase(database, { seedDemo: true });
    } finally {
      await database.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { snapshot: { kind: 'postgres', database: name, schema: SNAPSHOT_SCHEMA }, remove };
}

/** A database of its own for one test app, copied from the run's snapshot. */
export async function copySnapshot(snapshot: SeededSnapshot, databaseUrl: string | undefined): Promise<TestDatabase> {
  if (snapshot.kind === 'pglite') {
    const database = await createDatabase({ dataDir: 'memory://', loadDataDir: await openAsBlob(snapshot.file) });
    return { database, drop: () => database.close() };
  }
  if (!databaseUrl) throw new Error('a PostgreSQL snapshot needs DATABASE_URL');
  const name = testName();
  await admin(databaseUrl, `create database ${name} template ${snapshot.database}`);
  const copyUrl = withDatabase(databaseUrl, name);
  const drop = () => admin(databaseUrl, `drop database if exists ${name} with (force)`);
  try {
    await admin(copyUrl, `alter schema ${snapshot.schema} rename to ${name}`);
    const database = await createDatabase({ databaseUrl: copyUrl, schema: name });
    return {
      database,
      databaseUrl: copyUrl,
      schema: name,
      async drop() {
        await database.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** The slow path: an empty database (PGlite in memory, or a fresh schema of DATABASE_URL) the app seeds itself. */
export async function emptyDatabase(dataDir: string, databaseUrl: string | undefined): Promise<TestDatabase> {
  const schema = databaseUrl ? testName() : undefined;
  const database = await createDatabase({ dataDir, databaseUrl, schema });
  return {
    database,
    databaseUrl,
    schema,
    async drop() {
      if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
    },
  };
}
