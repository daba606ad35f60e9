/**
 * Text the expression builder inserts. It only writes text: the server parses and evaluates
 * the condition (runtime/workflow/expression), nothing here runs it.
 */
import { FUNCTIONS } from '../../../../runtime/workflow/expression/functions.ts';

/** Spec 02 §9: field name, Java class and SQL inputs take at most 64 characters. */
export const PARAM_MAX_LENGTH = 64;

/** The operator list of spec 02 §3, in the picker's order. */
export const OPERATORS: readonly string[] = ['+', '-', '*', '/', '(', ')', '>', '<', '>=', '<=', '==', '!=', '!', '.equals()', '.contains()', '&&', '||'];

const BINARY: ReadonlySet<string> = new Set(['+', '-', '*', '/', '>', '<', '>=', '<=', '==', '!=', '&&', '||']);

/** The text an operator inserts: binary operators get a space on each side, to read like the examples. */
export function operatorText(operator: string): string {
  return BINARY.has(operator) ? ` ${operator} ` : operator;
}

/** Built-in function names in the spec's order (spec 02 §9). */
export const BUILTIN_NAMES: readonly string[] = [...FUNCTIONS.keys()];

/** Parameters beyond the required ones the picker offers for variadic functions (SQL arguments, Java arguments). */
const EXTRA_PARAMS = 2;

/** How many parameter inputs a function gets: its required ones plus a few optional. */
export function paramSlots(name: string): { required: number; total: number } {
  const signature = FUNCTIONS.get(name);
  if (!signature) return { required: 0, total: 0 };
  return { required: signature.min, total: Math.min(signature.max, signature.min + EXTRA_PARAMS) };
}

/** Wraps a parameter in double quotes unless it already is (spec 02 §5), escaping quotes inside. */
export function quoteParam(param: string): string {
  const text = param.trim();
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) return text;
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The call text of a function: empty optional parameters at the end are left out, every
 * other one is quoted.
 * @example functionCall('getValStr', ['category']) === 'getValStr("category")'
 */
export function functionCall(name: string, params: readonly string[]): string {
  const given = [...params];
  while (given.length > 0 && (given.at(-1) ?? '').trim() === '') given.pop();
  return `${name}(${given.map(quoteParam).join(', ')})`;
}

/**
 * Inserts `text` into `value` over the selection [start, end): returns the new value and
 * the caret after the insertion. Method operators put the caret inside their parentheses.
 */
export function insertAt(value: string, start: number, end: number, text: string): { value: string; caret: number } {
  const next = value.slice(0, start) + text + value.slice(end);
  const caret = start + (text.endsWith('()') && text.startsWith('.') ? text.length - 1 : text.length);
  return { value: next, caret };
}
