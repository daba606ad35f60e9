import type { FastifyRequest } from 'fastify';
import { AppError } from '../../runtime/index.ts';
import { hasGrant, requireUser } from '../auth/permissions.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { allowedOperations } from '../modules/module-call.ts';
import type { FileRecord } from './file-records.ts';
import type { FileKind } from './file-storage.ts';

/**
 * Import uploads, error workbooks and exports hold what one user saw or sent: only that user
 * reads them. Attachments and images uploaded from a module's form carry the module
 * (sys_file.module_id): reading them needs the module's 'view', removing another user's file
 * its 'edit' (a child module without a menu answers with its parent's grants, as its records
 * do). Attachments and images without a module (avatars, ...) are read by the users of the
 * uploader's organisation and removed by the uploader only.
 */
const PERSONAL_KINDS: ReadonlySet<FileKind> = new Set(['import', 'importError', 'export']);

/** Whether the user holds an operation of a module, the way the module's own calls judge it. */
export type ModuleGrant = (moduleId: string, operation: 'view' | 'add' | 'edit') => boolean;

/**
 * The grants of the request's user by module: the operations the module offers that the user's
 * roles grant, a child module's by its parent's (allowedOperations). A module no longer
 * published is judged by the raw grant (super administrators only, in practice).
 */
export function requestGrants(request: FastifyRequest): ModuleGrant {
  const user = requireUser(request);
  const cache = new Map<string, readonly string[]>();
  return (moduleId, operation) => {
    let operations = cache.get(moduleId);
    if (!operations) {
      const module = request.server.modules.byModuleId(moduleId);
      operations = module ? allowedOperations(request, module).moduleOprs : ['view', 'add', 'edit'].filter((name) => hasGrant(user, moduleId, name));
      cache.set(moduleId, operations);
    }
    return operations.includes(operation);
  };
}

export function canReadFile(record: FileRecord, user: SessionUser, grant: ModuleGrant): boolean {
  if (record.orgNo !== user.orgNo) return false;
  if (PERSONAL_KINDS.has(record.kind)) return record.createdBy === user.userId;
  return record.moduleId === null || grant(record.moduleId, 'view');
}

/** Of an attachment or image the user reads (canReadFile): its uploader, or a holder of its module's 'edit', removes it. */
export function canDeleteFile(record: FileRecord, user: SessionUser, grant: ModuleGrant): boolean {
  return record.createdBy === user.userId || (record.moduleId !== null && grant(record.moduleId, 'edit'));
}

/**
 * The module an attachment or image is uploaded for (the form's `_moduleId`), or null for a
 * file outside modules. Uploading into a module takes its 'add' or 'edit' (the form being
 * filled in is a new or a stored record).
 * @throws AppError E_UNKNOWN_ENTITY for a module that is not published; E_OPERATION_DENIED without either grant.
 */
export function uploadModule(request: FastifyRequest, requested: string | undefined, grant: ModuleGrant): string | null {
  const moduleId = requested?.trim() ?? '';
  if (moduleId === '') return null;
  if (!request.server.modules.byModuleId(moduleId)) throw new AppError('E_UNKNOWN_ENTITY', { entity: moduleId.slice(0, 64) });
  if (!grant(moduleId, 'add') && !grant(moduleId, 'edit')) throw new AppError('E_OPERATION_DENIED', { operation: 'edit' });
  return moduleId;
}

/** Server-issued file ids: 32 hex digits. Anything else (paths, '..', encoded names) names no file. */
export function isFileId(text: string): boolean {
  return /^[0-9a-f]{32}$/.test(text);
}
