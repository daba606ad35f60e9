import { deepFreeze } from '../../bundle/deep-freeze.ts';
import type { BinaryOperator, ExpressionNode, MethodName } from './ast.ts';
import { expressionError } from './expression-error.ts';
import { FUNCTIONS, KEYWORDS, METHODS, type FunctionSignature } from './functions.ts';
import { DEFAULT_LIMITS, type ExpressionLimits } from './limits.ts';
import { tokenize, type Token } from './tokenize.ts';

/** Binding power of each infix operator: higher binds tighter (|| < && < equality < comparison < + - < * /). */
const INFIX: ReadonlyMap<string, number> = new Map([
  ['||', 10],
  ['&&', 20],
  ['==', 30],
  ['!=', 30],
  ['<', 40],
  ['>', 40],
  ['<=', 40],
  ['>=', 40],
  ['+', 50],
  ['-', 50],
  ['*', 60],
  ['/', 60],
]);
const PREFIX_POWER = 70;

/**
 * How a dialect of the language differs from the workflow's conditions (the defaults): the
 * bundle expressions of runtime/expression/ name record fields bare and have their own functions.
 */
export interface ParseOptions {
  /** The callable functions and their argument counts; default the spec's (functions.ts). */
  functions?: ReadonlyMap<string, FunctionSignature>;
  /** Whether a bare name reads a field; default none does (workflow conditions use getValStr). */
  isField?: (name: string) => boolean;
  /** Filled with the 0-based source offset of every node, for messages placed at their spot. */
  positions?: Map<ExpressionNode, number>;
}

class Parser {
  readonly #tokens: Token[];
  readonly #limits: ExpressionLimits;
  readonly #options: ParseOptions;
  #index = 0;
  #depth = 0;

  constructor(tokens: Token[], limits: ExpressionLimits, options: ParseOptions) {
    this.#tokens = tokens;
    this.#limits = limits;
    this.#options = options;
  }

  #at<T extends ExpressionNode>(node: T, token: Token): T {
    this.#options.positions?.set(node, token.pos);
    return node;
  }

  parse(): ExpressionNode {
    const node = this.#expression(0);
    const rest = this.#peek();
    if (rest.kind !== 'end') throw this.#unexpected(rest);
    return node;
  }

  #peek(): Token {
    return this.#tokens[this.#index] as Token;
  }

  #next(): Token {
    const token = this.#peek();
    if (token.kind !== 'end') this.#index++;
    return token;
  }

  #isOp(text: string): boolean {
    const token = this.#peek();
    return token.kind === 'op' && token.text === text;
  }

  #expect(text: string): void {
    const token = this.#next();
    if (token.kind !== 'op' || token.text !== text) throw this.#unexpected(token);
  }

  #unexpected(token: Token) {
    return token.kind === 'end'
      ? expressionError('syntax', { position: token.pos + 1, found: 'end' })
      : expressionError('syntax', { position: token.pos + 1, found: token.text });
  }

  /** Pratt loop: a prefix part, then infix operators binding tighter than `minPower`. */
  #expression(minPower: number): ExpressionNode {
    this.#depth++;
    if (this.#depth > this.#limits.maxDepth) throw expressionError('tooDeep', { max: this.#limits.maxDepth });
    let left = this.#postfix(this.#prefix());
    for (;;) {
      const token = this.#peek();
      const power = token.kind === 'op' ? INFIX.get(token.text) : undefined;
      if (power === undefined || power <= minPower) break;
      this.#next();
      const right = this.#expression(power);
      left = this.#at(
        token.text === '&&' || token.text === '||'
          ? { kind: 'logical', op: token.text, left, right }
          : { kind: 'binary', op: token.text as BinaryOperator, left, right },
        token,
      );
    }
    this.#depth--;
    return left;
  }

  #prefix(): ExpressionNode {
    const token = this.#next();
    switch (token.kind) {
      case 'number':
        return this.#at({ kind: 'literal', value: Number(token.text) }, token);
      case 'string':
        return this.#at({ kind: 'literal', value: token.text }, token);
      case 'ident':
        return this.#identifier(token);
      case 'op':
        if (token.text === '(') {
          const inner = this.#expression(0);
          this.#expect(')');
          return inner;
        }
        if (token.text === '!' || token.text === '-') return this.#at({ kind: 'unary', op: token.text, operand: this.#expression(PREFIX_POWER) }, token);
        throw this.#unexpected(token);
      default:
        throw this.#unexpected(token);
    }
  }

  #identifier(token: Token): ExpressionNode {
    const keyword = KEYWORDS.get(token.text);
    if (keyword !== undefined) return this.#at({ kind: 'literal', value: keyword }, token);
    if (!this.#isOp('(')) {
      if (this.#options.isField?.(token.text)) return this.#at({ kind: 'field', name: token.text }, token);
      throw expressionError('unknownIdentifier', { name: token.text, position: token.pos + 1 });
    }
    const signature = (this.#options.functions ?? FUNCTIONS).get(token.text);
    if (!signature) throw expressionError('unknownFunction', { name: token.text, position: token.pos + 1 });
    const args = this.#arguments();
    if (args.length < signature.min || args.length > signature.max) {
      throw expressionError('arity', { name: token.text, min: signature.min, max: signature.max, position: token.pos + 1 });
    }
    return this.#at({ kind: 'call', name: token.text, args }, token);
  }

  #arguments(): ExpressionNode[] {
    this.#expect('(');
    const args: ExpressionNode[] = [];
    if (this.#isOp(')')) {
      this.#next();
      return args;
    }
    for (;;) {
      args.push(this.#expression(0));
      if (this.#isOp(')')) {
        this.#next();
        return args;
      }
      this.#expect(',');
    }
  }

  /** `.equals(x)` and `.contains(x)` after any operand. */
  #postfix(target: ExpressionNode): ExpressionNode {
    let node = target;
    while (this.#isOp('.')) {
      this.#next();
      const name = this.#next();
      if (name.kind !== 'ident') throw this.#unexpected(name);
      if (!METHODS.has(name.text) || !this.#isOp('(')) throw expressionError('unknownMethod', { name: name.text });
      const args = this.#arguments();
      const arg = args[0];
      if (args.length !== 1 || !arg) throw expressionError('arity', { name: name.text, min: 1, max: 1 });
      node = this.#at({ kind: 'method', target: node, name: name.text as MethodName, arg }, name);
    }
    return node;
  }
}

/**
 * Parses a condition expression into a frozen tree. Refuses, with a message naming the
 * cause and position: characters outside the language, unknown identifiers, functions or
 * methods, wrong argument counts, text longer or nesting deeper than the limits.
 * @example parseExpression('getValStr("category").equals("CRITICAL") && getValInt("qty") > 3')
 */
export function parseExpression(source: string, limits: ExpressionLimits = DEFAULT_LIMITS, options: ParseOptions = {}): ExpressionNode {
  const tokens = tokenize(source, limits);
  return deepFreeze(new Parser(tokens, limits, options).parse());
}
