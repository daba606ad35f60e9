import { expressionError } from './expression-error.ts';
import type { ExpressionLimits } from './limits.ts';

export type TokenKind = 'number' | 'string' | 'ident' | 'op' | 'end';

export interface Token {
  kind: TokenKind;
  /** Operator or identifier text; the decoded value of a string; the digits of a number. */
  text: string;
  /** 0-based offset in the source, for messages. */
  pos: number;
}

/** Longest first, so '>=' is not read as '>' then '='. */
const OPERATORS = ['&&', '||', '==', '!=', '>=', '<=', '+', '-', '*', '/', '(', ')', '>', '<', '!', ',', '.'];
const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', '\\': '\\', '"': '"', "'": "'" };
const IDENT_START = /[A-Za-z_]/;
const IDENT_PART = /[A-Za-z0-9_]/;
const DIGIT = /[0-9]/;

function readString(source: string, start: number): { text: string; next: number } {
  const quote = source[start];
  let text = '';
  for (let i = start + 1; i < source.length; i++) {
    const ch = source[i] as string;
    if (ch === quote) return { text, next: i + 1 };
    if (ch === '\\') {
      const escaped = ESCAPES[source[i + 1] ?? ''];
      if (escaped === undefined) throw expressionError('syntax', { position: i + 1, found: source.slice(i, i + 2) });
      text += escaped;
      i++;
    } else {
      text += ch;
    }
  }
  throw expressionError('unterminatedString', { position: start + 1 });
}

function readNumber(source: string, start: number): { text: string; next: number } {
  let i = start;
  while (i < source.length && DIGIT.test(source[i] as string)) i++;
  if (source[i] === '.' && DIGIT.test(source[i + 1] ?? '')) {
    i++;
    while (i < source.length && DIGIT.test(source[i] as string)) i++;
  }
  return { text: source.slice(start, i), next: i };
}

/**
 * Splits an expression into tokens (strings in single or double quotes with backslash
 * escapes, decimal numbers, identifiers, the operators of spec 02 §3 'Operator list').
 * @throws AppError E_BAD_CONDITION (workflow.expr.*) on a character outside the language or a limit.
 */
export function tokenize(source: string, limits: ExpressionLimits): Token[] {
  if (source.length > limits.maxSource) throw expressionError('tooLong', { max: limits.maxSource });
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (tokens.length >= limits.maxTokens) throw expressionError('tooLong', { max: limits.maxSource });
    if (ch === '"' || ch === "'") {
      const { text, next } = readString(source, i);
      tokens.push({ kind: 'string', text, pos: i });
      i = next;
    } else if (DIGIT.test(ch)) {
      const { text, next } = readNumber(source, i);
      tokens.push({ kind: 'number', text, pos: i });
      i = next;
    } else if (IDENT_START.test(ch)) {
      let end = i + 1;
      while (end < source.length && IDENT_PART.test(source[end] as string)) end++;
      tokens.push({ kind: 'ident', text: source.slice(i, end), pos: i });
      i = end;
    } else {
      const op = OPERATORS.find((candidate) => source.startsWith(candidate, i));
      if (!op) throw expressionError('syntax', { position: i + 1, found: ch });
      tokens.push({ kind: 'op', text: op, pos: i });
      i += op.length;
    }
  }
  tokens.push({ kind: 'end', text: '', pos: source.length });
  return tokens;
}
