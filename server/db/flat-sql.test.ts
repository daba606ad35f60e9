import { describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql, type RawBuilder } from 'kysely';
import { flattenSql } from './flat-sql.ts';

// Compiling needs a dialect, not a connection: the pool is never asked for one.
const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: {} as never }) });

function statementAround(fragment: RawBuilder<unknown>) {
  return sql`select ${fragment} from ${sql.table('t')} as t where ${sql.ref('t.org_no')} = ${'ORG01'} limit ${20}`.compile(db);
}

describe('a flattened fragment', () => {
  const fragment = sql.join([
    sql`${sql.ref('t.plate_no')} as ${sql.id('plateNo')}`,
    sql`(select ${sql.ref('l.name')}::text from ${sql.table('sys_org')} as l where ${sql.ref('l.org_no')} = ${sql.ref('t.org_no')} and ${sql.ref('l.kind')} = ${'station'} limit 1) as ${sql.id('orgLabel')}`,
    sql`round(avg(${sql.ref('t.price')}), ${sql.lit(2)}) as ${sql.id('say "$1"')}`,
  ]);

  it('compiles into the statement as the fragment it was made from, with its values still bound and numbered in place', () => {
    const flattened = statementAround(flattenSql(fragment));
    const original = statementAround(fragment);
    expect(flattened.sql).toBe(original.sql);
    expect(flattened.parameters).toEqual(['station', 'ORG01', 20]);
    expect(flattened.sql).toContain('"l"."kind" = $1');
    expect(flattened.sql).toContain('"t"."org_no" = $2 limit $3');
  });

  it('keeps values that look like SQL or placeholders as values', () => {
    const hostile = sql`${sql.ref('t.remark')} = ${"$1'; drop table t; --"}`;
    const compiled = statementAround(flattenSql(hostile));
    expect(compiled.sql).toContain('"t"."remark" = $1');
    expect(compiled.parameters[0]).toBe("$1'; drop table t; --");
  });
});
