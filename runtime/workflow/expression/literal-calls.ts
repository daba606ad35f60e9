import type { ExpressionNode } from './ast.ts';

/** A function call whose first argument is a literal: a field name, an extension name, SQL text. */
export interface LiteralCall {
  name: string;
  literal: string;
}

/**
 * Calls with a literal first argument anywhere in a tree, so a model can be checked against
 * its module before publishing (getValStr("noSuchField") is found then, not at a submit).
 */
export function literalCalls(node: ExpressionNode): LiteralCall[] {
  switch (node.kind) {
    case 'literal':
    case 'field':
      return [];
    case 'unary':
      return literalCalls(node.operand);
    case 'binary':
    case 'logical':
      return [...literalCalls(node.left), ...literalCalls(node.right)];
    case 'method':
      return [...literalCalls(node.target), ...literalCalls(node.arg)];
    case 'call': {
      const first = node.args[0];
      const own = first?.kind === 'literal' && typeof first.value === 'string' ? [{ name: node.name, literal: first.value }] : [];
      return [...own, ...node.args.flatMap(literalCalls)];
    }
  }
}
