import { loadModule, parseSync, scanSync } from 'libpg-query';
import { AppError, type MessageParams } from '../../runtime/errors.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';

/**
 * The checker of the SQL a workflow condition runs (getValStrBySql and its siblings). The text
 * is read by PostgreSQL's own parser (libpg_query compiled to WebAssembly), never by a
 * character scanner, and accepted only when it is ONE plain SELECT over business module
 * tables that calls harmless functions. Every node type of the parse tree is on an allow list:
 * syntax this file does not know is refused, so a new PostgreSQL feature is closed by default.
 *
 * What is refused, each with its message id (locales/{lang}/workflow.json, code E_BAD_CONDITION):
 * - text the parser cannot read: workflow.sql.unreadable; zero or several statements: workflow.sqlRefused
 * - anything but SELECT (DML, DDL, SELECT INTO, a data-modifying WITH): workflow.sql.notSelect
 * - WITH RECURSIVE: workflow.sql.recursive; FOR UPDATE/SHARE: workflow.sql.locking
 * - a table that is not a module table (sys_*, wf_*, pg_catalog, information_schema, a schema-qualified name): workflow.sql.table
 * - a function off the allow list: workflow.sql.function; a set-returning one (generate_series, unnest, pg_ls_dir ...): workflow.sql.setReturning
 * - an operator, a cast type or another construct off the allow lists: workflow.sql.operator / .type / .syntax
 * - `$1` written by hand: workflow.sql.dollarParam; `?` count different from the arguments: workflow.sql.placeholders
 * - more than MAX_TABLE_REFERENCES table references: workflow.sql.tooManyTables
 *
 * The embedded database (PGlite) has no timer to cancel a statement with, so these
 * restrictions (no recursion, no set-returning functions, few tables), the action's cost
 * budget and the row cap of the caller are its protection against a query that never ends.
 * PostgreSQL also stops a query when the action's time runs out.
 *
 * The tables a condition reads are returned with the checked text: scopedQuery confines the
 * org-scoped ones to the record's organisation.
 */

/** Text longer than this is refused before parsing. */
export const MAX_SQL_LENGTH = 4000;

/** Table references (FROM items, including those of subqueries and CTEs) one condition may make. */
export const MAX_TABLE_REFERENCES = 6;

/**
 * Functions a condition may call, unqualified or as pg_catalog.name. Only scalar or aggregate
 * functions without side effects whose result is no larger than their input: no repeat/lpad
 * (a gigabyte from one call), no replace (nested calls grow the text exponentially), no
 * regular expressions (backtracking), nothing that reads files, settings or other queries.
 */
const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set([
  // aggregates
  'count', 'sum', 'avg', 'min', 'max', 'bool_and', 'bool_or', 'every', 'string_agg',
  // text
  'lower', 'upper', 'initcap', 'btrim', 'ltrim', 'rtrim', 'length', 'char_length', 'character_length', 'octet_length',
  'substr', 'substring', 'left', 'right', 'strpos', 'position', 'concat', 'concat_ws', 'split_part', 'starts_with',
  // numbers
  'round', 'trunc', 'abs', 'ceil', 'ceiling', 'floor', 'sign', 'mod', 'div',
  // dates and times
  'now', 'transaction_timestamp', 'statement_timestamp', 'date_trunc', 'date_part', 'extract', 'to_char', 'to_date',
  'to_timestamp', 'to_number', 'timezone', 'age', 'make_date', 'make_timestamp',
]);

/** Set-returning functions, named only so the refusal can say why (none of them is allowed). */
const SET_RETURNING_FUNCTIONS: ReadonlySet<string> = new Set([
  'generate_series', 'generate_subscripts', 'unnest', 'regexp_matches', 'regexp_split_to_table', 'string_to_table',
  'json_each', 'json_each_text', 'jsonb_each', 'jsonb_each_text', 'json_array_elements', 'json_array_elements_text',
  'jsonb_array_elements', 'jsonb_array_elements_text', 'json_object_keys', 'jsonb_object_keys', 'json_to_recordset',
  'jsonb_to_recordset', 'json_populate_recordset', 'jsonb_populate_recordset', 'jsonb_path_query',
  'pg_ls_dir', 'pg_ls_logdir', 'pg_ls_waldir', 'pg_ls_tmpdir', 'pg_ls_archive_statusdir', 'pg_get_keywords',
  'pg_options_to_table', 'pg_timezone_names', 'pg_timezone_abbrevs', 'ts_stat', 'ts_debug', 'dblink',
]);

