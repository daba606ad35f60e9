/**
 * Numbering rules (FieldDef `numbering`): a pattern of literal text and tokens, e.g.
 * `QX{yyyyMMdd}{seq:3}` → QX20261125007, or `{field:ticketKind}-{yyyy}{MM}-{seq:4}` with
 * `fieldCodes` → GZP1-202611-0007 for a first-kind ticket. The server keeps one counter per
 * module, field, organisation, field texts and period (server/modules/numbering-counter.ts);
 * this file parses patterns, names periods and formats numbers, the same in the browser (the
 * designer's sample) and on the server.
 */
import type { NumberingDef, NumberingReset } from './types.ts';

export type DatePart = 'yyyy' | 'yy' | 'MM' | 'dd' | 'yyyyMMdd';

export type NumberingToken = { kind: 'text'; text: string } | { kind: 'date'; part: DatePart } | { kind: 'seq'; width: number } | { kind: 'field'; name: string };

export interface NumberingRule {
  tokens: NumberingToken[];
  reset: NumberingReset;
  /** NumberingDef.fieldCodes: the text a value of a {field:name} token writes. */
  fieldCodes: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The record values a rule's {field:name} tokens read. */
export type NumberingValues = Readonly<Record<string, unknown>>;

/** Why a pattern is refused: a message id of locales/{zh-CN,en-US}/bundle-problems.json and its params. */
export type NumberingProblem = {
  messageId: 'bundle.numbering.token' | 'bundle.numbering.brace' | 'bundle.numbering.seq' | 'bundle.numbering.reset';
  params: Record<string, string | number>;
};

const DATE_PARTS: readonly DatePart[] = ['yyyyMMdd', 'yyyy', 'yy', 'MM', 'dd'];
const MAX_SEQ_WIDTH = 9;

/** The date parts a period needs the pattern to show, or numbers of two periods could be equal. */
const PERIOD_NEEDS: Record<NumberingReset, ('year' | 'month' | 'day')[]> = {
  never: [],
  year: ['year'],
  month: ['year', 'month'],
  day: ['year', 'month', 'day'],
};

function shownParts(tokens: readonly NumberingToken[]): Set<'year' | 'month' | 'day'> {
  const shown = new Set<'year' | 'month' | 'day'>();
  for (const token of tokens) {
    if (token.kind !== 'date') continue;
    if (token.part === 'yyyyMMdd') ['year', 'month', 'day'].forEach((part) => shown.add(part as 'year'));
    else shown.add(token.part === 'MM' ? 'month' : token.part === 'dd' ? 'day' : 'year');
  }
  return shown;
}

/** The finest period the pattern shows: a pattern with {dd} starts again every day unless told otherwise. */
function defaultReset(shown: Set<'year' | 'month' | 'day'>): NumberingReset {
  if (shown.has('day') && shown.has('month') && shown.has('year')) return 'day';
  if (shown.has('month') && shown.has('year')) return 'month';
  return shown.has('year') ? 'year' : 'never';
}

function parseToken(body: string): NumberingToken | NumberingProblem {
  if ((DATE_PARTS as readonly string[]).includes(body)) return { kind: 'date', part: body as DatePart };
  const seq = /^seq:([1-9])$/.exec(body);
  if (seq) return { kind: 'seq', width: Number(seq[1]) };
  const field = /^field:([A-Za-z][A-Za-z0-9_]*)$/.exec(body);
  if (field) return { kind: 'field', name: field[1] as string };
  return { messageId: 'bundle.numbering.token', params: { token: body, max: MAX_SEQ_WIDTH } };
}

/**
 * A pattern has exactly one {seq:N} (N 1..9), only known tokens and balanced braces; its
 * reset may not be finer than the date it shows (reset per day with only {yyyy}{MM} would give
 * the same number twice in a month), while a coarser one (never, with {yyyyMMdd}) only keeps
 * counting.
 * @example parseNumbering({ pattern: 'GZP-{yyyy}{MM}-{seq:4}' }) // { rule: { reset: 'month', tokens: [...] } }
 */
export function parseNumbering(def: NumberingDef): { rule: NumberingRule } | { problem: NumberingProblem } {
  const tokens: NumberingToken[] = [];
  let text = '';
  let rest = def.pattern;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (close !== -1 && (open === -1 || close < open)) return { problem: { messageId: 'bundle.numbering.brace', params: {} } };
    if (open === -1) {
      text += rest;
      break;
    }
    text += rest.slice(0, open);
    if (close === -1) return { problem: { messageId: 'bundle.numbering.brace', params: {} } };
    const token = parseToken(rest.slice(open + 1, close));
    if ('messageId' in token) return { problem: token };
    if (text) tokens.push({ kind: 'text', text });
    text = '';
    tokens.push(token);
    rest = rest.slice(close + 1);
  }
  if (text) tokens.push({ kind: 'text', text });
  if (tokens.filter((token) => token.kind === 'seq').length !== 1) return { problem: { messageId: 'bundle.numbering.seq', params: {} } };
  const shown = shownParts(tokens);
  const reset = def.reset ?? defaultReset(shown);
  const missing = PERIOD_NEEDS[reset].filter((part) => !shown.has(part));
  if (missing.length > 0) return { problem: { messageId: 'bundle.numbering.reset', params: { reset } } };
  return { rule: { tokens, reset, fieldCodes: def.fieldCodes ?? {} } };
}

