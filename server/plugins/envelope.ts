import fp from 'fastify-plugin';
import { AppError, isAppError } from '../../runtime/errors.ts';

/** The spec's response envelope: state 0 success, -1 error. */
export interface Envelope<T = unknown> {
  state: 0 | -1 | -2;
  msgInfo: string;
  param?: Record<string, unknown>;
  value?: T;
  code?: string;
}

export function ok<T>(value?: T, extra: { msgInfo?: string; param?: Record<string, unknown> } = {}): Envelope<T> {
  return { state: 0, msgInfo: extra.msgInfo ?? '', param: extra.param ?? {}, value };
}

function fastifyErrorToAppError(error: { statusCode?: number; code?: string; message: string; validation?: unknown }): AppError {
  if (error.validation) return new AppError('E_BAD_REQUEST', { reason: error.message });
  if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('E_PAYLOAD_TOO_LARGE', { n: 0 });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('E_BAD_REQUEST', { reason: error.code ?? String(error.statusCode) });
  }
  return new AppError('E_INTERNAL');
}

/**
 * Turns every thrown error into the envelope in the user's language. Database and
 * programming errors are logged and answered with a generic message: their text never
 * reaches a client.
 */
export const envelopePlugin = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const appError = isAppError(error) ? error : fastifyErrorToAppError(error as never);
    if (appError.code === 'E_INTERNAL') request.log.error({ err: error }, 'unhandled error');
    const t = request.t ?? ((id: string) => id);
    const body: Envelope = { state: -1, msgInfo: t(appError.messageId, appError.params), code: appError.code };
    return reply.status(appError.status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const error = new AppError('E_NOT_FOUND');
    return reply.status(404).send({ state: -1, msgInfo: request.t(error.messageId), code: error.code });
  });
});
