/**
 * The search condition wire format of spec 01 §3: `field + code + value` items joined by `|`,
 * e.g. `plateNo:@京A|vehicleType:S_INSUV,VAN|purchaseDate:D_B2024-01-01`.
 *
 * Two escaping layers, each with one job:
 * - item layer (this file's parse/serialize): `\|` is a literal `|`, `\\` a literal `\`;
 * - in-list layer (`:S_IN` values only, see splitInValues/joinInValues): values are joined by `,`,
 *   `\,` is a literal comma and `\\` a literal backslash.
 * parseCondition keeps `\,` as is so the in-list layer can read it, which also lets hand-written
 * conditions such as `name:S_INa\,b|c` work.
 */
import { AppError } from '../errors.ts';
import type { CompiledSearch } from '../bundle/compiled-types.ts';

export type ConditionCode = ':@' | ':S_E' | ':S_IN' | ':D_S' | ':D_B' | ':N_B' | ':N_S';

export type ConditionItem = { field: string; code: ConditionCode; value: string };

export const CONDITION_CODES: readonly ConditionCode[] = [':@', ':S_E', ':S_IN', ':D_S', ':D_B', ':N_B', ':N_S'];

const FIELD_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

function badCondition(condition: string): AppError {
  return new AppError('E_BAD_CONDITION', { condition });
}

/** Escapes `\` and `|` so a value cannot end its item early. */
function escapeValue(value: string): string {
  return value.replace(/[\\|]/g, (ch) => `\\${ch}`);
}

/** Splits on `|` not preceded by an escaping backslash; escapes stay in the pieces. */
function splitItems(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') {
      const next = text[i + 1];
      if (next === undefined) throw badCondition(text);
      current += ch + next;
      i++;
    } else if (ch === '|') {
      pieces.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  pieces.push(current);
  return pieces;
}

function unescapeValue(raw: string, condition: string): string {
  let value = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (ch !== '\\') {
      value += ch;
      continue;
    }
    const next = raw[i + 1];
    if (next === '|' || next === '\\') value += next;
    else if (next === ',') value += '\\,';
    else throw badCondition(condition);
    i++;
  }
  return value;
}

function parseItem(piece: string, condition: string): ConditionItem {
  const colon = piece.indexOf(':');
  if (colon < 0) throw badCondition(condition);
  const field = piece.slice(0, colon);
  if (!FIELD_PATTERN.test(field)) throw badCondition(condition);
  const rest = piece.slice(colon);
  // ':S_IN' and ':S_E' share no prefix beyond ':S_', so the first match is the only one.
  const code = CONDITION_CODES.find((c) => rest.startsWith(c));
  if (!code) throw badCondition(condition);
  return { field, code, value: unescapeValue(rest.slice(code.length), condition) };
}

/**
 * Reads a condition string. Empty items (a trailing `|`) are skipped.
 * @throws AppError E_BAD_CONDITION for a bad field name, an unknown code or a dangling escape.
 * @example parseCondition('name:@a\\|b') // [{ field: 'name', code: ':@', value: 'a|b' }]
 */
export function parseCondition(text: string): ConditionItem[] {
  if (text.trim() === '') return [];
  return splitItems(text)
    .filter((piece) => piece.trim() !== '')
    .map((piece) => parseItem(piece, text));
}

/** Writes items in the wire form; parseCondition(serializeCondition(items)) gives the items back. */
export function serializeCondition(items: readonly ConditionItem[]): string {
  return items
    .map((item) => {
      if (!FIELD_PATTERN.test(item.field)) throw badCondition(item.field);
      return item.field + item.code + escapeValue(item.value);
    })
    .join('|');
}

/** Joins in-list values for a `:S_IN` item, escaping `\` and `,`. */
export function joinInValues(values: readonly string[]): string {
  return values.map((v) => v.replace(/[\\,]/g, (ch) => `\\${ch}`)).join(',');
}

/** Splits a `:S_IN` value on unescaped commas and removes the in-list escapes. */
export function splitInValues(value: string): string[] {
  const values: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '\\' && i + 1 < value.length) {
      current += value[i + 1];
      i++;
    } else if (ch === ',') {
      values.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  values.push(current);
  return values;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function scalarText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : String(value);
}

/** A range value from the search panel: `[lower, upper]`, either end may be empty. */
function rangeItems(field: string, value: unknown, lowerCode: ConditionCode, upperCode: ConditionCode): ConditionItem[] {
  if (!Array.isArray(value)) return isBlank(value) ? [] : [{ field, code: lowerCode, value: scalarText(value) }];
  const [lower, upper] = value as unknown[];
  const items: ConditionItem[] = [];
  if (!isBlank(lower)) items.push({ field, code: lowerCode, value: scalarText(lower) });
  if (!isBlank(upper)) items.push({ field, code: upperCode, value: scalarText(upper) });
  return items;
}

/** `in` takes an array, or a comma list as checkbox widgets hold it (dictionary values have no commas). */
function inItems(field: string, value: unknown): ConditionItem[] {
  const values = (Array.isArray(value) ? (value as unknown[]) : String(value).split(','))
    .filter((v) => !isBlank(v))
    .map(scalarText);
  return values.length ? [{ field, code: ':S_IN', value: joinInValues(values) }] : [];
}

/**
 * Turns the search panel's values (keyed by search field) into condition items; empty values are
 * left out. dateRange and numberRange values are `[lower, upper]` pairs.
 * @example conditionFromSearch(module.searches, { purchaseDate: ['2024-01-01', ''] })
 *   // [{ field: 'purchaseDate', code: ':D_B', value: '2024-01-01' }]
 */
export function conditionFromSearch(searches: readonly CompiledSearch[], values: Record<string, unknown>): ConditionItem[] {
  return searches.flatMap((search): ConditionItem[] => {
    const value = values[search.field];
    if (isBlank(value) || (Array.isArray(value) && value.every(isBlank))) return [];
    switch (search.operator) {
      case 'dateRange':
        return rangeItems(search.field, value, ':D_B', ':D_S');
      case 'numberRange':
        return rangeItems(search.field, value, ':N_B', ':N_S');
      case 'in':
        return inItems(search.field, value);
      case 'eq':
        return [{ field: search.field, code: ':S_E', value: scalarText(value) }];
      case 'like':
        return [{ field: search.field, code: ':@', value: scalarText(value) }];
    }
  });
}
