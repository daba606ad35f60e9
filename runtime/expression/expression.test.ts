import { describe, expect, it } from 'vitest';
import { parseExpression } from '../workflow/expression/parse.ts';
import { compileExpression, type CompiledExpression, type ExpressionEnv } from './compile-expression.ts';
import { evaluateCondition, evaluateExpression } from './evaluate.ts';
import { NO_SESSION, type ExpressionScope } from './scope.ts';
import { renameFieldInExpression } from './rename-field.ts';
import { decimalArithmetic, roundTo } from './decimal.ts';

const env: ExpressionEnv = {
  fields: new Map([
    ['quantity', 'decimal'],
    ['unitPrice', 'number'],
    ['seats', 'int'],
    ['name', 'text'],
    ['start', 'datetime'],
    ['end', 'datetime'],
    ['day', 'date'],
    ['done', 'boolean'],
    ['members', 'reference'],
  ]),
  children: new Map([['crew', undefined]]),
};

function compiled(source: string, kind: 'condition' | 'value' = 'value'): CompiledExpression {
  const result = compileExpression(source, env, kind === 'condition' ? { kind } : { kind, fieldType: 'text' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.expression;
}

const scope = (values: Record<string, unknown>, extra: Partial<ExpressionScope> = {}): ExpressionScope => ({
  values,
  session: { ...NO_SESSION, userId: 'u1', userName: 'li', employeeId: 'e1', deptNo: 'd1', teamNo: '', orgNo: 'o1', stationNo: 'o1' },
  now: new Date(2026, 10, 25, 9, 5, 7),
  ...extra,
});

const run = (source: string, values: Record<string, unknown> = {}, extra: Partial<ExpressionScope> = {}) => evaluateExpression(compiled(source), scope(values, extra));

describe('bundle expressions: reading fields', () => {
  it('reads bare field names as typed values, whatever form they arrive in', () => {
    expect(run('quantity * unitPrice', { quantity: '2.50', unitPrice: 4 })).toBe(10);
    expect(run('quantity * unitPrice', { quantity: 2.5, unitPrice: '4' })).toBe(10);
    expect(run('seats + 1', { seats: '7' })).toBe(8);
    expect(run('name + "!"', { name: 'A' })).toBe('A!');
  });

  it('lists the fields, child lists and parent it reads', () => {
    const expression = compiled("quantity * unitPrice + count('crew') + parent('x') * 0 + quantity");
    expect(expression.reads).toEqual(['quantity', 'unitPrice']);
    expect(expression.childReads).toEqual(['crew']);
    expect(expression.readsParent).toBe(true);
  });

  it('leaves workflow conditions as they were: no bare names, no bundle functions', () => {
    expect(() => parseExpression('quantity > 1')).toThrow(expect.objectContaining({ messageId: 'workflow.expr.unknownIdentifier' }));
    expect(() => parseExpression('now() > 1')).toThrow(expect.objectContaining({ messageId: 'workflow.expr.unknownFunction' }));
  });
});

describe('bundle expressions: empty values', () => {
  it('propagates empty through arithmetic and comparisons, joins text with empty as nothing', () => {
    expect(run('quantity * unitPrice', { quantity: '', unitPrice: 3 })).toBeNull();
    expect(run('seats - 1', { seats: null })).toBeNull();
    expect(run('name + "-" + seats', { name: null, seats: 3 })).toBe('-3');
    expect(evaluateExpression(compiled('seats > 1', 'condition'), scope({}))).toBeNull();
  });

  it('reads empty as false in conditions and compares empty only equal to empty', () => {
    expect(evaluateCondition(compiled('seats > 1', 'condition'), scope({}))).toBe(false);
    expect(evaluateCondition(compiled('!(seats > 1)', 'condition'), scope({}))).toBe(true);
    expect(run('name == ""', { name: '' })).toBe(false);
    expect(run('isEmpty(name)', { name: '  ' })).toBe(true);
    expect(run('isEmpty(seats)', { seats: 0 })).toBe(false);
    expect(run('ifEmpty(seats, 5)', {})).toBe(5);
  });

  it('answers empty for a division by zero or an unreadable value', () => {
    expect(run('quantity / seats', { quantity: 1, seats: 0 })).toBeNull();
    expect(run('quantity * 2', { quantity: '1.2.3' })).toBeNull();
  });
});

describe('bundle expressions: functions', () => {
  it('answers time, the session and differences between dates', () => {
    expect(run('now()')).toBe('2026-11-25 09:05:07');
    expect(run('today()')).toBe('2026-11-25');
    expect(run('daysBetween(day, today())', { day: '2026-11-20' })).toBe(5);
    expect(run('addMonths(day, 12)', { day: '2025-11-20' })).toBe('2026-11-20');
    expect(run('addMonths(day, 1)', { day: '2026-01-31' })).toBe('2026-02-28');
    expect(run('addMonths(day, seats)', { day: '2026-11-20', seats: -11 })).toBe('2025-12-20');
    expect(run('addMonths(day, seats)', { day: '', seats: 6 })).toBeNull();
    expect(run('hoursBetween(start, end)', { start: '2026-01-01 08:00', end: '2026-01-01 10:30:00' })).toBe(2.5);
    expect(run('minutesBetween(start, end)', { start: '2026-03-29 01:00:00', end: '2026-03-29 03:00:00' })).toBe(120);
    expect(run('hoursBetween(start, end)', { start: '', end: '2026-01-01 10:30:00' })).toBeNull();
    expect([run('currentUser()'), run('currentUserName()'), run('currentEmployee()'), run('currentDept()'), run('currentOrg()'), run('currentStation()')]).toEqual(['u1', 'li', 'e1', 'd1', 'o1', 'o1']);
    expect(run('currentTeam()')).toBeNull();
  });

  it('aggregates child rows and reads the parent', () => {
    const children = { crew: [{ hours: '1.5', name: 'b' }, { hours: 2, name: 'a' }, { hours: '', name: 'c' }] };
    expect(run("count('crew')", {}, { children })).toBe(3);
    expect(run("sum('crew', 'hours')", {}, { children })).toBe(3.5);
    expect(run("min('crew', 'hours')", {}, { children })).toBe(1.5);
    expect(run("max('crew', 'name')", {}, { children })).toBe('c');
    expect(run("sum('crew', 'hours')", {}, {})).toBe(0);
    expect(run("max('crew', 'hours')", {}, {})).toBeNull();
    expect(run("parent('code') + '-1'", {}, { parent: { code: 'QX1' } })).toBe('QX1-1');
  });

  it('counts the records a multi-reference names', () => {
    expect(run('itemCount(members)', { members: 'E102,E104,E105' })).toBe(3);
    expect(run('itemCount(members)', { members: ['E102', 'E104'] })).toBe(2);
    expect(run('itemCount(members)', { members: 'E102' })).toBe(1);
    expect(run('itemCount(members)', { members: '' })).toBe(0);
    expect(run('itemCount(members)', {})).toBe(0);
  });

  it('chooses with if and rounds half away from zero', () => {
    expect(run('if(seats > 4, "big", "small")', { seats: 5 })).toBe('big');
    expect(run('if(seats > 4, "big", "small")', {})).toBe('small');
    expect(run('round(quantity, 2)', { quantity: 1.005 })).toBe(1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(1e-7, 2)).toBe(0);
    expect(roundTo(101876492415.6146, 2)).toBe(101876492415.61);
  });

  it('adds, subtracts and multiplies decimals exactly', () => {
    expect(decimalArithmetic('*', 90156187978.42, 1.13)).toBe(101876492415.6146);
    expect(decimalArithmetic('+', 0.1, 0.2)).toBe(0.3);
    expect(decimalArithmetic('-', 1.1, 1.3)).toBe(-0.2);
    expect(decimalArithmetic('*', 1e-7, 3)).toBeCloseTo(3e-7, 20);
    expect(run('quantity * unitPrice', { quantity: '0.1', unitPrice: 3 })).toBe(0.3);
  });
});

describe('bundle expressions: static check', () => {
  const problems = (source: string, expected: Parameters<typeof compileExpression>[2] = { kind: 'value', fieldType: 'decimal' }) => {
    const result = compileExpression(source, env, expected);
    return result.ok ? [] : result.problems.map((problem) => [problem.messageId, problem.position]);
  };

  it('places each problem at its character', () => {
    expect(problems('quantity * nme')).toEqual([['bundle.expr.unknownField', 12]]);
    expect(problems('quantity * name')).toEqual([['bundle.expr.type', 10]]);
    expect(problems('seats + done')).toEqual([['bundle.expr.type', 7]]);
    expect(problems('daysBetween(seats, day)')).toEqual([['bundle.expr.argType', 13]]);
    expect(problems('daysBetween(day)')).toEqual([['bundle.expr.arity', 1]]);
    expect(problems("count('trips')")).toEqual([['bundle.expr.unknownChild', 7]]);
    expect(problems('count(name)')).toEqual([['bundle.expr.nameArg', 7]]);
    expect(problems('quantity *')).toEqual([['bundle.expr.syntax', 11]]);
  });

  it('checks what the expression must answer', () => {
    expect(problems('seats + 1', { kind: 'condition' })).toEqual([['bundle.expr.notBoolean', 7]]);
    expect(problems('day > "2026-01-01" && !done', { kind: 'condition' })).toEqual([]);
    expect(problems('name', { kind: 'value', fieldType: 'int' })).toEqual([['bundle.expr.resultType', 1]]);
    expect(problems('now()', { kind: 'value', fieldType: 'date' })).toEqual([]);
    expect(problems("parent('x')", { kind: 'value', fieldType: 'int' })).toEqual([]);
  });
});

describe('renaming a field inside an expression', () => {
  it('renames bare reads only', () => {
    expect(renameFieldInExpression("qty * qty + sum('crew', 'qty') + qty.length", 'qty', 'quantity')).toBe("quantity * quantity + sum('crew', 'qty') + quantity.length");
    expect(renameFieldInExpression('count(x) + count', 'count', 'n')).toBe('count(x) + n');
  });
});
