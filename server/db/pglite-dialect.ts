import { parse as protocolParse, protocol, type PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  IdentifierNode,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  RawNode,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely over PGlite. PGlite is a single connection, so the driver hands it out to one
 * borrower at a time: a transaction holds it from begin to commit and no other query can
 * slip in between. Consequence: inside a transaction, use the transaction object, never the
 * outer Kysely instance (that would wait for itself).
 */
export class PGliteDialect implements Dialect {
  readonly #driver: PGliteDriver;

  constructor(pglite: PGlite) {
    this.#driver = new PGliteDriver(pglite);
  }

  /** A named prepared statement, run when the connection is free (see PGliteConnection.executePrepared). */
  runPrepared<R>(name: string, compiledQuery: CompiledQuery): Promise<R[]> {
    return this.#driver.runPrepared<R>(name, compiledQuery);
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return this.#driver;
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

/** A FIFO lock: acquire() resolves when every earlier holder has released. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return ready;
  }
}

/** A value in the text format: dates as ISO text (as PGlite's own query() sent them), objects as JSON. */
function textValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** `['a', null, 'b"c']` → `{"a",NULL,"b\"c"}`: every element quoted, as node-postgres writes arrays. */
function arrayLiteral(values: readonly unknown[]): string {
  const element = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    const text = textValue(value);
    // Most elements (codes, numbers, times) have nothing to escape: no two replacements each.
    return /["\\]/.test(text) ? `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : `"${text}"`;
  };
  return `{${values.map(element).join(',')}}`;
}

/**
 * A bound parameter as node-postgres sends it on PostgreSQL, so a statement binds alike on both
 * databases: bytes in binary, arrays as array literals, other values as text.
 */
function boundParameter(value: unknown): string | Uint8Array | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return value;
  return Array.isArray(value) ? arrayLiteral(value) : textValue(value);
}

function concatMessages(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  parts.reduce((offset, part) => (message.set(part, offset), offset + part.byteLength), 0);
  return message;
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  /** Names of the statements prepared on this (the only) connection. */
  readonly #prepared = new Set<string>();

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  /**
   * Runs a named prepared statement through the extended protocol: parsed and planned at its
   * first use, then only bound and executed. PGlite's query() prepares an unnamed statement
   * every time, and a SQL-level PREPARE cannot take bound parameters through EXECUTE.
   */
  async executePrepared<R>(name: string, compiledQuery: CompiledQuery): Promise<R[]> {
    const fresh = !this.#prepared.has(name);
    try {
      const result = await this.#extendedQuery<R>(name, fresh, compiledQuery);
      this.#prepared.add(name);
      return result.rows;
    } catch (error) {
      // A statement whose Parse went through but whose Bind failed would stay prepared
      // unknown to us: close it, so that the next call parses it again.
      if (fresh) await this.#pglite.execProtocol(concatMessages([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]), { throwOnError: false });
      throw error;
    }
  }

  /**
   * Parse (when `parse`), Bind, Describe, Execute and Sync in one exchange with the database.
   * PGlite's query() needs two: it first describes the statement to learn its parameter types,
   * a second parse and round through the engine on every call; the database infers the types
   * from the text parameters itself, as it does for node-postgres on PostgreSQL.
   */
  async #extendedQuery<R>(name: string, parse: boolean, compiledQuery: CompiledQuery): Promise<{ rows: R[]; affectedRows?: number }> {
    const { serialize } = protocol;
    const parts: Uint8Array[] = [];
    if (parse) parts.push(serialize.parse({ name, text: compiledQuery.sql, types: [] }));
    parts.push(
      serialize.bind({ statement: name, values: compiledQuery.parameters.map(boundParameter) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    const { messages } = await this.#pglite.execProtocol(concatMessages(parts));
    const result = protocolParse.parseResults(messages, this.#pglite.parsers).at(-1);
    return { rows: (result?.rows ?? []) as R[], affectedRows: result?.affectedRows };
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Like node-postgres, a query without parameters goes through the simple protocol, so
    // multi-statement DDL scripts behave the same on both databases.
    const result =
      compiledQuery.parameters.length === 0
        ? (await this.#pglite.exec(compiledQuery.sql)).at(-1)
        : await this.#extendedQuery<R>('', true, compiledQuery);
    const affected = result?.affectedRows;
    return {
      rows: (result?.rows ?? []) as R[],
      numAffectedRows: affected === undefined ? undefined : BigInt(affected),
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the PGlite dialect');
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #connection: PGliteConnection;
  readonly #mutex = new Mutex();
  #release: (() => void) | undefined;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#connection = new PGliteConnection(pglite);
  }

  async runPrepared<R>(name: string, compiledQuery: CompiledQuery): Promise<R[]> {
    const connection = (await this.acquireConnection()) as PGliteConnection;
    try {
      return await connection.executePrepared<R>(name, compiledQuery);
    } finally {
      await this.releaseConnection();
    }
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#mutex.acquire();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const options = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean);
    await connection.executeQuery(CompiledQuery.raw(options.length ? `start transaction ${options.join(' ')}` : 'begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await connection.executeQuery(compileQuery(savepointCommand('savepoint', name), { queryId: name }));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await connection.executeQuery(compileQuery(savepointCommand('rollback to', name), { queryId: name }));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await connection.executeQuery(compileQuery(savepointCommand('release', name), { queryId: name }));
  }

  async destroy(): Promise<void> {
    await this.#pglite.close();
  }
}

/** The savepoint name goes through IdentifierNode so that it is quoted like any identifier. */
function savepointCommand(command: string, name: string): RawNode {
  return RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(name)]);
}
