import { buildFormPath } from '../../../app/routes/form-path.ts';
import { workflowFormPath } from '../../../app/routes/route-names.ts';
import type { TaskRow } from '../api/task-calls.ts';

/**
 * Where a task opens: the module's form in workflow mode, from the task centre. The named
 * route {moduleId}Form comes first; the row's form URL serves users whose menu lacks it.
 * Undefined when neither exists.
 */
export function taskFormPath(row: TaskRow): string | undefined {
  return (
    workflowFormPath(row.moduleId, row.pkValue, 'workflow', 'task') ??
    (row.formUrl ? buildFormPath({ formRouter: row.formUrl, pkValue: row.pkValue, mode: 'workflow', from: 'task' }) : undefined)
  );
}
