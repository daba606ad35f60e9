/**
 * The defaults of a search condition (spec 01 §3: 'type (default text), operator (default like)').
 * Type and operator come as a pair: with neither given the condition is text matched by like;
 * with one given the other follows from it, so `{ operator: 'dateRange' }` is a date range and
 * `{ type: 'select' }` matches by eq. The schema (schemas/module.schema.json) refuses pairs
 * that do not fit; the compiler, the semantic checks and the index planner read these.
 */
import type { FieldType, SearchConditionDef, SearchOperator, SearchType } from './types.ts';

export const SEARCH_TYPES: readonly SearchType[] = ['text', 'select', 'date', 'dateRange', 'number', 'numberRange', 'reference'];

/** The operators each type fits (the schema's allOf says the same), the default first. */
export const SEARCH_TYPE_OPERATORS: Readonly<Record<SearchType, readonly SearchOperator[]>> = {
  text: ['like', 'eq'],
  select: ['eq', 'in'],
  date: ['eq'],
  dateRange: ['dateRange'],
  number: ['eq'],
  numberRange: ['numberRange'],
  reference: ['eq', 'in'],
};

const DICT_TYPES: readonly FieldType[] = ['select', 'radio', 'checkbox'];
const DATE_TYPES: readonly FieldType[] = ['date', 'datetime', 'month'];
const NUMBER_TYPES: readonly FieldType[] = ['int', 'number', 'decimal'];

/** The operator of a condition: its own, else the default of its type, else like. */
export function searchOperatorOf(search: Pick<SearchConditionDef, 'type' | 'operator'>): SearchOperator {
  if (search.operator) return search.operator;
  return search.type ? (SEARCH_TYPE_OPERATORS[search.type][0] as SearchOperator) : 'like';
}

/** The type an operator implies on a field: eq is a select on dictionary fields, a date or number on those. */
function impliedType(operator: SearchOperator, fieldType: FieldType | undefined): SearchType {
  switch (operator) {
    case 'like':
      return 'text';
    case 'in':
      return fieldType === 'reference' ? 'reference' : 'select';
    case 'dateRange':
    case 'numberRange':
      return operator;
    case 'eq':
      if (fieldType === 'reference') return 'reference';
      if (fieldType && DICT_TYPES.includes(fieldType)) return 'select';
      if (fieldType && DATE_TYPES.includes(fieldType)) return 'date';
      if (fieldType && NUMBER_TYPES.includes(fieldType)) return 'number';
      return 'text';
  }
}

/** The type of a condition on a field of `fieldType`: its own, else what its operator implies, else text. */
export function searchTypeOf(search: Pick<SearchConditionDef, 'type' | 'operator'>, fieldType: FieldType | undefined): SearchType {
  if (search.type) return search.type;
  return search.operator ? impliedType(search.operator, fieldType) : 'text';
}
