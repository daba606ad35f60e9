import { describe, expect, it } from 'vitest';
import { isAppError } from '../../errors.ts';
import { evaluateCondition, evaluateExpression } from './evaluate.ts';
import { parseExpression } from './parse.ts';
import type { ExpressionHost, SqlResultKind } from './host.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import type { Value } from './values.ts';

const RECORD: Record<string, unknown> = { category: 'CRITICAL', qty: '12', price: 2.5, note: null, plannedEnd: '2024-05-01', title: 'O\'Brien "quoted"' };

function host(overrides: Partial<ExpressionHost> = {}): ExpressionHost & { queries: { kind: SqlResultKind; sql: string; params: readonly Value[] }[] } {
  const queries: { kind: SqlResultKind; sql: string; params: readonly Value[] }[] = [];
  return {
    queries,
    fieldValue: (field) => (Object.hasOwn(RECORD, field) ? RECORD[field] : undefined),
    currentUserId: () => 'U0003',
    currentUserName: () => '张三',
    flowStartUserId: () => 'U0002',
    userPost: async (userId) => (userId === undefined || userId === 'U0003' ? 'P0102' : 'P0101'),
    extension: async (name, args) => name === 'isMajor' && args[0] === 'CRITICAL',
    query: async (kind, sql, params) => {
      queries.push({ kind, sql, params });
      if (kind === 'list') return ['A', 'B'];
      if (kind === 'map') return new Map<string, Value>([['k', 'v']]);
      return kind === 'str' ? 'text' : 7;
    },
    ...overrides,
  };
}

const value = (source: string, h: ExpressionHost = host()) => evaluateExpression(parseExpression(source), h);

async function refusal(source: string, h: ExpressionHost = host(), limits = DEFAULT_LIMITS): Promise<string> {
  try {
    await evaluateExpression(parseExpression(source, limits), h, limits);
  } catch (error) {
    if (!isAppError(error)) throw error;
    expect(error.code).toBe('E_BAD_CONDITION');
    return error.messageId;
  }
  throw new Error(`${source} was accepted`);
}

