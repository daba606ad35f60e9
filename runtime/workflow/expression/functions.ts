/**
 * The built-in functions of spec 02 §9 with the number of arguments each takes. The parser
 * refuses any other name; the interpreter (evaluate.ts) implements each one.
 */
export interface FunctionSignature {
  min: number;
  max: number;
}

export const FUNCTIONS: ReadonlyMap<string, FunctionSignature> = new Map([
  ['getValStr', { min: 1, max: 1 }],
  ['getValInt', { min: 1, max: 1 }],
  ['getValNumber', { min: 1, max: 1 }],
  ['getCurrentUserId', { min: 0, max: 0 }],
  ['getCurrentUserName', { min: 0, max: 0 }],
  ['getFlowStartUserId', { min: 0, max: 0 }],
  // No argument: the current user's post; one: that user's post.
  ['getUserPost', { min: 0, max: 1 }],
  ['round', { min: 1, max: 2 }],
  // Extension method name, then its arguments.
  ['getConditionByJava', { min: 1, max: 8 }],
  // SQL text with ? placeholders, then one argument per placeholder.
  ['getValStrBySql', { min: 1, max: 8 }],
  ['getValIntBySql', { min: 1, max: 8 }],
  ['getValNumberBySql', { min: 1, max: 8 }],
  ['getValListBySql', { min: 1, max: 8 }],
  ['getValMapBySql', { min: 1, max: 8 }],
]);

/** Literals that read like identifiers. */
export const KEYWORDS: ReadonlyMap<string, boolean> = new Map([
  ['true', true],
  ['false', false],
]);

export const METHODS: ReadonlySet<string> = new Set(['equals', 'contains']);
