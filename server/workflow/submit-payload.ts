import { AppError } from '../../runtime/errors.ts';
import type { SubmitPayloadJson, SubmitTarget } from '../../runtime/workflow/submit-payload.ts';

/** The submit payload of spec 02 §3 (nextNodeInfos of submitWorkflow.ajax) once read. */
export interface SubmitPayload extends SubmitTarget {
  urgent: boolean;
  /** Handlers the submitter chose, by next node; a node left out gets its default candidates. */
  handlers: ReadonlyMap<string, string[]>;
  notifyUsers: string[];
}

function bad(reason: string): AppError {
  return new AppError('E_BAD_REQUEST', { reason }, 'workflow.badPayload');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** Users as the dialog sends them: ids, {userId} objects, or one comma-joined string. */
export function userIds(value: unknown): string[] {
  const items: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids = items.map((item) => text(typeof item === 'object' && item !== null ? (item as Record<string, unknown>).userId : item));
  return [...new Set(ids.filter((id) => id !== '' && id.length <= 32))];
}

/**
 * Reads nextNodeInfos, a SubmitPayloadJson; the JSON comes from the client, so every
 * field is checked, and users may also come as {userId} objects or a comma-joined string.
 */
export function parseSubmitPayload(json: string): SubmitPayload {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw bad('JSON');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw bad('JSON');
  // Names are the wire type's; values are whatever the client sent, checked one by one.
  const body = raw as { [K in keyof SubmitPayloadJson]?: unknown };
  const moduleId = text(body.moduleId);
  const pkValue = text(body.pkValue);
  if (!moduleId || !pkValue) throw bad(moduleId ? 'pkValue' : 'moduleId');
  const oprNo = Number(body.oprNo ?? 1);
  if (!Number.isInteger(oprNo)) throw bad('oprNo');
  const handlers = new Map<string, string[]>();
  const notifyUsers = userIds(body.notifyUsers);
  const nextNodes = Array.isArray(body.nextNodes) ? body.nextNodes : [];
  for (const entry of nextNodes) {
    if (typeof entry !== 'object' || entry === null) throw bad('nextNodes');
    const item = entry as Record<string, unknown>;
    if (text(item.notifyNodeId)) notifyUsers.push(...userIds(item.handleUsers));
    else if (text(item.nextNodeId)) handlers.set(text(item.nextNodeId), userIds(item.handleUsers));
  }
  return {
    moduleId,
    modelId: text(body.modelId),
    pkValue,
    oprNo,
    currentNodeId: text(body.currentNodeId),
    opinion: typeof body.opinion === 'string' ? body.opinion.slice(0, 2000) : '',
    urgent: body.urgentFlag === 'Y',
    handlers,
    notifyUsers: [...new Set(notifyUsers)],
  };
}
