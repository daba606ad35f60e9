import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import { createDatabase, type Database } from './database.ts';

const statement = (text: string, parameters: unknown[]) => CompiledQuery.raw(text, parameters);

describe('named prepared statements on the embedded database', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createDatabase({ dataDir: 'memory://' });
    await sql`create table t (id int primary key, tags text[], at timestamp)`.execute(database.db);
    await sql`insert into t values (1, array['a','b'], '2026-01-02 03:04:05'), (2, array[]::text[], null)`.execute(database.db);
  }, 30_000);

  afterAll(() => database.close());

  it('binds its parameters and parses rows as every other query does: arrays, timestamps as wall-clock text', async () => {
    const rows = await database.runPrepared<{ id: number; tags: string[]; at: string | null }>('t-by-id', statement('select id, tags, at from t where id = $1', [1]));
    expect(rows).toEqual([{ id: 1, tags: ['a', 'b'], at: '2026-01-02 03:04:05' }]);
    expect(await database.runPrepared('t-by-id', statement('select id, tags, at from t where id = $1', [2]))).toEqual([{ id: 2, tags: [], at: null }]);
  });

  it('answers no rows as an empty list', async () => {
    expect(await database.runPrepared('t-by-id', statement('select id, tags, at from t where id = $1', [99]))).toEqual([]);
  });

  it('reports a refused parameter and prepares the statement again on the next call', async () => {
    const text = 'select id from t where id = $1::int';
    await expect(database.runPrepared('t-cast', statement(text, ['not a number']))).rejects.toThrow(/integer/);
    expect(await database.runPrepared('t-cast', statement(text, ['1']))).toEqual([{ id: 1 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    // The read is sent while the transaction holds its uncommitted row, which it then rolls back.
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction().execute(async (trx) => {
      await sql`insert into t (id) values (3)`.execute(trx);
      entered();
      await released;
      throw new Error('rolled back');
    });
    await inside;
    const read = database.runPrepared<{ count: number }>('t-count', statement('select count(*)::int as count from t where id = $1', [3]));
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await read).toEqual([{ count: 0 }]);
  });
});
