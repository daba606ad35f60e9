import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase, type Database } from './database.ts';

/** Queries with parameters on the embedded database go out in one exchange; they bind as node-postgres binds on PostgreSQL. */
describe('bound parameters on the embedded database', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createDatabase({ dataDir: 'memory://' });
    await sql`create table b (id int primary key, name text, tags text[], doc jsonb, at timestamp, flag boolean, bytes bytea)`.execute(database.db);
  }, 300_000);

  afterAll(() => database.close());

  it('binds text, arrays with quotes and nulls, JSON, dates, booleans and bytes, and counts the rows written', async () => {
    const inserted = await sql`insert into b values (${1}, ${'a "quoted" \\ name'}, ${['x', 'y,z', 'q"r', null]}, ${{ n: [1, 2] }}, ${new Date('2026-01-02T03:04:05Z')}, ${true}, ${new Uint8Array([0, 255])})`.execute(database.db);
    expect(inserted.numAffectedRows).toBe(1n);
    const { rows } = await sql<Record<string, unknown>>`select id, name, tags, doc, at, flag, encode(bytes, 'hex') as hex from b where id = ${1}`.execute(database.db);
    expect(rows).toEqual([{ id: 1, name: 'a "quoted" \\ name', tags: ['x', 'y,z', 'q"r', null], doc: { n: [1, 2] }, at: '2026-01-02 03:04:05', flag: true, hex: '00ff' }]);
  });

  it('infers the parameter types from the statement, as PostgreSQL does for text parameters', async () => {
    await sql`insert into b (id, name) values (${2}, ${'two'}), (${3}, ${'three'})`.execute(database.db);
    const { rows } = await sql<{ id: number }>`select id from b where name = any(${['two', 'three']}) and id >= ${'2'} order by id`.execute(database.db);
    expect(rows).toEqual([{ id: 2 }, { id: 3 }]);
    const updated = await sql`update b set flag = ${false} where id in (${2}, ${3})`.execute(database.db);
    expect(updated.numAffectedRows).toBe(2n);
  });

  it('reports a refused parameter, and the next query runs', async () => {
    await expect(sql`select id from b where id = ${'not a number'}`.execute(database.db)).rejects.toThrow(/integer/);
    expect((await sql<{ n: number }>`select count(*)::int as n from b where id > ${0}`.execute(database.db)).rows).toEqual([{ n: 3 }]);
  });
});
