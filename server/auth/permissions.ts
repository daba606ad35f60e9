import type { FastifyRequest } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { OPERATION_NAMES } from '../../runtime/bundle/types.ts';
import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';
import type { SessionUser } from './session-user.ts';

/** Operations checked on the server: 'view' plus the bundle operations. */
export const CHECKED_OPERATIONS: readonly string[] = ['view', ...OPERATION_NAMES];

/** The signed-in user; E_UNAUTHENTICATED when none (public routes only reach here by mistake). */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('E_UNAUTHENTICATED');
  return request.user;
}

/**
 * What the user may do in a module: super administrators are not limited (every operation is
 * listed); everyone else gets the union of the operations granted to their roles.
 */
export function moduleOperations(user: SessionUser, moduleId: string): { isModuleOprLimit: boolean; moduleOprs: string[] } {
  if (user.isSuperAdmin) return { isModuleOprLimit: false, moduleOprs: [...CHECKED_OPERATIONS] };
  return { isModuleOprLimit: true, moduleOprs: CHECKED_OPERATIONS.filter((operation) => user.grants.has(`${moduleId}:${operation}`)).sort() };
}

/** Whether one of the user's roles holds a grant; for permissions outside modules (the cockpit). */
export function hasGrant(user: SessionUser, moduleId: string, operation: string): boolean {
  return user.isSuperAdmin || user.grants.has(`${moduleId}:${operation}`);
}

/**
 * The signed-in user, when allowed to run `operation` in the module; AppError
 * E_OPERATION_DENIED {operation} otherwise.
 * @example const user = requireOperation(request, module, 'edit');
 */
export function requireOperation(request: FastifyRequest, module: CompiledModule | string, operation: string): SessionUser {
  const user = requireUser(request);
  const moduleId = typeof module === 'string' ? module : module.moduleId;
  if (!hasGrant(user, moduleId, operation)) throw new AppError('E_OPERATION_DENIED', { operation });
  return user;
}
