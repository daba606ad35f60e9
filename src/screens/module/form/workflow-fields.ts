import type { CompiledModule } from '../../../../runtime/index.ts';
import { isFieldEditable } from '../../../../runtime/workflow/index.ts';
import type { FormMode } from '../../../app/routes/form-path.ts';
import type { WorkflowInfo } from '../../workflow/index.ts';

/**
 * The fields a workflow form shows read-only (spec 02 §4 'Form field editability in a
 * workflow form'), by the runtime's rule over where the user stands: a current handler edits
 * the region of their step (the server's editableFields, which its save check also applies),
 * the starter holding the record at the start node and anyone before an instance exists edit
 * everything. Until the workflow info is in, every field is locked. Other modes lock nothing
 * here: they follow each field's own flag and the page's view mode.
 * @example lockedFields(defect, 'workflow', info, user.userId) // Set { 'title', 'description', ... }
 */
export function lockedFields(module: CompiledModule, mode: FormMode, info: WorkflowInfo | null, userId: string): ReadonlySet<string> | undefined {
  if (mode !== 'workflow') return undefined;
  const fields = [...module.fields.values()].filter((field) => field !== module.primaryKey);
  if (!info) return new Set(fields.map((field) => field.name));
  const context = {
    mode,
    state: info.state,
    editableFields: info.editableFields,
    isCurrentHandler: Object.hasOwn(info.currentUsers, userId),
    isStarter: info.startUser === userId,
  };
  return new Set(fields.filter((field) => !isFieldEditable(field.name, { ...context, fieldDisabled: field.def.readOnly === true })).map((field) => field.name));
}

/** Whether a form with these locked fields leaves nothing to save (its key aside). */
export function everythingLocked(module: CompiledModule, locked: ReadonlySet<string> | undefined): boolean {
  return locked !== undefined && [...module.fields.values()].every((field) => field === module.primaryKey || locked.has(field.name));
}
