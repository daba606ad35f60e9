/**
 * The functions of bundle expressions (the workflow's spec functions stay with workflow models).
 * Each has its argument count for the parser, a typing rule for the checker and a synchronous
 * implementation: expressions run on every keystroke in the browser and inside a save.
 */
import type { FunctionSignature } from '../workflow/expression/functions.ts';
import { addMonths, daysBetween, localDateTime, minutesBetween } from './dates.ts';
import type { ExpressionScope, RecordValues } from './scope.ts';
import { parseNumber } from '../rules/value-parsers.ts';
import { roundTo } from './decimal.ts';
import type { ExprType, ExprValue } from './values.ts';

/** What a function's arguments must be: a type, several, or a quoted name (of a field, a child module). */
export type ArgRule = readonly ExprType[] | 'name';

export interface BundleFunction extends FunctionSignature {
  args: readonly ArgRule[];
  /** The result type from the argument types. */
  result: (args: readonly ExprType[]) => ExprType;
  run: (args: readonly ExprValue[], scope: ExpressionScope) => ExprValue;
}

const TEMPORAL: readonly ExprType[] = ['date', 'datetime', 'text'];
const NUMBER: readonly ExprType[] = ['number'];
const ANY: readonly ExprType[] = ['text', 'number', 'boolean', 'date', 'datetime'];
const BOOLEAN: readonly ExprType[] = ['boolean'];

const fixed = (type: ExprType) => () => type;
const textOrNull = (value: string) => (value === '' ? null : value);

function session(read: (scope: ExpressionScope) => string): BundleFunction {
  return { min: 0, max: 0, args: [], result: fixed('text'), run: (_args, scope) => textOrNull(read(scope)) };
}

function between(unit: number): BundleFunction {
  return {
    min: 2,
    max: 2,
    args: [TEMPORAL, TEMPORAL],
    result: fixed('number'),
    run: ([a, b]) => {
      if (typeof a !== 'string' || typeof b !== 'string') return null;
      const minutes = minutesBetween(a, b);
      return minutes === null ? null : minutes / unit;
    },
  };
}

/** A value as a plain row holds it: numbers and booleans as they are, blank text as null. */
function rawValue(raw: unknown): ExprValue {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'number' || typeof raw === 'boolean') return raw;
  const text = String(raw);
  return text.trim() === '' ? null : text;
}

function childValues(scope: ExpressionScope, child: ExprValue, field: ExprValue): ExprValue[] {
  const rows: readonly RecordValues[] = scope.children?.[String(child)] ?? [];
  return rows.map((row) => rawValue(row[String(field)])).filter((value) => value !== null);
}

/** Numbers when every value reads as one, else texts (dates and datetimes order right as text). */
function extreme(direction: 1 | -1): BundleFunction {
  return {
    min: 2,
    max: 2,
    args: ['name', 'name'],
    result: fixed('any'),
    run: ([child, field], scope) => {
      const values = childValues(scope, child ?? null, field ?? null);
      const numbers = values.map((value) => (typeof value === 'number' ? value : parseNumber(String(value).trim())));
      if (numbers.every((value) => value !== null)) {
        return numbers.reduce<number | null>((best, value) => (best === null || (value - best) * direction > 0 ? value : best), null);
      }
      const texts = values.map(String);
      return texts.reduce<string | null>((best, value) => (best === null || (value > best ? 1 : -1) * direction > 0 ? value : best), null);
    },
  };
}

/** Both branches' type when they agree (an empty value fits any), else unknown until run. */
function unify(a: ExprType, b: ExprType): ExprType {
  return a === b ? a : 'any';
}

export const BUNDLE_FUNCTIONS: ReadonlyMap<string, BundleFunction> = new Map<string, BundleFunction>([
  ['now', { min: 0, max: 0, args: [], result: fixed('datetime'), run: (_args, scope) => localDateTime(scope.now) }],
  ['today', { min: 0, max: 0, args: [], result: fixed('date'), run: (_args, scope) => localDateTime(scope.now).slice(0, 10) }],
  [
    'daysBetween',
    {
      min: 2,
      max: 2,
      args: [TEMPORAL, TEMPORAL],
      result: fixed('number'),
      run: ([a, b]) => (typeof a === 'string' && typeof b === 'string' ? daysBetween(a, b) : null),
    },
  ],
  [
    'addMonths',
    {
      min: 2,
      max: 2,
      args: [TEMPORAL, NUMBER],
      result: fixed('date'),
      run: ([day, months]) => (typeof day === 'string' && typeof months === 'number' ? addMonths(day, months) : null),
    },
  ],
  ['hoursBetween', between(60)],
  ['minutesBetween', between(1)],
  ['currentUser', session((scope) => scope.session.userId)],
  ['currentUserName', session((scope) => scope.session.userName)],
  ['currentEmployee', session((scope) => scope.session.employeeId)],
  ['currentDept', session((scope) => scope.session.deptNo)],
  ['currentTeam', session((scope) => scope.session.teamNo)],
  ['currentOrg', session((scope) => scope.session.orgNo)],
  ['currentStation', session((scope) => scope.session.stationNo)],
  ['parent', { min: 1, max: 1, args: ['name'], result: fixed('any'), run: ([field], scope) => rawValue(scope.parent?.[String(field)]) }],
  ['count', { min: 1, max: 1, args: ['name'], result: fixed('number'), run: ([child], scope) => scope.children?.[String(child)]?.length ?? 0 }],
  // A multi-reference holds its keys joined by ',' (crew members): how many it names.
  ['itemCount', { min: 1, max: 1, args: [['text']], result: fixed('number'), run: ([items]) => (typeof items === 'string' ? items.split(',').filter((item) => item.trim() !== '').length : 0) }],
  [
    'sum',
    {
      min: 2,
      max: 2,
      args: ['name', 'name'],
      result: fixed('number'),
      // Rows without a number add nothing; an empty list sums to 0.
      run: ([child, field], scope) =>
        childValues(scope, child ?? null, field ?? null).reduce<number>((total, value) => total + ((typeof value === 'number' ? value : parseNumber(String(value).trim())) ?? 0), 0),
    },
  ],
  ['min', extreme(-1)],
  ['max', extreme(1)],
  ['isEmpty', { min: 1, max: 1, args: [ANY], result: fixed('boolean'), run: ([value]) => value === null || value === undefined }],
  ['ifEmpty', { min: 2, max: 2, args: [ANY, ANY], result: ([a, b]) => unify(a ?? 'any', b ?? 'any'), run: ([value, fallback]) => value ?? fallback ?? null }],
  ['if', { min: 3, max: 3, args: [BOOLEAN, ANY, ANY], result: ([, a, b]) => unify(a ?? 'any', b ?? 'any'), run: ([test, a, b]) => (test === true ? (a ?? null) : (b ?? null)) }],
  [
    'round',
    {
      min: 1,
      max: 2,
      args: [NUMBER, NUMBER],
      result: fixed('number'),
      run: ([value, digits]) => {
        if (typeof value !== 'number') return null;
        const places = typeof digits === 'number' ? Math.min(10, Math.max(0, Math.trunc(digits))) : 0;
        return roundTo(value, places);
      },
    },
  ],
]);
