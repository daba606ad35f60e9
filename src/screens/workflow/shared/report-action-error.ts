import { reportError } from '../../../api/report-error.ts';
import { RequestError } from '../../../api/request-error.ts';

/**
 * Whether a refused workflow call says the instance moved on since the page loaded it
 * (E_CONFLICT: ended, the task handled or recalled, the instance deleted or started by
 * another tab or user).
 */
export function workflowMovedOn(error: unknown): boolean {
  return error instanceof RequestError && error.code === 'E_CONFLICT';
}

/**
 * Shows a refused workflow call's message; when the instance moved on, also calls `reload`:
 * the command bar and the record then show where the workflow stands now instead of
 * offering the stale page's commands again.
 *
 * @example catch (error) { reportActionError(error, changed) }
 */
export function reportActionError(error: unknown, reload: () => void): void {
  reportError(error);
  if (workflowMovedOn(error)) reload();
}
