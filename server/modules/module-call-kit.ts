/** What the calls under a module's apiPath share: their shape, the row version they carry, the answer to a refused record. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type CompiledModule, type FieldError } from '../../runtime/index.ts';
import type { CallParamsDefinition } from './call-validator.ts';

export type Params = Record<string, unknown>;

/** One call every module (or every module of a kind) answers under its apiPath. */
export interface ModuleCall {
  params: CallParamsDefinition;
  run(request: FastifyRequest, reply: FastifyReply, module: CompiledModule, params: Params): Promise<unknown>;
}

/** The _rowVersion the client loaded; undefined when not sent. */
export function rowVersionOf(params: Params): number | undefined {
  const raw = params._rowVersion;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new AppError('E_BAD_REQUEST', { reason: '_rowVersion' });
  return value;
}

/** state -1 with the catalogue's '请先完善信息' and each field's message in the request language. */
export function validationAnswer(request: FastifyRequest, errors: FieldError[]) {
  const error = new AppError('E_VALIDATION');
  return {
    status: error.status,
    body: {
      state: -1,
      msgInfo: request.t(error.messageId),
      code: error.code,
      param: { errors: errors.map((entry) => ({ field: entry.field, message: request.t(entry.messageId, entry.params) })) },
    },
  };
}
