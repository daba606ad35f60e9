/**
 * A transition's `when` guard, evaluated over the record and the user. It uses the workflow
 * condition language (runtime/workflow/expression) with a host that reaches nothing outside the
 * record: the same answer in the browser and on the server. The one place guards are parsed and
 * run, so the bundle expression language can replace it here alone.
 */
import { AppError } from '../errors.ts';
import { evaluateCondition } from '../workflow/expression/evaluate.ts';
import { expressionError } from '../workflow/expression/expression-error.ts';
import type { ExpressionHost } from '../workflow/expression/host.ts';
import { literalCalls } from '../workflow/expression/literal-calls.ts';
import { parseExpression } from '../workflow/expression/parse.ts';
import type { ExpressionNode } from '../workflow/expression/ast.ts';

/** Functions a guard may call: the record's fields, the user, arithmetic. */
const GUARD_FUNCTIONS: ReadonlySet<string> = new Set(['getValStr', 'getValInt', 'getValNumber', 'getCurrentUserId', 'getCurrentUserName', 'round']);
const FIELD_FUNCTIONS: ReadonlySet<string> = new Set(['getValStr', 'getValInt', 'getValNumber']);

export interface GuardUser {
  userId: string;
  userName: string;
}

/** What is wrong with a guard, before it is ever run: a syntax error, a function it may not call, a field the module lacks. */
export type GuardProblem = { kind: 'syntax'; messageId: string } | { kind: 'function'; name: string } | { kind: 'field'; name: string };

function calledFunctions(node: ExpressionNode): string[] {
  switch (node.kind) {
    case 'literal':
    case 'field':
      return [];
    case 'unary':
      return calledFunctions(node.operand);
    case 'binary':
    case 'logical':
      return [...calledFunctions(node.left), ...calledFunctions(node.right)];
    case 'method':
      return [...calledFunctions(node.target), ...calledFunctions(node.arg)];
    case 'call':
      return [node.name, ...node.args.flatMap(calledFunctions)];
  }
}

/** @example guardProblems('getValStr("nope") == "1"', (name) => name === 'title') // [{ kind: 'field', name: 'nope' }] */
export function guardProblems(source: string, hasField: (name: string) => boolean): GuardProblem[] {
  let tree: ExpressionNode;
  try {
    tree = parseExpression(source);
  } catch (error) {
    if (error instanceof AppError) return [{ kind: 'syntax', messageId: error.messageId }];
    throw error;
  }
  const functions = [...new Set(calledFunctions(tree))].filter((name) => !GUARD_FUNCTIONS.has(name)).map((name): GuardProblem => ({ kind: 'function', name }));
  const fields = literalCalls(tree)
    .filter((call) => FIELD_FUNCTIONS.has(call.name) && !hasField(call.literal))
    .map((call): GuardProblem => ({ kind: 'field', name: call.literal }));
  return [...functions, ...fields];
}

function recordHost(values: Readonly<Record<string, unknown>>, hasField: (name: string) => boolean, user: GuardUser): ExpressionHost {
  const outside = (): never => {
    throw expressionError('unknownFunction', { name: 'host' });
  };
  return {
    fieldValue: (field) => (hasField(field) ? (values[field] ?? null) : undefined),
    currentUserId: () => user.userId,
    currentUserName: () => user.userName,
    flowStartUserId: outside,
    userPost: outside,
    extension: outside,
    query: outside,
  };
}

/**
 * Whether the guard holds for the record.
 * @throws AppError E_BAD_CONDITION (workflow.expr.*) when the guard cannot be evaluated.
 */
export function guardHolds(source: string, values: Readonly<Record<string, unknown>>, hasField: (name: string) => boolean, user: GuardUser): Promise<boolean> {
  return evaluateCondition(source, recordHost(values, hasField, user));
}