/** Comparison, arithmetic, concatenation and LIKE (~~ and its negated and case-blind forms). */
const ALLOWED_OPERATORS: ReadonlySet<string> = new Set(['=', '<>', '!=', '<', '>', '<=', '>=', '+', '-', '*', '/', '%', '||', '~~', '!~~', '~~*', '!~~*']);

const ALLOWED_EXPR_KINDS: ReadonlySet<string> = new Set([
  'AEXPR_OP', 'AEXPR_OP_ANY', 'AEXPR_OP_ALL', 'AEXPR_DISTINCT', 'AEXPR_NOT_DISTINCT', 'AEXPR_NULLIF', 'AEXPR_IN',
  'AEXPR_LIKE', 'AEXPR_ILIKE', 'AEXPR_BETWEEN', 'AEXPR_NOT_BETWEEN', 'AEXPR_BETWEEN_SYM', 'AEXPR_NOT_BETWEEN_SYM',
]);

/** Cast targets, as the parser names them (integer → int4, decimal → numeric, ...). */
const ALLOWED_TYPES: ReadonlySet<string> = new Set([
  'int2', 'int4', 'int8', 'int', 'integer', 'smallint', 'bigint', 'float4', 'float8', 'real', 'numeric', 'decimal',
  'bool', 'boolean', 'text', 'varchar', 'bpchar', 'char', 'date', 'time', 'timetz', 'timestamp', 'timestamptz', 'interval',
]);

const TIME_VALUE_FUNCTIONS: ReadonlySet<string> = new Set([
  'SVFOP_CURRENT_DATE', 'SVFOP_CURRENT_TIME', 'SVFOP_CURRENT_TIME_N', 'SVFOP_CURRENT_TIMESTAMP', 'SVFOP_CURRENT_TIMESTAMP_N',
  'SVFOP_LOCALTIME', 'SVFOP_LOCALTIME_N', 'SVFOP_LOCALTIMESTAMP', 'SVFOP_LOCALTIMESTAMP_N',
]);

const ALLOWED_SUBLINKS: ReadonlySet<string> = new Set(['EXISTS_SUBLINK', 'ALL_SUBLINK', 'ANY_SUBLINK', 'ROWCOMPARE_SUBLINK', 'EXPR_SUBLINK', 'ARRAY_SUBLINK']);

