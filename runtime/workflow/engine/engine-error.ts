import { AppError, type ErrorCode, type MessageParams } from '../../errors.ts';

/** Why the engine refuses an action: a catalogue code for the HTTP status, a workflow message id. */
const REFUSALS = {
  // An instance that moved on while the page showed an older step (spec 02 §4 names the submit's
  // text): each action says what it cannot do.
  closed: 'E_CONFLICT',
  'closed.recall': 'E_CONFLICT',
  'closed.fallback': 'E_CONFLICT',
  'closed.countersign': 'E_CONFLICT',
  'closed.end': 'E_CONFLICT',
  noPermission: 'E_FORBIDDEN',
  taskHandled: 'E_CONFLICT',
  'taskHandled.fallback': 'E_CONFLICT',
  'taskHandled.countersign': 'E_CONFLICT',
  opinionRequired: 'E_BAD_REQUEST',
  fallbackOpinionRequired: 'E_BAD_REQUEST',
  fallbackNodeRequired: 'E_BAD_REQUEST',
  fallbackNotAllowed: 'E_FORBIDDEN',
  countersignNotAllowed: 'E_FORBIDDEN',
  countersignNoUsers: 'E_BAD_REQUEST',
  noHandler: 'E_BAD_REQUEST',
  noNextNode: 'E_CONFLICT',
  badRoute: 'E_CONFLICT',
  recallNotAllowed: 'E_CONFLICT',
  notifyNotFound: 'E_CONFLICT',
} as const satisfies Record<string, ErrorCode>;

export type EngineRefusal = keyof typeof REFUSALS;

/** @example throw engineError('noPermission') // 'You have no permission to handle this record' */
export function engineError(refusal: EngineRefusal, params: MessageParams = {}): AppError {
  return new AppError(REFUSALS[refusal], params, `workflow.${refusal}`);
}
