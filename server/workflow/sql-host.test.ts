import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/database.ts';
import { checkConditionSql, MAX_TABLE_REFERENCES } from './condition-sql.ts';
import { readPhrases } from './common-opinions.ts';
import { createSqlBudget } from './sql-budget.ts';
import { createSqlHost, type SqlScope } from './sql-host.ts';

const MODULE_TABLES = new Set(['df_defect', 'ba_station']);
const isModuleTable = (name: string) => MODULE_TABLES.has(name);
const check = async (text: string, params = 0) => (await checkConditionSql(text, params, isModuleTable)).text;

/** The comment hides the quote from a character scanner; stacked, the commit would end the workflow's transaction. */
const COMMENT_BYPASS = "select 1 /*'*/; commit; delete from df_defect; /*'*/";

describe('checkConditionSql', () => {
  it('numbers ? outside strings, identifiers and comments for PostgreSQL', async () => {
    expect(await check("select count(*) from df_defect where category = ? and title = '?' and \"c?\" = ?;", 2))
      .toBe("select count(*) from df_defect where category =  $1  and title = '?' and \"c?\" =  $2 ");
    expect(await check("select count(*) from df_defect where title = E'\\'?' and category=? -- why?\n", 1))
      .toBe("select count(*) from df_defect where title = E'\\'?' and category= $1  -- why?\n");
    expect(await check("select count(*) from df_defect /* ? */ where title = '张三' and category = ?", 1))
      .toBe("select count(*) from df_defect /* ? */ where title = '张三' and category =  $1 ");
    expect(await check('  WITH x AS (select 1 as n) select n from x')).toBe('WITH x AS (select 1 as n) select n from x');
  });

  it('accepts plain reads of module tables with allowed functions', async () => {
    for (const text of [
      'select count(*) from df_defect d join ba_station s on s.station_no = d.station_no where d.category in (?, ?)',
      "select coalesce(max(d.title), '') from df_defect d where d.created_at >= date_trunc('month', now()) - interval '1 month'",
      "select case when count(*) > 0 then 'Y' else 'N' end from df_defect where extract(year from created_at) = 2024 and lower(title) like '%x%'",
      "select to_char(current_date, 'YYYY-MM-DD'), round(avg(seq)::numeric, 2), greatest(1, 2), nullif(?, '') from df_defect group by category having count(*) > 1 order by 1 limit 5",
      'select title from df_defect where exists (select 1 from ba_station s where s.station_no = df_defect.station_no) union select title from df_defect',
      'with open as (select * from df_defect where status = ?), recent as (select * from open) select count(*) from recent',
      'select count(*) from (select distinct category from df_defect) c',
    ]) {
      const params = (text.match(/\?/g) ?? []).length;
      await expect(check(text, params), text).resolves.toEqual(expect.any(String));
    }
  });

  it.each([
    ['the comment-hidden stacked statements', COMMENT_BYPASS, 'workflow.sqlRefused', {}],
    ['two statements', 'select 1; drop table df_defect', 'workflow.sqlRefused', {}],
    ['an empty text', ' ; -- nothing', 'workflow.sqlRefused', {}],
    ['unreadable SQL', "select 'open", 'workflow.sql.unreadable', { position: 8 }],
    ['a delete', 'delete from df_defect', 'workflow.sql.notSelect', { statement: 'DELETE' }],
    ['a data-modifying WITH', 'with d as (delete from df_defect returning 1) select count(*) from d', 'workflow.sql.notSelect', { statement: 'DELETE' }],
    ['SELECT INTO', 'select * into copy from df_defect', 'workflow.sql.notSelect', { statement: 'SELECT INTO' }],
    ['sys_token', 'select token_hash from sys_token', 'workflow.sql.table', { table: 'sys_token' }],
    ['sys_user in a subquery', 'select count(*) from df_defect where exists (select 1 from sys_user where password_hash like ?)', 'workflow.sql.table', { table: 'sys_user' }],
    ['a workflow table', 'select count(*) from wf_instance', 'workflow.sql.table', { table: 'wf_instance' }],
    ['pg_catalog', 'select rolpassword from pg_catalog.pg_authid', 'workflow.sql.table', { table: 'pg_catalog.pg_authid' }],
    ['information_schema', 'select table_name from information_schema.tables', 'workflow.sql.table', { table: 'information_schema.tables' }],
    ['a schema-qualified module table', 'select count(*) from public.df_defect', 'workflow.sql.table', { table: 'public.df_defect' }],
    ['a CTE name used outside its scope', 'select * from (with sys_token as (select 1) select 1) q, sys_token', 'workflow.sql.table', { table: 'sys_token' }],
    ['pg_read_file', "select pg_read_file('/etc/passwd')", 'workflow.sql.function', { name: 'pg_read_file' }],
    ['set_config', "select set_config('transaction_read_only', 'off', true)", 'workflow.sql.function', { name: 'set_config' }],
    ['query_to_xml', "select query_to_xml('select * from sys_user', true, true, '')", 'workflow.sql.function', { name: 'query_to_xml' }],
    ['pg_sleep', 'select pg_sleep(10)', 'workflow.sql.function', { name: 'pg_sleep' }],
    ['repeat', "select length(repeat('x', 1000000000))", 'workflow.sql.function', { name: 'repeat' }],
    ['a schema-qualified allowed name', 'select public.count(*) from df_defect', 'workflow.sql.function', { name: 'public.count' }],
    ['current_user', 'select current_user', 'workflow.sql.function', { name: 'current_user' }],
    ['generate_series in FROM', 'select count(*) from generate_series(1, 1e12)', 'workflow.sql.setReturning', { name: 'generate_series' }],
    ['generate_series in the select list', 'select generate_series(1, 1e12)', 'workflow.sql.setReturning', { name: 'generate_series' }],
    ['pg_ls_dir', "select * from pg_ls_dir('.')", 'workflow.sql.setReturning', { name: 'pg_ls_dir' }],
    ['WITH RECURSIVE', 'with recursive t(n) as (select 1 union all select n + 1 from t) select count(*) from t', 'workflow.sql.recursive', {}],
    ['FOR UPDATE', 'select title from df_defect for update', 'workflow.sql.locking', {}],
    ['FOR SHARE in a subquery', 'select count(*) from (select * from df_defect for share) d', 'workflow.sql.locking', {}],
    ['a regular expression', "select count(*) from df_defect where title ~ '(a+)+$'", 'workflow.sql.operator', { operator: '~' }],
    ['a cast to regclass', "select 'sys_user'::regclass", 'workflow.sql.type', { type: 'regclass' }],
    ['CUBE', 'select count(*) from df_defect group by cube (category, title)', 'workflow.sql.syntax', { syntax: 'GroupingSet' }],
    ['a hand-written $1', 'select count(*) from df_defect where category = $1', 'workflow.sql.dollarParam', {}],
    ['too many tables', `select count(*) from ${Array.from({ length: MAX_TABLE_REFERENCES + 1 }, (_, i) => `df_defect d${i}`).join(', ')}`, 'workflow.sql.tooManyTables', { max: MAX_TABLE_REFERENCES }],
  ] as const)('refuses %s', async (_name, text, messageId, params) => {
    await expect(check(text)).rejects.toMatchObject({ code: 'E_BAD_CONDITION', messageId, params });
  });

  it('names the module tables a query reads, not the names of its own CTEs', async () => {
    const checked = await checkConditionSql('with open as (select * from df_defect) select count(*) from open o join ba_station s on true where exists (select 1 from df_defect)', 0, isModuleTable);
    expect(checked.tables).toEqual(['df_defect', 'ba_station']);
  });

  it('refuses a ? count different from the arguments', async () => {
    await expect(check('select count(*) from df_defect where category = ?', 0)).rejects.toMatchObject({ messageId: 'workflow.sql.placeholders', params: { placeholders: 1, params: 0 } });
    await expect(check('select 1', 1)).rejects.toMatchObject({ messageId: 'workflow.sql.placeholders' });
  });
});

