import type { PGlite } from '@electric-sql/pglite';
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
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite);
  }

  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
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

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const parameters = [...compiledQuery.parameters];
    // Like node-postgres, a query without parameters goes through the simple protocol, so
    // multi-statement DDL scripts behave the same on both databases.
    const result =
      parameters.length === 0
        ? (await this.#pglite.exec(compiledQuery.sql)).at(-1)
        : await this.#pglite.query<R>(compiledQuery.sql, parameters);
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
