/**
 * A transition's `when` guard: a condition in the bundle expression language (runtime/expression/)
 * over the record and the user who takes the transition, the language of every other rule in the
 * bundle. It reads nothing outside the record: the same answer in the browser and on the server.
 */
import { AppError } from '../errors.ts';
import type { ModuleBundle } from '../bundle/types.ts';
import { compileExpression, type CompiledExpression, type ExpressionProblem } from '../expression/compile-expression.ts';
import { evaluateCondition } from '../expression/evaluate.ts';
import { bundleExpressionEnv } from '../expression/module-expressions.ts';
import { NO_SESSION, type RecordValues } from '../expression/scope.ts';

export interface GuardUser {
  userId: string;
  userName: string;
}

function compileGuard(source: string, bundle: ModuleBundle) {
  return compileExpression(source, bundleExpressionEnv(bundle), { kind: 'condition' });
}

/** What is wrong with a guard before it is ever run (syntax, unknown field or function, types), at its position. */
export function guardProblems(source: string, bundle: ModuleBundle): ExpressionProblem[] {
  const compiled = compileGuard(source, bundle);
  return compiled.ok ? [] : compiled.problems;
}

function guardOf(source: string, bundle: ModuleBundle): CompiledExpression {
  const compiled = compileGuard(source, bundle);
  // A published bundle passed the check; a guard that does not compile now is the bundle's fault, not the user's.
  if (!compiled.ok) throw new AppError('E_BAD_CONDITION', { reason: compiled.problems[0]?.messageId ?? 'when' });
  return compiled.expression;
}

/**
 * Whether the guard holds for the record and the user; an empty result does not hold.
 * @example guardHolds("category != 'CRITICAL'", bundle, { category: 'MAJOR' }, user) // true
 */
export function guardHolds(source: string, bundle: ModuleBundle, values: RecordValues, user: GuardUser): boolean {
  return evaluateCondition(guardOf(source, bundle), { values, session: { ...NO_SESSION, userId: user.userId, userName: user.userName }, now: new Date() });
}
