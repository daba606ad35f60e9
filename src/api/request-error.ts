import { translate } from '../i18n/i18n.ts';

/**
 * A failed call, with `message` already in the user's language (show it as is).
 * `status` is the HTTP status (0: no response); `code` the server's error code
 * (E_STALE_RECORD, ...) when it sent one; `param` the envelope's details (a refused save
 * lists its field errors there).
 */
export class RequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly param: Record<string, unknown> | undefined;

  constructor(message: string, status: number, code?: string, param?: Record<string, unknown>) {
    super(message);
    this.name = 'RequestError';
    this.status = status;
    this.code = code;
    this.param = param;
  }
}

/** The parts of an error body the mapping reads (an envelope with state -1). */
export interface ErrorBody {
  msgInfo?: unknown;
  code?: unknown;
  param?: unknown;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Spec 01 §8: the message for an HTTP failure status. */
export function errorForStatus(status: number, body: ErrorBody | undefined): RequestError {
  const msgInfo = text(body?.msgInfo);
  const code = text(body?.code);
  const param = record(body?.param);
  switch (status) {
    case 401:
      return new RequestError(translate('request.unauthorized'), 401, code);
    case 404:
      return new RequestError(translate('request.notFound'), 404, code);
    case 500:
      return new RequestError(msgInfo ?? translate('request.serverError'), 500, code);
    default:
      return new RequestError(msgInfo ?? translate('request.unknown', { code: status }), status, code, param);
  }
}

export function noResponseError(): RequestError {
  return new RequestError(translate('request.noResponse'), 0, 'E_NO_RESPONSE');
}

export function formatError(status: number): RequestError {
  return new RequestError(translate('request.badFormat'), status, 'E_FORMAT');
}
