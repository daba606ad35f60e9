import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../runtime/errors.ts';
import { requireUser } from '../../auth/permissions.ts';
import type { Caller } from '../workflow-deps.ts';
import type { WorkflowRef } from '../workflow-ref.ts';
import { userIds } from '../submit-payload.ts';
import { text } from '../../auth/param-schemas.ts';

export type Params = Record<string, unknown>;

export const ID = text(64);
export const OPINION = text(2000);
/** A user list: comma-joined ids or a JSON array. */
export const USERS = text(20000);

/** moduleId, pkValue, modelId, workflowId: how calls name a record's workflow. */
export const REF_PARAMS = { moduleId: Type.Optional(ID), pkValue: Type.Optional(ID), modelId: Type.Optional(ID), workflowId: Type.Optional(ID) };

export function callerOf(request: FastifyRequest): Caller {
  return { user: requireUser(request), locale: request.locale, t: request.t };
}

export function str(params: Params, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value.trim() : '';
}

export function refOf(params: Params): WorkflowRef {
  const ref = { moduleId: str(params, 'moduleId'), pkValue: str(params, 'pkValue'), modelId: str(params, 'modelId'), workflowId: str(params, 'workflowId') };
  if (!ref.pkValue) throw new AppError('E_BAD_REQUEST', { reason: 'pkValue' });
  return ref;
}

/** A user list parameter: `U1,U2` or `["U1","U2"]` (or objects with userId). */
export function usersParam(params: Params, name: string): string[] {
  const raw = str(params, name);
  if (!raw.startsWith('[')) return userIds(raw);
  try {
    return userIds(JSON.parse(raw));
  } catch {
    throw new AppError('E_BAD_REQUEST', { reason: name });
  }
}

/** A positive integer parameter within bounds; the default when absent. */
export function intParam(params: Params, name: string, fallback: number, max: number): number {
  const raw = str(params, name);
  if (raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new AppError('E_BAD_REQUEST', { reason: name });
  return value;
}
