import type { WorkflowState } from './workflow-state.ts';

export type FormMode = 'add' | 'edit' | 'view' | 'workflow';

export interface FieldEditContext {
  mode: FormMode;
  /** The field's own disabled flag. */
  fieldDisabled: boolean;
  state: WorkflowState;
  /** Fields of the nodes where the user is a current handler (node.editableFields). */
  editableFields: readonly string[];
  isCurrentHandler: boolean;
  isStarter: boolean;
}

/**
 * Spec 02 §4 'Form field editability in a workflow form'. Add and edit forms follow the
 * field's own flag; view forms never edit. A workflow form edits a field when it is in the
 * editable region of the user's node and the user is a current handler, when the starter
 * holds the instance at the start node (started), or when there is no instance yet
 * (starting, noWorkflow). A field disabled by its own flag stays disabled throughout.
 */
export function isFieldEditable(field: string, context: FieldEditContext): boolean {
  if (context.fieldDisabled || context.mode === 'view') return false;
  if (context.mode !== 'workflow') return true;
  if (context.state === 'starting' || context.state === 'noWorkflow') return true;
  if (context.state === 'started' && context.isStarter) return true;
  return context.isCurrentHandler && context.editableFields.includes(field);
}
