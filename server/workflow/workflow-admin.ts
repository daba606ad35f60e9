import { AppError } from '../../runtime/errors.ts';
import { hasGrant } from '../auth/permissions.ts';
import type { SessionUser } from '../auth/session-user.ts';

/**
 * The grant that makes a workflow administrator: designs and publishes models, and may end,
 * delete or recover any instance of their organisation. Super administrators always hold it;
 * seedWorkflowDemo grants it to the demo 'admin' role.
 */
export const WORKFLOW_ADMIN = { moduleId: 'wfManager', operation: 'edit' } as const;

/**
 * The grant of the workflow monitor (issue 19 part 4): lists every running instance of the
 * organisation and reassigns open tasks. seedWorkflowDemo grants it to the demo 'admin' role
 * (the demo manager holds it); super administrators always do.
 */
export const WORKFLOW_MONITOR = { moduleId: 'wfManager', operation: 'monitor' } as const;

export function requireWorkflowMonitor(user: SessionUser): void {
  if (!hasGrant(user, WORKFLOW_MONITOR.moduleId, WORKFLOW_MONITOR.operation)) throw new AppError('E_FORBIDDEN', {}, 'workflow.monitor.denied');
}

export function isWorkflowAdmin(user: SessionUser): boolean {
  return hasGrant(user, WORKFLOW_ADMIN.moduleId, WORKFLOW_ADMIN.operation);
}

export function requireWorkflowAdmin(user: SessionUser): void {
  if (!isWorkflowAdmin(user)) throw new AppError('E_FORBIDDEN', {}, 'workflow.designerOnly');
}
