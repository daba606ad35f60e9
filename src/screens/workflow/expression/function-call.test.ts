import { describe, expect, it } from 'vitest';
import { BUILTIN_NAMES, functionCall, insertAt, operatorText, OPERATORS, paramSlots, quoteParam } from './function-call.ts';

describe('expression builder text', () => {
  it('quotes parameters that lack quotes and keeps quoted ones', () => {
    expect(quoteParam('category')).toBe('"category"');
    expect(quoteParam('"category"')).toBe('"category"');
    expect(quoteParam('say "hi"')).toBe('"say \\"hi\\""');
    expect(functionCall('getValStr', ['category'])).toBe('getValStr("category")');
    expect(functionCall('getValStrBySql', ['select name from t where id = ?', 'getCurrentUserId', ''])).toBe('getValStrBySql("select name from t where id = ?", "getCurrentUserId")');
    expect(functionCall('getCurrentUserId', [])).toBe('getCurrentUserId()');
  });

  it('offers the spec operators and built-ins', () => {
    expect(OPERATORS).toEqual(['+', '-', '*', '/', '(', ')', '>', '<', '>=', '<=', '==', '!=', '!', '.equals()', '.contains()', '&&', '||']);
    expect(BUILTIN_NAMES[0]).toBe('getValStr');
    expect(BUILTIN_NAMES.at(-1)).toBe('getValMapBySql');
    expect(paramSlots('getValStr')).toEqual({ required: 1, total: 1 });
    expect(paramSlots('getValListBySql')).toEqual({ required: 1, total: 3 });
    expect(paramSlots('getCurrentUserId')).toEqual({ required: 0, total: 0 });
    expect(operatorText('==')).toBe(' == ');
    expect(operatorText('(')).toBe('(');
    expect(operatorText('.equals()')).toBe('.equals()');
  });

  it('inserts at the caret, inside the parentheses of a method', () => {
    expect(insertAt('ab', 1, 1, ' == ')).toEqual({ value: 'a == b', caret: 5 });
    expect(insertAt('x', 1, 1, '.equals()')).toEqual({ value: 'x.equals()', caret: 9 });
    expect(insertAt('abc', 0, 3, '1')).toEqual({ value: '1', caret: 1 });
  });
});