describe('condition expressions', () => {
  it('evaluates arithmetic with the usual precedence', async () => {
    expect(await value('1 + 2 * 3')).toBe(7);
    expect(await value('(1 + 2) * 3')).toBe(9);
    expect(await value('10 / 4 - 1')).toBe(1.5);
    expect(await value('-2 * -3')).toBe(6);
    expect(await value('1 + 2 > 2 && !(3 < 1) || false')).toBe(true);
    expect(await value('"a" + 1 + 2')).toBe('a12');
  });

  it('compares numbers, numeric field text and ISO dates', async () => {
    expect(await value('getValStr("qty") == 12')).toBe(true);
    expect(await value('getValInt("qty") >= 12 && getValNumber("price") < 3')).toBe(true);
    expect(await value('getValStr("plannedEnd") < "2024-06-01"')).toBe(true);
    expect(await value('getValStr("category") != "MAJOR"')).toBe(true);
  });

  it('supports equals and contains on strings, lists and maps', async () => {
    expect(await value('getValStr("category").equals("CRITICAL")')).toBe(true);
    expect(await value('getValStr("category").contains("RIT")')).toBe(true);
    expect(await value('getValListBySql("select code from t").contains("B")')).toBe(true);
    expect(await value('getValMapBySql("select 1 as k").contains("k")')).toBe(true);
    expect(await value("'it\\'s'.equals(\"it's\")")).toBe(true);
  });

  it('reads empty fields as empty text or zero', async () => {
    expect(await value('getValStr("note")')).toBe('');
    expect(await value('getValInt("note")')).toBe(0);
  });

  it('answers the session functions and rounds', async () => {
    expect(await value('getCurrentUserId() + getCurrentUserName() + getFlowStartUserId()')).toBe('U0003张三U0002');
    expect(await value('getUserPost()')).toBe('P0102');
    expect(await value('getUserPost(getFlowStartUserId())')).toBe('P0101');
    expect(await value('round(2.345, 2)')).toBe(2.35);
    expect(await value('round(getValNumber("price"))')).toBe(3);
  });

  it('delegates Java conditions and SQL to the host, with parameters kept apart', async () => {
    const h = host();
    expect(await evaluateCondition('getConditionByJava("isMajor", getValStr("category"))', h)).toBe(true);
    expect(await evaluateExpression(parseExpression('getValIntBySql("select count(*) from t where a = ? and b = ?", getValStr("category"), 3)'), h)).toBe(7);
    expect(h.queries).toEqual([{ kind: 'int', sql: 'select count(*) from t where a = ? and b = ?', params: ['CRITICAL', 3] }]);
  });

  it('refuses identifiers, properties and functions outside the language', async () => {
    for (const source of ['process', 'require("fs")', 'constructor', 'this', 'globalThis.process', '__proto__', 'eval("1")', 'Function("return 1")()']) {
      expect(await refusal(source)).toMatch(/^workflow\.expr\.(unknownIdentifier|unknownFunction)$/);
    }
    expect(await refusal('getValStr("a").constructor("x")')).toBe('workflow.expr.unknownMethod');
    expect(await refusal('"x".__proto__')).toBe('workflow.expr.unknownMethod');
    expect(await refusal('"x"["constructor"]')).toBe('workflow.expr.syntax');
    expect(await refusal('a = 1')).toBe('workflow.expr.syntax');
    expect(await refusal('1 = 1')).toBe('workflow.expr.syntax');
    expect(await refusal('`x`')).toBe('workflow.expr.syntax');
    expect(await refusal('getValStr("constructor")')).toBe('workflow.expr.unknownField');
    expect(await refusal('getValStr("__proto__")')).toBe('workflow.expr.unknownField');
  });

  it('refuses bad syntax, arity and types with a clear reason', async () => {
    expect(await refusal('1 +')).toBe('workflow.expr.syntax');
    expect(await refusal('(1')).toBe('workflow.expr.syntax');
    expect(await refusal('"open')).toBe('workflow.expr.unterminatedString');
    expect(await refusal('getValStr()')).toBe('workflow.expr.arity');
    expect(await refusal('round(1, 2, 3)')).toBe('workflow.expr.arity');
    expect(await refusal('"a" - 1')).toBe('workflow.expr.type');
    expect(await refusal('1 && true')).toBe('workflow.expr.type');
    expect(await refusal('1 / 0')).toBe('workflow.expr.divideByZero');
    expect(await refusal('getValInt("category")')).toBe('workflow.expr.badNumber');
    await expect(evaluateCondition('1 + 1', host())).rejects.toMatchObject({ messageId: 'workflow.expr.notBoolean' });
  });

  it('cannot blow the stack, loop or grow without bound', async () => {
    expect(await refusal(`${'('.repeat(5000)}1${')'.repeat(5000)}`)).toBe('workflow.expr.tooLong');
    expect(await refusal(`${'('.repeat(200)}1${')'.repeat(200)}`)).toBe('workflow.expr.tooDeep');
    expect(await refusal(`${'!'.repeat(300)}true`)).toBe('workflow.expr.tooDeep');
    expect(await refusal(Array.from({ length: 600 }, () => '1').join('+'))).toBe('workflow.expr.tooLong');
    const tight = { ...DEFAULT_LIMITS, maxSteps: 50 };
    expect(await refusal(Array.from({ length: 40 }, () => '1').join('+'), host(), tight)).toBe('workflow.expr.tooManySteps');
    const calls = Array.from({ length: 20 }, () => 'getValIntBySql("select 1")').join(' + ');
    expect(await refusal(calls)).toBe('workflow.expr.tooManyCalls');
    const doubling = Array.from({ length: 12 }, () => '"' + 'x'.repeat(300) + '"').join(' + ');
    expect(await refusal(doubling, host(), { ...DEFAULT_LIMITS, maxString: 1000 })).toBe('workflow.expr.tooLong');
  });

  it('hides host failures behind a generic message', async () => {
    const failing = host({ query: async () => { throw new Error('relation "secret" does not exist'); } });
    const error = await evaluateCondition('getValStrBySql("select x from secret") == "1"', failing).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'E_BAD_CONDITION', messageId: 'workflow.expr.host', params: { name: 'getValStrBySql' } });
    expect(String((error as Error).message)).not.toContain('secret');
  });

  it('short-circuits && and || so the right side is not evaluated', async () => {
    const h = host();
    expect(await evaluateCondition('false && getValIntBySql("select 1") > 0', h)).toBe(false);
    expect(await evaluateCondition('true || getValIntBySql("select 1") > 0', h)).toBe(true);
    expect(h.queries).toHaveLength(0);
  });

  it('returns frozen trees', () => {
    const tree = parseExpression('1 + 2');
    expect(Object.isFrozen(tree)).toBe(true);
    expect(tree).toEqual({ kind: 'binary', op: '+', left: { kind: 'literal', value: 1 }, right: { kind: 'literal', value: 2 } });
  });
});
