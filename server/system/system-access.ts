import type { FastifyRequest } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { hasGrant, requireUser } from '../auth/permissions.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { noteOperation } from './oper-log.ts';

/** The system administration areas (issue 15): role grants name them like modules ('sysDict:edit'). */
export type SystemArea = 'sysDict' | 'sysParam' | 'sysLog' | 'sysOnline' | 'sysTask' | 'sysMonitor' | 'sysCache' | 'sysUakey';

/**
 * The signed-in user when a super administrator or granted the area's operation; a write
 * (anything but 'view') is noted for the operation log, refused or not.
 * @example const user = requireSystemAccess(request, 'sysDict', 'edit');
 */
export function requireSystemAccess(request: FastifyRequest, area: SystemArea, operation: 'view' | 'edit' | 'delete' | 'run' | 'logout' | 'add', recordKey?: string): SessionUser {
  const user = requireUser(request);
  if (operation !== 'view') noteOperation(request, { moduleId: area, operation, ...(recordKey === undefined ? {} : { recordKey }) });
  if (!hasGrant(user, area, operation)) throw new AppError('E_OPERATION_DENIED', { operation });
  return user;
}
