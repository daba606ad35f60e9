import { AppError } from '../../runtime/errors.ts';
import { hasGrant } from '../auth/permissions.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { ADMIN_GRANT } from './platform-grants.ts';

/**
 * The user, when one of their roles grants `operation` in an administration area (super
 * administrators always); AppError E_OPERATION_DENIED otherwise.
 * @example requireAdmin(user, 'roles', 'edit')
 */
export function requireAdmin<A extends keyof typeof ADMIN_GRANT>(user: SessionUser, area: A, operation: (typeof ADMIN_GRANT)[A]['operations'][number]): SessionUser {
  if (!hasGrant(user, ADMIN_GRANT[area].moduleId, operation)) throw new AppError('E_OPERATION_DENIED', { operation });
  return user;
}