/** The fields the rule's {field:name} tokens read, in pattern order. */
export function numberingFields(rule: NumberingRule): string[] {
  return rule.tokens.flatMap((token) => (token.kind === 'field' ? [token.name] : []));
}

/** What a {field:name} token writes for a record: the value's code, else the value itself ('' when empty). */
export function numberingFieldText(rule: NumberingRule, name: string, values: NumberingValues): string {
  const value = values[name];
  const text = value === undefined || value === null ? '' : String(value);
  return rule.fieldCodes[name]?.[text] ?? text;
}

/**
 * Which counter of its period a record takes: the texts its field tokens write joined by '|'
 * ('' for a rule without them), so each ticket kind counts on its own.
 */
export function numberingCounterKey(rule: NumberingRule, values: NumberingValues): string {
  return numberingFields(rule).map((name) => numberingFieldText(rule, name, values)).join('|');
}

/** The rule of a pattern the bundle check accepted. */
export function numberingRule(def: NumberingDef): NumberingRule {
  const parsed = parseNumbering(def);
  if ('problem' in parsed) throw new Error(`numbering pattern ${def.pattern}: ${parsed.problem.messageId}`);
  return parsed.rule;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Date parts in the clock's local time: a number shows the day the people who use it live in. */
function dateText(part: DatePart, date: Date): string {
  const [year, month, day] = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  switch (part) {
    case 'yyyy':
      return pad(year, 4);
    case 'yy':
      return pad(year % 100, 2);
    case 'MM':
      return pad(month, 2);
    case 'dd':
      return pad(day, 2);
    case 'yyyyMMdd':
      return `${pad(year, 4)}${pad(month, 2)}${pad(day, 2)}`;
  }
}

/** The counter's period for a date: '20261125', '202611', '2026' or '' (never reset). */
export function numberingPeriod(rule: NumberingRule, date: Date): string {
  switch (rule.reset) {
    case 'day':
      return dateText('yyyyMMdd', date);
    case 'month':
      return `${dateText('yyyy', date)}${dateText('MM', date)}`;
    case 'year':
      return dateText('yyyy', date);
    case 'never':
      return '';
  }
}

function tokenText(rule: NumberingRule, token: NumberingToken, date: Date, seq: number, values: NumberingValues): string {
  switch (token.kind) {
    case 'text':
      return token.text;
    case 'date':
      return dateText(token.part, date);
    case 'seq':
      return pad(seq, token.width);
    case 'field':
      return numberingFieldText(rule, token.name, values);
  }
}

/** The number for a date, sequence value and the record's values; a sequence past its width keeps all its digits. */
export function formatNumber(rule: NumberingRule, date: Date, seq: number, values: NumberingValues = {}): string {
  return rule.tokens.map((token) => tokenText(rule, token, date, seq, values)).join('');
}

/** The shortest number the rule makes, for the field's maxLength: a field token counts its shortest code (0 without codes). */
export function numberingMinLength(rule: NumberingRule): number {
  const sample = new Date(2000, 0, 1);
  return rule.tokens.reduce((length, token) => {
    if (token.kind !== 'field') return length + tokenText(rule, token, sample, 1, {}).length;
    const codes = Object.values(rule.fieldCodes[token.name] ?? {});
    return length + (codes.length === 0 ? 0 : Math.min(...codes.map((code) => code.length)));
  }, 0);
}

/** Date parts fixed within one period: the others may differ between numbers of one counter. */
function fixedInPeriod(part: DatePart, reset: NumberingReset): boolean {
  const needs = PERIOD_NEEDS[reset];
  if (part === 'yyyyMMdd') return needs.length === 3;
  return needs.includes(part === 'MM' ? 'month' : part === 'dd' ? 'day' : 'year');
}

/** Literal text as a regular expression (POSIX ARE and JavaScript alike): every non-alphanumeric escaped. */
const escapeText = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, (char) => `\\${char}`);

/**
 * A regular expression matching the numbers of one counter's period, its only group the
 * sequence digits: the server reads the highest one already stored (seeded or typed in) so a
 * new counter starts after it.
 * @example numberingSeqRegex(rule('QX{yyyyMMdd}{seq:3}'), 25 Nov 2026) // '^QX20261125([0-9]+)$'
 */
export function numberingSeqRegex(rule: NumberingRule, date: Date, values: NumberingValues = {}): string {
  const parts = rule.tokens.map((token) => {
    if (token.kind === 'text') return escapeText(token.text);
    if (token.kind === 'field') return escapeText(numberingFieldText(rule, token.name, values));
    if (token.kind === 'seq') return '([0-9]+)';
    const text = dateText(token.part, date);
    return fixedInPeriod(token.part, rule.reset) ? text : `[0-9]{${text.length}}`;
  });
  return `^${parts.join('')}$`;
}
