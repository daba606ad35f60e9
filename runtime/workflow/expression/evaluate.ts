import { isAppError } from '../../errors.ts';
import type { ExpressionNode } from './ast.ts';
import { BUILTINS } from './builtins.ts';
import { expressionError } from './expression-error.ts';
import type { ExpressionHost } from './host.ts';
import { DEFAULT_LIMITS, type ExpressionLimits } from './limits.ts';
import { applyBinary, methodContains, methodEquals } from './operators.ts';
import { parseExpression } from './parse.ts';
import { typeName, type Value } from './values.ts';

/**
 * Our own tree-walking interpreter: no eval, no Function, no property access on JavaScript
 * objects. Every visit counts one step and every call that leaves the interpreter one host
 * call, both bounded, so an expression always ends.
 */
class Interpreter {
  readonly #host: ExpressionHost;
  readonly #limits: ExpressionLimits;
  #steps = 0;
  #hostCalls = 0;

  constructor(host: ExpressionHost, limits: ExpressionLimits) {
    this.#host = host;
    this.#limits = limits;
  }

  async run(node: ExpressionNode): Promise<Value> {
    if (++this.#steps > this.#limits.maxSteps) throw expressionError('tooManySteps', { max: this.#limits.maxSteps });
    switch (node.kind) {
      case 'literal':
        return node.value;
      case 'unary': {
        const operand = await this.run(node.operand);
        if (node.op === '!') return !this.#boolean(operand, '!');
        if (typeof operand !== 'number') throw expressionError('type', { operator: '-', left: typeName(operand), right: 'number' });
        return -operand;
      }
      case 'logical': {
        const left = this.#boolean(await this.run(node.left), node.op);
        if (node.op === '&&' ? !left : left) return left;
        return this.#boolean(await this.run(node.right), node.op);
      }
      case 'binary':
        return applyBinary(node.op, await this.run(node.left), await this.run(node.right), this.#limits);
      case 'method': {
        const target = await this.run(node.target);
        const arg = await this.run(node.arg);
        return node.name === 'equals' ? methodEquals(target, arg) : methodContains(target, arg);
      }
      case 'call':
        return this.#call(node.name, node.args);
      case 'field':
        // Workflow conditions are parsed without fields; only bundle expressions have them.
        throw expressionError('unknownIdentifier', { name: node.name });
    }
  }

  #boolean(value: Value, operator: string): boolean {
    if (typeof value !== 'boolean') throw expressionError('type', { operator, left: typeName(value), right: 'boolean' });
    return value;
  }

  async #call(name: string, argNodes: readonly ExpressionNode[]): Promise<Value> {
    const builtin = BUILTINS.get(name);
    if (!builtin) throw expressionError('unknownFunction', { name });
    const args: Value[] = [];
    for (const arg of argNodes) args.push(await this.run(arg));
    if (builtin.leavesInterpreter && ++this.#hostCalls > this.#limits.maxHostCalls) {
      throw expressionError('tooManyCalls', { max: this.#limits.maxHostCalls });
    }
    try {
      return await builtin.run(args, this.#host);
    } catch (error) {
      // A host failure (SQL error, extension exception) must not leak its text to a client.
      if (isAppError(error)) throw error;
      throw expressionError('host', { name });
    }
  }
}

/** Evaluates a parsed expression against a host. */
export function evaluateExpression(node: ExpressionNode, host: ExpressionHost, limits: ExpressionLimits = DEFAULT_LIMITS): Promise<Value> {
  return new Interpreter(host, limits).run(node);
}

/**
 * Parses and evaluates a line condition; its value must be a boolean.
 * @example await evaluateCondition('getValStr("category") == "CRITICAL"', host) // true or false
 * @throws AppError E_BAD_CONDITION (workflow.expr.*) when refused, failed or not boolean.
 */
export async function evaluateCondition(source: string, host: ExpressionHost, limits: ExpressionLimits = DEFAULT_LIMITS): Promise<boolean> {
  const value = await evaluateExpression(parseExpression(source, limits), host, limits);
  if (typeof value !== 'boolean') throw expressionError('notBoolean', { type: typeName(value) });
  return value;
}
