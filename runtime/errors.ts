/**
 * The one error catalogue. An error is a value: a stable code, the HTTP status the server
 * answers with, a message id in locales/ and its parameters. It is turned into the user's
 * language at the edge (server reply or client toast), never before.
 */

export const ERROR_CATALOGUE = {
  E_BAD_REQUEST: { status: 400, messageId: 'error.badRequest' },
  E_UNKNOWN_FIELD: { status: 400, messageId: 'error.unknownField' },
  E_BAD_VALUE: { status: 400, messageId: 'error.badValue' },
  E_BAD_CONDITION: { status: 400, messageId: 'error.badCondition' },
  E_BAD_ORDER: { status: 400, messageId: 'error.badOrder' },
  E_PAGE_SIZE: { status: 400, messageId: 'error.pageSize' },
  E_VALIDATION: { status: 400, messageId: 'error.validation' },
  E_UNKNOWN_ENTITY: { status: 404, messageId: 'error.unknownEntity' },
  E_NOT_FOUND: { status: 404, messageId: 'error.notFound' },
  E_RECORD_NOT_FOUND: { status: 404, messageId: 'error.recordNotFound' },
  E_UNAUTHENTICATED: { status: 401, messageId: 'error.unauthenticated' },
  E_TOKEN_EXPIRED: { status: 401, messageId: 'error.tokenExpired' },
  E_LOGIN_FAILED: { status: 200, messageId: 'error.loginFailed' },
  E_CAPTCHA: { status: 200, messageId: 'error.captcha' },
  E_ACCOUNT_LOCKED: { status: 200, messageId: 'error.accountLocked' },
  E_ACCOUNT_PENDING: { status: 200, messageId: 'error.accountPending' },
  E_LOGIN_LOCKED: { status: 200, messageId: 'error.loginLocked' },
  E_UAKEY: { status: 200, messageId: 'error.uakey' },
  E_SMS_CODE: { status: 200, messageId: 'error.smsCode' },
  E_SMS_TOO_SOON: { status: 429, messageId: 'error.smsTooSoon' },
  E_SMS_DELIVERY: { status: 502, messageId: 'error.smsDelivery' },
  E_TOO_MANY_REQUESTS: { status: 429, messageId: 'error.tooManyRequests' },
  E_FORBIDDEN: { status: 403, messageId: 'error.forbidden' },
  E_OPERATION_DENIED: { status: 403, messageId: 'error.operationDenied' },
  E_OTHER_ORG: { status: 403, messageId: 'error.otherOrg' },
  E_PASSWORD_CHANGE_REQUIRED: { status: 403, messageId: 'error.passwordChangeRequired' },
  E_SCREEN_LOCKED: { status: 403, messageId: 'error.screenLocked' },
  E_CONFLICT: { status: 409, messageId: 'error.conflict' },
  E_STALE_RECORD: { status: 409, messageId: 'error.staleRecord' },
  E_BUNDLE_CHANGED: { status: 409, messageId: 'designer.bundleChanged' },
  E_DRAFT_CHANGED: { status: 409, messageId: 'designer.draftChanged' },
  E_BUNDLE_INVALID: { status: 400, messageId: 'designer.bundleInvalid' },
  E_PUBLISH_BLOCKED: { status: 409, messageId: 'designer.publishBlocked' },
  E_PAYLOAD_TOO_LARGE: { status: 413, messageId: 'error.payloadTooLarge' },
  E_INTERNAL: { status: 500, messageId: 'error.internal' },
} as const satisfies Record<string, { status: number; messageId: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export type MessageParams = Record<string, string | number>;

/** A broken contract: thrown by runtime and server code, answered as state -1 with msgInfo. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageId: string;
  readonly params: MessageParams;

  constructor(code: ErrorCode, params: MessageParams = {}, messageId?: string) {
    const entry = ERROR_CATALOGUE[code];
    super(`${code}: ${messageId ?? entry.messageId} ${JSON.stringify(params)}`);
    this.name = 'AppError';
    this.code = code;
    this.status = entry.status;
    this.messageId = messageId ?? entry.messageId;
    this.params = params;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** Translates a message id with parameters; the server and the client each supply one over Lingui. */
export type Translate = (messageId: string, params?: MessageParams) => string;
