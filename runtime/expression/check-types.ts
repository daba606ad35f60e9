/**
 * The static type checker of bundle expressions: the type of every node from the field types
 * and literals, with a problem wherever an operator or function cannot take what it is given.
 * An empty value fits every type, so 'any' (parent values, mixed if branches) is never refused.
 */
import type { MessageParams } from '../errors.ts';
import type { FieldType } from '../bundle/types.ts';
import type { ExpressionNode } from '../workflow/expression/ast.ts';
import type { ExpectedResult, ExpressionEnv, ExpressionProblem } from './compile-expression.ts';
import { BUNDLE_FUNCTIONS } from './functions.ts';
import { exprTypeOf, type ExprType } from './values.ts';

const TEXTUAL: readonly ExprType[] = ['text', 'date', 'datetime'];

/** Whether a computed or default value of this type may be stored in a field of that type. */
function fits(fieldType: FieldType, type: ExprType): boolean {
  if (type === 'any') return true;
  const target = exprTypeOf(fieldType);
  if (target === 'text') return true;
  if (target === 'date' || target === 'datetime') return type === 'date' || type === 'datetime' || type === 'text';
  return target === type;
}

function comparable(a: ExprType, b: ExprType): boolean {
  return a === 'any' || b === 'any' || a === b || (TEXTUAL.includes(a) && TEXTUAL.includes(b));
}

class TypeChecker {
  readonly problems: ExpressionProblem[] = [];
  readonly #env: ExpressionEnv;
  readonly #positions: ReadonlyMap<ExpressionNode, number>;

  constructor(env: ExpressionEnv, positions: ReadonlyMap<ExpressionNode, number>) {
    this.#env = env;
    this.#positions = positions;
  }

  report(node: ExpressionNode, messageId: string, params: MessageParams): void {
    const position = (this.#positions.get(node) ?? 0) + 1;
    this.problems.push({ messageId, params: { ...params, position }, position });
  }

  #operands(node: ExpressionNode, operator: string, left: ExprType, right: ExprType, ok: boolean): void {
    if (!ok) this.report(node, 'bundle.expr.type', { operator, left, right });
  }

  typeOf(node: ExpressionNode): ExprType {
    switch (node.kind) {
      case 'literal':
        return typeof node.value === 'number' ? 'number' : typeof node.value === 'boolean' ? 'boolean' : 'text';
      case 'field':
        return exprTypeOf(this.#env.fields.get(node.name) ?? 'text');
      case 'unary': {
        const operand = this.typeOf(node.operand);
        const wanted: ExprType = node.op === '!' ? 'boolean' : 'number';
        this.#operands(node, node.op, operand, wanted, operand === wanted || operand === 'any');
        return wanted;
      }
      case 'logical': {
        const left = this.typeOf(node.left);
        const right = this.typeOf(node.right);
        this.#operands(node, node.op, left, right, (left === 'boolean' || left === 'any') && (right === 'boolean' || right === 'any'));
        return 'boolean';
      }
      case 'binary':
        return this.#binary(node);
      case 'method': {
        const target = this.typeOf(node.target);
        const arg = this.typeOf(node.arg);
        this.#operands(node, node.name, target, arg, target === 'any' || TEXTUAL.includes(target));
        return 'boolean';
      }
      case 'call':
        return this.#call(node);
    }
  }

  #binary(node: Extract<ExpressionNode, { kind: 'binary' }>): ExprType {
    const left = this.typeOf(node.left);
    const right = this.typeOf(node.right);
    switch (node.op) {
      case '==':
      case '!=':
        return 'boolean';
      case '<':
      case '>':
      case '<=':
      case '>=':
        this.#operands(node, node.op, left, right, comparable(left, right) && left !== 'boolean' && right !== 'boolean');
        return 'boolean';
      case '+':
        if (left === 'text' || right === 'text') return 'text';
        if (left === 'any' || right === 'any') return 'any';
        this.#operands(node, node.op, left, right, left === 'number' && right === 'number');
        return 'number';
      default:
        this.#operands(node, node.op, left, right, (left === 'number' || left === 'any') && (right === 'number' || right === 'any'));
        return 'number';
    }
  }

  #call(node: Extract<ExpressionNode, { kind: 'call' }>): ExprType {
    const fn = BUNDLE_FUNCTIONS.get(node.name);
    if (!fn) {
      this.report(node, 'bundle.expr.unknownFunction', { name: node.name });
      return 'any';
    }
    const types = node.args.map((arg, i) => {
      const rule = fn.args[i];
      if (rule !== 'name') {
        const type = this.typeOf(arg);
        if (rule && type !== 'any' && !rule.includes(type)) this.report(arg, 'bundle.expr.argType', { name: node.name, n: i + 1, expected: rule.join('/'), found: type });
        return type;
      }
      if (arg.kind !== 'literal' || typeof arg.value !== 'string') this.report(arg, 'bundle.expr.nameArg', { name: node.name, n: i + 1 });
      return 'text';
    });
    this.#childNames(node);
    return fn.result(types);
  }

  /** count / sum / min / max name a child list of the module, and a field of it when its fields are known. */
  #childNames(node: Extract<ExpressionNode, { kind: 'call' }>): void {
    if (node.name === 'parent') return;
    const [child, field] = node.args;
    if (child?.kind !== 'literal' || BUNDLE_FUNCTIONS.get(node.name)?.args[0] !== 'name') return;
    const name = String(child.value);
    if (!this.#env.children.has(name)) {
      this.report(child, 'bundle.expr.unknownChild', { name });
      return;
    }
    const fields = this.#env.children.get(name);
    if (!fields || field?.kind !== 'literal') return;
    const type = fields.get(String(field.value));
    if (type === undefined) this.report(field, 'bundle.expr.unknownChildField', { module: name, name: String(field.value) });
    else if (node.name === 'sum' && exprTypeOf(type) !== 'number') this.report(field, 'bundle.expr.sumNeedsNumber', { module: name, name: String(field.value) });
  }
}

/** The expression's type and every type problem in it, checked against what it must answer. */
export function checkTypes(
  node: ExpressionNode,
  env: ExpressionEnv,
  positions: ReadonlyMap<ExpressionNode, number>,
  expected: ExpectedResult,
): { type: ExprType; problems: ExpressionProblem[] } {
  const checker = new TypeChecker(env, positions);
  const type = checker.typeOf(node);
  if (expected.kind === 'condition' && type !== 'boolean' && type !== 'any') checker.report(node, 'bundle.expr.notBoolean', { type });
  if (expected.kind === 'value' && !fits(expected.fieldType, type)) checker.report(node, 'bundle.expr.resultType', { type, fieldType: expected.fieldType });
  return { type, problems: checker.problems };
}
