/**
 * Parsing and static checking of one bundle expression against the module it belongs to: the
 * workflow language's tokenizer and parser, with bare names reading the module's fields and the
 * functions of functions.ts. Problems carry a message id of locales/ * /bundle-problems.json
 * (bundle.expr.*) and the 1-based character where they are, for the designer to show in place.
 */
import { isAppError, type MessageParams } from '../errors.ts';
import type { FieldType } from '../bundle/types.ts';
import type { ExpressionNode } from '../workflow/expression/ast.ts';
import { DEFAULT_LIMITS } from '../workflow/expression/limits.ts';
import { parseExpression } from '../workflow/expression/parse.ts';
import { BUNDLE_FUNCTIONS } from './functions.ts';
import { checkTypes } from './check-types.ts';
import type { ExprType } from './values.ts';

/** What an expression may name: the module's fields and its child lists (with their fields when known). */
export interface ExpressionEnv {
  fields: ReadonlyMap<string, FieldType>;
  /** Child lists by moduleId; the child's field types when known (the bundle set), else undefined. */
  children: ReadonlyMap<string, ReadonlyMap<string, FieldType> | undefined>;
}

/** What the expression must answer: a condition, or a value for a field of a type. */
export type ExpectedResult = { kind: 'condition' } | { kind: 'value'; fieldType: FieldType };

export interface ExpressionProblem {
  messageId: string;
  params: MessageParams;
  /** 1-based character of the source the problem is at; 1 when it concerns the whole. */
  position: number;
}

export interface CompiledExpression {
  readonly source: string;
  readonly node: ExpressionNode;
  /** Types of the fields a bare name may read (the module's). */
  readonly fieldTypes: ReadonlyMap<string, FieldType>;
  /** The fields the expression reads, each once: what a computed field depends on. */
  readonly reads: readonly string[];
  /** The child modules it aggregates (count, sum, min, max). */
  readonly childReads: readonly string[];
  /** Whether it reads the parent record (parent('field')). */
  readonly readsParent: boolean;
  readonly type: ExprType;
}

export type CompileResult = { ok: true; expression: CompiledExpression } | { ok: false; problems: ExpressionProblem[] };

const FUNCTION_SIGNATURES = BUNDLE_FUNCTIONS;

/** The workflow parser's refusal (workflow.expr.<kind>) as a bundle problem (bundle.expr.<kind>). */
function parseProblem(error: unknown): ExpressionProblem {
  if (!isAppError(error)) throw error;
  const kind = error.messageId.replace(/^workflow\.expr\./, '');
  const position = typeof error.params.position === 'number' ? error.params.position : 1;
  // In bundle expressions a bare name that is not a function is meant as a field.
  if (kind === 'unknownIdentifier') return { messageId: 'bundle.expr.unknownField', params: { name: error.params.name ?? '', position }, position };
  return { messageId: `bundle.expr.${kind}`, params: { ...error.params, position }, position };
}

function collectReads(node: ExpressionNode, reads: Set<string>, children: Set<string>, parent: { reads: boolean }): void {
  switch (node.kind) {
    case 'field':
      reads.add(node.name);
      return;
    case 'literal':
      return;
    case 'unary':
      collectReads(node.operand, reads, children, parent);
      return;
    case 'binary':
    case 'logical':
      collectReads(node.left, reads, children, parent);
      collectReads(node.right, reads, children, parent);
      return;
    case 'method':
      collectReads(node.target, reads, children, parent);
      collectReads(node.arg, reads, children, parent);
      return;
    case 'call': {
      const first = node.args[0];
      if (node.name === 'parent') parent.reads = true;
      else if (BUNDLE_FUNCTIONS.get(node.name)?.args[0] === 'name' && first?.kind === 'literal') children.add(String(first.value));
      for (const arg of node.args) collectReads(arg, reads, children, parent);
    }
  }
}

/**
 * Parses and checks an expression of a module. A syntax error stops at the first problem; a
 * parsed expression is checked whole (unknown child lists, operand and argument types, result).
 * @example compileExpression('quantity * unitPrice', env, { kind: 'value', fieldType: 'decimal' })
 */
export function compileExpression(source: string, env: ExpressionEnv, expected: ExpectedResult): CompileResult {
  const positions = new Map<ExpressionNode, number>();
  let node: ExpressionNode;
  try {
    node = parseExpression(source, DEFAULT_LIMITS, { functions: FUNCTION_SIGNATURES, isField: (name) => env.fields.has(name), positions });
  } catch (error) {
    return { ok: false, problems: [parseProblem(error)] };
  }
  const { type, problems } = checkTypes(node, env, positions, expected);
  if (problems.length > 0) return { ok: false, problems };
  const reads = new Set<string>();
  const childReads = new Set<string>();
  const parent = { reads: false };
  collectReads(node, reads, childReads, parent);
  return {
    ok: true,
    expression: { source, node, fieldTypes: env.fields, reads: [...reads], childReads: [...childReads], readsParent: parent.reads, type },
  };
}
