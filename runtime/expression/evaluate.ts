/**
 * The synchronous interpreter of bundle expressions: the browser runs it on every keystroke and
 * the server inside a save, with the same code, so both answer the same for the same inputs.
 * Operators are the workflow language's (runtime/workflow/expression/operators.ts) with null
 * (an empty field) handled first, as values.ts describes. Bounded like the workflow language:
 * every visit counts a step, and the parser bounds the nesting.
 */
import { isAppError } from '../errors.ts';
import type { ExpressionNode } from '../workflow/expression/ast.ts';
import { expressionError } from '../workflow/expression/expression-error.ts';
import { DEFAULT_LIMITS } from '../workflow/expression/limits.ts';
import { applyBinary, methodContains, methodEquals } from '../workflow/expression/operators.ts';
import type { CompiledExpression } from './compile-expression.ts';
import { decimalArithmetic } from './decimal.ts';
import { BUNDLE_FUNCTIONS } from './functions.ts';
import type { ExpressionScope } from './scope.ts';
import { readExprValue, type ExprValue } from './values.ts';

class Interpreter {
  readonly #expression: CompiledExpression;
  readonly #scope: ExpressionScope;
  #steps = 0;

  constructor(expression: CompiledExpression, scope: ExpressionScope) {
    this.#expression = expression;
    this.#scope = scope;
  }

  run(node: ExpressionNode): ExprValue {
    if (++this.#steps > DEFAULT_LIMITS.maxSteps) throw expressionError('tooManySteps', { max: DEFAULT_LIMITS.maxSteps });
    switch (node.kind) {
      case 'literal':
        return node.value;
      case 'field': {
        const type = this.#expression.fieldTypes.get(node.name);
        return type === undefined ? null : readExprValue(type, this.#scope.values[node.name]);
      }
      case 'unary': {
        const operand = this.run(node.operand);
        if (node.op === '!') return !truthy(operand);
        return typeof operand === 'number' ? -operand : null;
      }
      case 'logical': {
        const left = truthy(this.run(node.left));
        if (node.op === '&&' ? !left : left) return left;
        return truthy(this.run(node.right));
      }
      case 'binary':
        return binary(node.op, this.run(node.left), this.run(node.right));
      case 'method': {
        const target = this.run(node.target);
        const arg = this.run(node.arg);
        if (target === null || arg === null) return node.name === 'equals' ? target === arg : false;
        return node.name === 'equals' ? methodEquals(target, arg) : methodContains(target, arg);
      }
      case 'call': {
        const fn = BUNDLE_FUNCTIONS.get(node.name);
        if (!fn) throw expressionError('unknownFunction', { name: node.name });
        return fn.run(node.args.map((arg) => this.run(arg)), this.#scope);
      }
    }
  }
}

/** Conditions read an empty or non-boolean value as false. */
function truthy(value: ExprValue): boolean {
  return value === true;
}

function binary(op: Parameters<typeof applyBinary>[0], left: ExprValue, right: ExprValue): ExprValue {
  if (left !== null && right !== null) {
    // Division by zero is empty, like any value that cannot be had.
    if (op === '/' && right === 0) return null;
    if ((op === '+' || op === '-' || op === '*') && typeof left === 'number' && typeof right === 'number') return decimalArithmetic(op, left, right);
    return applyBinary(op, left, right, DEFAULT_LIMITS) as ExprValue;
  }
  switch (op) {
    case '==':
      return left === right;
    case '!=':
      return left !== right;
    case '+':
      // Text joins read an empty value as ''.
      if (typeof left === 'string' || typeof right === 'string') return `${left ?? ''}${right ?? ''}`;
      return null;
    default:
      return null;
  }
}

/**
 * The value of a compiled expression in a scope. An expression that cannot be evaluated for
 * these values (an operand of a type an empty value hid from the checker, too many steps) is
 * empty, like a division by zero: the form keeps working and the server stores nothing.
 * @example evaluateExpression(compileExpression('quantity * unitPrice', env).expression, scope) // 12.5
 */
export function evaluateExpression(expression: CompiledExpression, scope: ExpressionScope): ExprValue {
  try {
    return new Interpreter(expression, scope).run(expression.node);
  } catch (error) {
    if (isAppError(error) && error.code === 'E_BAD_CONDITION') return null;
    throw error;
  }
}

/** A visibleWhen / requiredWhen / readOnlyWhen / rule condition: true only when it evaluates to true. */
export function evaluateCondition(expression: CompiledExpression, scope: ExpressionScope): boolean {
  return evaluateExpression(expression, scope) === true;
}
