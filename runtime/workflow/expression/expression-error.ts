import { AppError, type MessageParams } from '../../errors.ts';

/** Why an expression was refused; each kind is a message id `workflow.expr.<kind>`. */
export type ExpressionErrorKind =
  | 'syntax'
  | 'unterminatedString'
  | 'unknownFunction'
  | 'unknownIdentifier'
  | 'unknownMethod'
  | 'arity'
  | 'type'
  | 'notBoolean'
  | 'divideByZero'
  | 'notFinite'
  | 'unknownField'
  | 'badNumber'
  | 'tooLong'
  | 'tooDeep'
  | 'tooManySteps'
  | 'tooManyCalls'
  | 'host';

/** A refused or failed expression: E_BAD_CONDITION with a message that names the cause. */
export function expressionError(kind: ExpressionErrorKind, params: MessageParams = {}): AppError {
  return new AppError('E_BAD_CONDITION', params, `workflow.expr.${kind}`);
}
