import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { newId } from '../auth/secrets.ts';

/** A changed field's value before and after a write. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** What a write call tells the operation log about itself (server/system/oper-log.ts). */
export interface NotedOperation {
  /** The module, or the system area (sysDict, sysParam...) written. */
  moduleId: string;
  operation: string;
  recordKey?: string;
  changes?: Record<string, FieldChange>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a write call (noteOperation): the answer then writes a row of the operation log. */
    operation: NotedOperation | null;
  }
}

/** Marks the request as a write for the operation log; later calls add to what earlier ones said. */
export function noteOperation(request: FastifyRequest, operation: Partial<NotedOperation> & Pick<NotedOperation, 'moduleId' | 'operation'>): void {
  request.operation = { ...request.operation, ...operation };
}

/** The changed fields of a write, once known (after a successful save). */
export function noteChanges(request: FastifyRequest, changes: Record<string, FieldChange>): void {
  if (request.operation) request.operation.changes = changes;
}

/** The changes between stored values and the written ones, for the fields that differ. */
export function fieldChanges(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>, names: readonly string[]): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const name of names) changes[name] = { before: before[name] ?? null, after: after[name] ?? null };
  return changes;
}

/** The record key a call names (pkValue of the spec's calls), as sent. */
function sentKey(request: FastifyRequest): string | undefined {
  for (const source of [request.body, request.query]) {
    const value = (source as Record<string, unknown> | null | undefined)?.pkValue;
    if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 200);
  }
  return undefined;
}

function envelopeMessage(payload: unknown): string | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const body = JSON.parse(payload) as { msgInfo?: unknown };
    return typeof body.msgInfo === 'string' ? body.msgInfo.slice(0, 500) : null;
  } catch {
    return null;
  }
}

/**
 * Every write through the API leaves a row in sys_oper_log: who, when, which module and
 * operation, the record key, the changed fields with their values before and after (when the
 * call noted them) and whether it succeeded, with the answer's message. Written before the
 * answer leaves, so a client reading the log next sees the row.
 */
export const operLogPlugin = fp(async (app) => {
  app.decorateRequest('operation', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const noted = request.operation;
    if (!noted) return payload;
    const success = reply.statusCode < 400;
    try {
      await app.database.db
        .insertInto('sys_oper_log')
        .values({
          id: newId(),
          user_id: request.user?.userId ?? null,
          user_name: request.user?.userName ?? null,
          oper_at: new Date(),
          module_id: noted.moduleId,
          operation: noted.operation,
          call_path: (request.routeOptions.url ?? request.url).slice(0, 200),
          record_key: noted.recordKey ?? sentKey(request) ?? null,
          changes: noted.changes ? JSON.stringify(noted.changes) : null,
          result: success ? 'success' : 'failure',
          message: envelopeMessage(payload),
        })
        .execute();
    } catch (error) {
      // The write itself is done: a log row that cannot be written must not turn it into a failure.
      request.log.error({ err: error }, 'operation log row not written');
    }
    return payload;
  });
});
