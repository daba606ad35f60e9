import type { BinaryOperator } from './ast.ts';
import { expressionError } from './expression-error.ts';
import { asNumber, asText, isScalar, typeName, type Value } from './values.ts';
import type { ExpressionLimits } from './limits.ts';

function finite(value: number): number {
  if (!Number.isFinite(value)) throw expressionError('notFinite');
  return value;
}

function numbers(op: string, left: Value, right: Value): [number, number] {
  const a = asNumber(left);
  const b = asNumber(right);
  if (a === undefined || b === undefined) throw expressionError('type', { operator: op, left: typeName(left), right: typeName(right) });
  return [a, b];
}

/**
 * == and != : numbers (or strings spelling numbers, as record fields read) compare as
 * numbers, other scalars by their text; lists and maps are not comparable.
 */
function looseEquals(left: Value, right: Value): boolean {
  if (!isScalar(left) || !isScalar(right)) throw expressionError('type', { operator: '==', left: typeName(left), right: typeName(right) });
  const a = asNumber(left);
  const b = asNumber(right);
  if (a !== undefined && b !== undefined && (typeof left === 'number' || typeof right === 'number')) return a === b;
  return asText(left) === asText(right);
}

/** < > <= >= : numerically when both read as numbers, else two strings in text order (ISO dates compare right). */
function compare(op: string, left: Value, right: Value): number {
  const a = asNumber(left);
  const b = asNumber(right);
  if (a !== undefined && b !== undefined) return a - b;
  if (typeof left === 'string' && typeof right === 'string') return left < right ? -1 : left > right ? 1 : 0;
  throw expressionError('type', { operator: op, left: typeName(left), right: typeName(right) });
}

/** The value of `left op right` for the non-logical binary operators. */
export function applyBinary(op: BinaryOperator, left: Value, right: Value, limits: ExpressionLimits): Value {
  switch (op) {
    case '+': {
      if (typeof left === 'number' && typeof right === 'number') return finite(left + right);
      if (!isScalar(left) || !isScalar(right) || (typeof left !== 'string' && typeof right !== 'string')) {
        throw expressionError('type', { operator: op, left: typeName(left), right: typeName(right) });
      }
      const text = asText(left) + asText(right);
      if (text.length > limits.maxString) throw expressionError('tooLong', { max: limits.maxString });
      return text;
    }
    case '-': {
      const [a, b] = numbers(op, left, right);
      return finite(a - b);
    }
    case '*': {
      const [a, b] = numbers(op, left, right);
      return finite(a * b);
    }
    case '/': {
      const [a, b] = numbers(op, left, right);
      if (b === 0) throw expressionError('divideByZero');
      return finite(a / b);
    }
    case '==':
      return looseEquals(left, right);
    case '!=':
      return !looseEquals(left, right);
    case '<':
      return compare(op, left, right) < 0;
    case '>':
      return compare(op, left, right) > 0;
    case '<=':
      return compare(op, left, right) <= 0;
    case '>=':
      return compare(op, left, right) >= 0;
  }
}

/** Java's String.equals on scalars: same text. */
export function methodEquals(target: Value, arg: Value): boolean {
  if (!isScalar(target) || !isScalar(arg)) throw expressionError('type', { operator: 'equals', left: typeName(target), right: typeName(arg) });
  return asText(target) === asText(arg);
}

/** Substring of a string, member of a list, key of a map. */
export function methodContains(target: Value, arg: Value): boolean {
  if (typeof target === 'string' && isScalar(arg)) return target.includes(asText(arg));
  if (Array.isArray(target)) return target.some((item: Value) => isScalar(item) && isScalar(arg) && looseEquals(item, arg));
  if (target instanceof Map && isScalar(arg)) return target.has(asText(arg));
  throw expressionError('type', { operator: 'contains', left: typeName(target), right: typeName(arg) });
}