/** A token made of operator characters only: where a `?` placeholder lives (`a = ?`, `a=?`). */
const OPERATOR_TOKEN = /^[~!@#^&|`?+\-*/%<>=]+$/;

function refusal(messageId: string, params: MessageParams = {}): AppError {
  return new AppError('E_BAD_CONDITION', params, messageId);
}

let loaded: Promise<void> | undefined;

/** Loads the WebAssembly parser once per process. */
function parserReady(): Promise<void> {
  loaded ??= loadModule().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

// The parse tree is JSON of libpg_query's protobuf shapes: each node is `{ TypeName: fields }`.
type Fields = Record<string, any>;
type Node = Record<string, Fields>;

function nodeType(node: unknown): [string, Fields] {
  if (node === null || typeof node !== 'object') throw refusal('workflow.sqlRefused');
  const entries = Object.entries(node as Node);
  // `{}` stands for an empty slot (DISTINCT without ON, a NULL list element).
  if (entries.length === 0) return ['', {}];
  if (entries.length !== 1) throw refusal('workflow.sql.syntax', { syntax: entries.map(([key]) => key).join('/') });
  return entries[0]!;
}

function strings(list: unknown): string[] {
  return ((list as Node[] | undefined) ?? []).map((item) => {
    const [type, fields] = nodeType(item);
    if (type !== 'String') throw refusal('workflow.sql.syntax', { syntax: type });
    return String(fields.sval);
  });
}

/** `name` or `pg_catalog.name` → name; anything else (another schema) → undefined. */
function catalogName(parts: string[]): string | undefined {
  if (parts.length === 1) return parts[0];
  if (parts.length === 2 && parts[0] === 'pg_catalog') return parts[1];
  return undefined;
}

/** Names of the common table expressions a FROM item may refer to, innermost scope last. */
type CteScope = readonly ReadonlySet<string>[];

class Checker {
  readonly #isModuleTable: (name: string) => boolean;
  #tables = 0;
  /** The module tables the query reads (CTE names aside). */
  readonly read = new Set<string>();

  constructor(isModuleTable: (name: string) => boolean) {
    this.#isModuleTable = isModuleTable;
  }

  /** A SELECT at any level: the statement, a subquery, a CTE, a branch of UNION. */
  select(stmt: Fields, scope: CteScope): void {
    if (stmt.intoClause) throw refusal('workflow.sql.notSelect', { statement: 'SELECT INTO' });
    if (stmt.lockingClause) throw refusal('workflow.sql.locking');
    for (const key of Object.keys(stmt)) {
      if (!SELECT_FIELDS.has(key)) throw refusal('workflow.sql.syntax', { syntax: key });
    }
    let inner = scope;
    if (stmt.withClause) {
      const withClause = stmt.withClause as Fields;
      if (withClause.recursive) throw refusal('workflow.sql.recursive');
      const names = new Set<string>();
      inner = [...scope, names];
      for (const item of (withClause.ctes as Node[] | undefined) ?? []) {
        const [type, cte] = nodeType(item);
        if (type !== 'CommonTableExpr') throw refusal('workflow.sql.syntax', { syntax: type });
        if (cte.search_clause || cte.cycle_clause) throw refusal('workflow.sql.recursive');
        const [queryType, query] = nodeType(cte.ctequery);
        if (queryType !== 'SelectStmt') throw refusal('workflow.sql.notSelect', { statement: statementName(queryType) });
        // A CTE of a plain WITH sees the CTEs before it, not itself.
        this.select(query, inner);
        names.add(String(cte.ctename));
      }
    }
    if (stmt.op && stmt.op !== 'SETOP_NONE') {
      this.select(stmt.larg as Fields, inner);
      this.select(stmt.rarg as Fields, inner);
    }
    for (const item of (stmt.fromClause as Node[] | undefined) ?? []) this.from(item, inner);
    for (const row of (stmt.valuesLists as Node[] | undefined) ?? []) this.expr(row, inner);
    for (const target of (stmt.targetList as Node[] | undefined) ?? []) {
      const [type, fields] = nodeType(target);
      if (type !== 'ResTarget' || fields.indirection) throw refusal('workflow.sql.syntax', { syntax: type });
      this.expr(fields.val, inner);
    }
    for (const key of ['whereClause', 'havingClause', 'limitCount', 'limitOffset'] as const) {
      if (stmt[key]) this.expr(stmt[key], inner);
    }
    for (const key of ['distinctClause', 'groupClause', 'sortClause'] as const) {
      for (const item of (stmt[key] as Node[] | undefined) ?? []) this.expr(item, inner);
    }
    for (const item of (stmt.windowClause as Node[] | undefined) ?? []) this.expr(item, inner);
  }

  from(node: unknown, scope: CteScope): void {
    const [type, fields] = nodeType(node);
    switch (type) {
      case 'RangeVar':
        this.table(fields, scope);
        return;
      case 'JoinExpr':
        this.from(fields.larg, scope);
        this.from(fields.rarg, scope);
        if (fields.quals) this.expr(fields.quals, scope);
        strings(fields.usingClause);
        return;
      case 'RangeSubselect': {
        const [queryType, query] = nodeType(fields.subquery);
        if (queryType !== 'SelectStmt') throw refusal('workflow.sql.notSelect', { statement: statementName(queryType) });
        this.select(query, scope);
        return;
      }
      case 'RangeFunction': {
        const first = (fields.functions as Node[] | undefined)?.[0];
        const call = first ? ((nodeType(first)[1].items as Node[] | undefined)?.[0] as Node | undefined) : undefined;
        const name = call?.FuncCall ? strings(call.FuncCall.funcname).join('.') : 'ROWS FROM';
        throw refusal('workflow.sql.setReturning', { name });
      }
      default:
        throw refusal('workflow.sql.syntax', { syntax: type });
    }
  }

  table(range: Fields, scope: CteScope): void {
    const name = String(range.relname);
    this.#tables += 1;
    if (this.#tables > MAX_TABLE_REFERENCES) throw refusal('workflow.sql.tooManyTables', { max: MAX_TABLE_REFERENCES });
    const qualified = [range.catalogname, range.schemaname, name].filter(Boolean).join('.');
    if (qualified === name && scope.some((names) => names.has(name))) return;
    if (qualified !== name || /^(sys|pg|wf)_/.test(name) || !this.#isModuleTable(name)) throw refusal('workflow.sql.table', { table: qualified });
    this.read.add(name);
  }

  /** Every expression node; an unknown node type is refused. */
  expr(node: unknown, scope: CteScope): void {
    const [type, fields] = nodeType(node);
    const each = (list: unknown): void => {
      for (const item of (list as Node[] | undefined) ?? []) this.expr(item, scope);
    };
    switch (type) {
      case '':
      case 'A_Const':
      case 'ParamRef':
        return;
      case 'ColumnRef':
        // `t.col`, `t.*`. (`t.f` could also call f(t) on the row, but only a function taking that
        // row type, which no function with a side effect does.)
        for (const part of (fields.fields as Node[] | undefined) ?? []) {
          const [partType] = nodeType(part);
          if (partType !== 'String' && partType !== 'A_Star') throw refusal('workflow.sql.syntax', { syntax: partType });
        }
        return;
      case 'A_Expr': {
        const kind = String(fields.kind);
        if (!ALLOWED_EXPR_KINDS.has(kind)) throw refusal('workflow.sql.syntax', { syntax: kind.replace(/^AEXPR_/, '') });
        if (!kind.includes('BETWEEN')) this.operator(fields.name);
        if (fields.lexpr) this.expr(fields.lexpr, scope);
        if (fields.rexpr) this.expr(fields.rexpr, scope);
        return;
      }
      case 'List':
        each(fields.items);
        return;
      case 'BoolExpr':
      case 'CoalesceExpr':
      case 'MinMaxExpr':
      case 'RowExpr':
        each(fields.args);
        return;
      case 'A_ArrayExpr':
        each(fields.elements);
        return;
      case 'NullTest':
      case 'BooleanTest':
        this.expr(fields.arg, scope);
        return;
      case 'CaseExpr':
        if (fields.arg) this.expr(fields.arg, scope);
        each(fields.args);
        if (fields.defresult) this.expr(fields.defresult, scope);
        return;
      case 'CaseWhen':
        this.expr(fields.expr, scope);
        this.expr(fields.result, scope);
        return;
      case 'TypeCast':
        this.expr(fields.arg, scope);
        this.type(fields.typeName as Fields, scope);
        return;
      case 'SQLValueFunction':
        if (!TIME_VALUE_FUNCTIONS.has(String(fields.op))) throw refusal('workflow.sql.function', { name: String(fields.op).replace(/^SVFOP_/, '').toLowerCase() });
        return;
      case 'FuncCall':
        this.call(fields, scope);
        return;
      case 'SubLink': {
        if (!ALLOWED_SUBLINKS.has(String(fields.subLinkType))) throw refusal('workflow.sql.syntax', { syntax: String(fields.subLinkType) });
        if (fields.operName) this.operator(fields.operName);
        if (fields.testexpr) this.expr(fields.testexpr, scope);
        const [queryType, query] = nodeType(fields.subselect);
        if (queryType !== 'SelectStmt') throw refusal('workflow.sql.notSelect', { statement: statementName(queryType) });
        this.select(query, scope);
        return;
      }
      case 'SortBy':
        if (fields.useOp) throw refusal('workflow.sql.syntax', { syntax: 'USING' });
        this.expr(fields.node, scope);
        return;
      case 'WindowDef':
        each(fields.partitionClause);
        each(fields.orderClause);
        if (fields.startOffset) this.expr(fields.startOffset, scope);
        if (fields.endOffset) this.expr(fields.endOffset, scope);
        return;
      default:
        // GROUPING SETS/CUBE (exponential), A_Indirection, COLLATE, XML, JSON, ... : not needed by a condition.
        throw refusal('workflow.sql.syntax', { syntax: type });
    }
  }

  call(fields: Fields, scope: CteScope): void {
    const parts = strings(fields.funcname);
    const name = catalogName(parts);
    if (name !== undefined && SET_RETURNING_FUNCTIONS.has(name)) throw refusal('workflow.sql.setReturning', { name });
    if (name === undefined || !ALLOWED_FUNCTIONS.has(name)) throw refusal('workflow.sql.function', { name: parts.join('.') });
    if (fields.agg_within_group) throw refusal('workflow.sql.syntax', { syntax: 'WITHIN GROUP' });
    for (const arg of (fields.args as Node[] | undefined) ?? []) this.expr(arg, scope);
    for (const item of (fields.agg_order as Node[] | undefined) ?? []) this.expr(item, scope);
    if (fields.agg_filter) this.expr(fields.agg_filter, scope);
    if (fields.over) this.expr({ WindowDef: fields.over }, scope);
  }

  operator(list: unknown): void {
    const parts = strings(list);
    const name = catalogName(parts);
    if (name === undefined || !ALLOWED_OPERATORS.has(name)) throw refusal('workflow.sql.operator', { operator: parts.join('.') });
  }

  type(typeName: Fields, scope: CteScope): void {
    const parts = strings(typeName.names);
    const name = catalogName(parts);
    if (name === undefined || !ALLOWED_TYPES.has(name) || typeName.setof || typeName.pct_type) throw refusal('workflow.sql.type', { type: parts.join('.') });
    for (const item of (typeName.typmods as Node[] | undefined) ?? []) this.expr(item, scope);
  }
}

/** The fields of SelectStmt a condition may use (intoClause and lockingClause are refused with their own reasons). */
const SELECT_FIELDS: ReadonlySet<string> = new Set([
  'distinctClause', 'targetList', 'fromClause', 'whereClause', 'groupClause', 'groupDistinct', 'havingClause', 'windowClause',
  'valuesLists', 'sortClause', 'limitOffset', 'limitCount', 'limitOption', 'withClause', 'op', 'all', 'larg', 'rarg',
]);

function statementName(type: string): string {
  return type.replace(/Stmt$/, '').toUpperCase() || 'EMPTY';
}

/** The parse tree, or a refusal naming the character (1-based) the parser stopped at. */
function parseOrRefuse(text: string): ReturnType<typeof parseSync> {
  try {
    return parseSync(text);
  } catch (error) {
    const cursor = (error as { sqlDetails?: { cursorPosition?: number } }).sqlDetails?.cursorPosition ?? 0;
    const position = Buffer.from(text, 'utf8').subarray(0, Math.max(0, cursor)).toString('utf8').length + 1;
    throw refusal('workflow.sql.unreadable', { position });
  }
}

/**
 * The `?` placeholders outside strings, identifiers and comments numbered $1, $2, ... The
 * scanner is PostgreSQL's, so E'\'', $$..$$, "quoted?", -- and /* *\/ comments are what they are
 * to the server. Offsets are bytes of UTF-8.
 */
function numberPlaceholders(text: string): { numbered: string; count: number } {
  let tokens: ReturnType<typeof scanSync>['tokens'];
  try {
    tokens = scanSync(text).tokens;
  } catch {
    // The scanner says only that it failed; the parser says where.
    parseOrRefuse(text);
    throw refusal('workflow.sql.unreadable', { position: 1 });
  }
  const bytes = Buffer.from(text, 'utf8');
  const out: string[] = [];
  let at = 0;
  let count = 0;
  for (const token of tokens) {
    if (token.tokenName === 'PARAM') throw refusal('workflow.sql.dollarParam');
    if (!token.text.includes('?') || !OPERATOR_TOKEN.test(token.text)) continue;
    out.push(bytes.subarray(at, token.start).toString('utf8'));
    out.push(token.text.replace(/\?/g, () => ` $${(count += 1)} `));
    at = token.end;
  }
  out.push(bytes.subarray(at).toString('utf8'));
  return { numbered: out.join(''), count };
}

/** A condition's SQL as checkConditionSql accepted it. */
export interface CheckedSql {
  /** `?` numbered $1, $2, ... for PostgreSQL, ONE statement without a trailing semicolon. */
  text: string;
  /** The module tables it reads (CTE names aside), each as the parser named it. */
  tables: readonly string[];
}

/**
 * Checks a condition's SQL and answers it with `?` numbered for PostgreSQL, ready to be
 * wrapped in a subquery, with the module tables it reads.
 *
 * @example await checkConditionSql('select count(*) from df_defect where category = ?', 1, (t) => t === 'df_defect')
 *   // { text: 'select count(*) from df_defect where category =  $1 ', tables: ['df_defect'] }
 * @throws AppError E_BAD_CONDITION with a workflow.sql* message id naming the reason.
 */
export async function checkConditionSql(text: string, paramCount: number, isModuleTable: (name: string) => boolean): Promise<CheckedSql> {
  if (text.length > MAX_SQL_LENGTH) throw refusal('workflow.sql.tooLong', { max: MAX_SQL_LENGTH });
  await parserReady();
  const { numbered, count } = numberPlaceholders(text);
  const parsed = parseOrRefuse(numbered);
  const statements = parsed.stmts ?? [];
  if (statements.length !== 1) throw new AppError('E_BAD_CONDITION', {}, 'workflow.sqlRefused');
  const [only] = statements as [{ stmt?: Node; stmt_location?: number; stmt_len?: number }];
  const [type, select] = nodeType(only.stmt);
  if (type !== 'SelectStmt') throw refusal('workflow.sql.notSelect', { statement: statementName(type) });
  const checker = new Checker(isModuleTable);
  checker.select(select, []);
  if (count !== paramCount) throw refusal('workflow.sql.placeholders', { placeholders: count, params: paramCount });
  const bytes = Buffer.from(numbered, 'utf8');
  const start = only.stmt_location ?? 0;
  return { text: bytes.subarray(start, only.stmt_len ? start + only.stmt_len : bytes.length).toString('utf8'), tables: [...checker.read] };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The checked query as it runs, with its parameters: the condition's own, then the row cap
 * (at most that many rows), then, when the query reads a table of `org.tables`, `org.orgNo`:
 * every such table is replaced by its rows of that organisation.
 * Each such table gets a common table expression of its own name,
 * `with df_defect as not materialized (select * from df_defect where org_no = $n+2)`, around
 * the query: an unqualified name in the query, in a join, a subquery or a CTE of its own,
 * resolves to the nearest WITH that defines it, so it reads the filtered rows (the checker
 * refuses schema-qualified names, the one way past). Not materialized, the filter is inlined
 * and the planner pushes the query's own conditions down to the table's indexes.
 * The wrapper is parsed again: one SELECT over one subquery, with exactly those CTEs.
 */
export async function scopedQuery(
  checked: CheckedSql,
  params: readonly unknown[],
  rowCap: number,
  org: { tables: readonly string[]; orgNo: string },
): Promise<{ text: string; parameters: unknown[] }> {
  const paramCount = params.length;
  const scoped = checked.tables.filter((table) => org.tables.includes(table));
  const orgParam = `$${paramCount + 2}`;
  const ctes = scoped.map((table) => `${quoteIdent(table)} as not materialized (select * from ${quoteIdent(table)} where ${quoteIdent(SYSTEM_COLUMN.orgNo)} = ${orgParam})`);
  const text = `${ctes.length > 0 ? `with ${ctes.join(',\n')}\n` : ''}select * from (\n${checked.text}\n) as wf_condition limit $${paramCount + 1}`;
  await parserReady();
  const { stmts } = parseSync(text);
  const outer = stmts?.length === 1 ? (stmts[0]!.stmt as Node | undefined)?.SelectStmt : undefined;
  const from = outer?.fromClause as Node[] | undefined;
  const names = ((outer?.withClause?.ctes as Node[] | undefined) ?? []).map((cte) => cte.CommonTableExpr?.ctename);
  if (!outer || from?.length !== 1 || !from[0]!.RangeSubselect || outer.op !== 'SETOP_NONE' || names.join('\n') !== scoped.join('\n')) {
    throw new AppError('E_BAD_CONDITION', {}, 'workflow.sqlRefused');
  }
  return { text, parameters: [...params, rowCap, ...(scoped.length > 0 ? [org.orgNo] : [])] };
}