describe('createSqlHost on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({});
    await sql`create table df_defect (defect_no text primary key, category text not null)`.execute(database.db);
    await sql`insert into df_defect values ('D1', 'CRITICAL'), ('D2', 'GENERAL'), ('D3', 'GENERAL')`.execute(database.db);
    await sql`create table sys_module_version (status text not null, bundle text not null)`.execute(database.db);
  });
  afterAll(() => database.close());

  const scope: SqlScope = { isModuleTable: (table) => table === 'df_defect', isOrgScoped: () => false, orgNo: 'ORG1' };
  const inTransaction = <T>(run: (host: ReturnType<typeof createSqlHost>, trx: Database['db']) => Promise<T>, budget = createSqlBudget(), maxRows = 2) =>
    database.db.transaction().execute((trx) => run(createSqlHost(trx, scope, budget, maxRows), trx));

  it('counts a module table with a bound ? argument', async () => {
    expect(await inTransaction((host) => host('int', 'select count(*) from df_defect where category = ?', ['GENERAL']))).toBe(2);
    expect(await inTransaction((host) => host('str', "select category from df_defect where defect_no = ?;", ['D1']))).toBe('CRITICAL');
    expect(await inTransaction((host) => host('map', 'select defect_no as "no", category from df_defect order by 1', []))).toEqual(new Map([['no', 'D1'], ['category', 'CRITICAL']]));
  });

  it('returns at most maxRows rows of a list', async () => {
    expect(await inTransaction((host) => host('list', 'select defect_no from df_defect order by 1', []))).toEqual(['D1', 'D2']);
  });

  it('refuses the comment-hidden stacked delete and leaves the table as it was', async () => {
    const error = await inTransaction((host) => host('int', COMMENT_BYPASS, [])).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'E_BAD_CONDITION', messageId: 'workflow.sqlRefused' });
    expect((await sql<{ n: number }>`select count(*)::int as n from df_defect`.execute(database.db)).rows[0]?.n).toBe(3);
  });

  it('refuses a table outside the published modules', async () => {
    const error = await inTransaction((host) => host('int', 'select count(*) from sys_module_version', [])).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ messageId: 'workflow.sql.table', params: { table: 'sys_module_version' } });
  });

  it('refuses a query the planner expects to cost more than the budget before running it, as PGlite cannot cancel one', async () => {
    const crossJoin = 'select count(*) from df_defect a, df_defect b, df_defect c, df_defect d, df_defect e';
    const error = await inTransaction((host) => host('int', crossJoin, []), createSqlBudget({ maxCost: 10_000, maxMs: 2000 })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'E_BAD_CONDITION', messageId: 'workflow.sql.budget' });
    expect(await inTransaction((host) => host('int', 'select count(*) from df_defect a, df_defect b', []))).toBe(9);
  });

  it('shares one budget among the queries of an action: each fits alone, not all together', async () => {
    const query = 'select count(*) from df_defect a, df_defect b where a.category <> b.category';
    const measured = createSqlBudget();
    expect(await inTransaction((host) => host('int', query, []), measured)).toBe(4);
    const cost = measured.spent();
    expect(cost).toBeGreaterThan(0);
    const limits = { maxCost: cost * 2.5, maxMs: 2000 };
    const outcome = await inTransaction(async (host) => [await host('int', query, []), await host('int', query, []), await host('int', query, []).catch((caught: unknown) => caught)], createSqlBudget(limits));
    expect(outcome.slice(0, 2)).toEqual([4, 4]);
    expect(outcome[2]).toMatchObject({ code: 'E_BAD_CONDITION', messageId: 'workflow.sql.budget' });
    expect(await inTransaction((host) => host('int', query, []), createSqlBudget(limits))).toBe(4);
  });

  it('leaves the transaction around it writable, also after a query that failed', async () => {
    const counted = await inTransaction(async (host, trx) => {
      await expect(host('int', "select count(*) from df_defect where 1 / 0 = ?", [1])).rejects.toThrow();
      await sql`insert into df_defect values ('D4', 'GENERAL')`.execute(trx);
      const count = await host('int', 'select count(*) from df_defect', []);
      await sql`delete from df_defect where defect_no = 'D4'`.execute(trx);
      return count;
    });
    expect(counted).toBe(4);
  });
});

describe('readPhrases', () => {
  it('reads one phrase or the dialog list, skipping empty ones', () => {
    expect(readPhrases(' 同意 ')).toEqual({ phrases: ['同意'], replacesList: false });
    expect(readPhrases(JSON.stringify([{ desc: '同意' }, { desc: '' }, { desc: '同意' }, { desc: '退回' }]))).toEqual({ phrases: ['同意', '退回'], replacesList: true });
    expect(readPhrases('[]')).toEqual({ phrases: [], replacesList: true });
  });
});
