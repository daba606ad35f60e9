/**
 * The parsed form of a condition expression: frozen nodes with a `kind`, like Kysely's
 * operation nodes. Only what the language has: literals, operators, calls of built-in
 * functions and the two methods; there are no variables, property reads or assignments.
 * Field nodes (a bare name read as a record field) appear only when the parser is given
 * fields (ParseOptions.isField): bundle expressions, runtime/expression/.
 */

export type BinaryOperator = '+' | '-' | '*' | '/' | '>' | '<' | '>=' | '<=' | '==' | '!=';
export type LogicalOperator = '&&' | '||';
export type UnaryOperator = '!' | '-';
export type MethodName = 'equals' | 'contains';

export interface LiteralNode {
  readonly kind: 'literal';
  readonly value: string | number | boolean;
}

export interface UnaryNode {
  readonly kind: 'unary';
  readonly op: UnaryOperator;
  readonly operand: ExpressionNode;
}

export interface BinaryNode {
  readonly kind: 'binary';
  readonly op: BinaryOperator;
  readonly left: ExpressionNode;
  readonly right: ExpressionNode;
}

export interface LogicalNode {
  readonly kind: 'logical';
  readonly op: LogicalOperator;
  readonly left: ExpressionNode;
  readonly right: ExpressionNode;
}

export interface CallNode {
  readonly kind: 'call';
  readonly name: string;
  readonly args: readonly ExpressionNode[];
}

export interface MethodNode {
  readonly kind: 'method';
  readonly target: ExpressionNode;
  readonly name: MethodName;
  readonly arg: ExpressionNode;
}

export interface FieldNode {
  readonly kind: 'field';
  readonly name: string;
}

export type ExpressionNode = LiteralNode | UnaryNode | BinaryNode | LogicalNode | CallNode | MethodNode | FieldNode;
