import type { CompiledModule } from '../../../../runtime/index.ts';
import { isFieldEditable } from '../../../../runtime/workflow/index.ts';
import { inlineListDefs } from '../../../../runtime/workflow/editable-lists.ts';
import type { FormMode } from '../../../app/routes/form-path.ts';
import type { WorkflowInfo } from '../../workflow/index.ts';

/**
 * The fields a workflow form shows read-only (spec 02 §4 'Form field editability in a
 * workflow form'), by the runtime's rule over where the user stands: a current handler edits
 * the region of their step (the server's editableFields, which its save check also applies),
 * the starter holding the record at the start node and anyone before an instance exists edit
 * everything. Inline lists are named by their child module id, as in the step's region, so a
 * step that leaves a grid out shows it read-only. Until the workflow info is in, everything is
 * locked. Other modes lock nothing here: they follow each field's own flag and the page's view mode.
 * @example lockedFields(defect, 'workflow', info, user.userId) // Set { 'title', 'description', ... }
 */
export function lockedFields(module: CompiledModule, mode: FormMode, info: WorkflowInfo | null, userId: string): ReadonlySet<string> | undefined {
  if (mode !== 'workflow') return undefined;
  const fields = [...module.fields.values()].filter((field) => field !== module.primaryKey);
  const lists = inlineListDefs(module).map((list) => list.module);
  if (!info) return new Set([...fields.map((field) => field.name), ...lists]);
  const context = {
    mode,
    state: info.state,
    editableFields: info.editableFields,
    isCurrentHandler: Object.hasOwn(info.currentUsers, userId),
    isStarter: info.startUser === userId,
  };
  return new Set([
    ...fields.filter((field) => !isFieldEditable(field.name, { ...context, fieldDisabled: field.def.readOnly === true })).map((field) => field.name),
    ...lists.filter((list) => !isFieldEditable(list, { ...context, fieldDisabled: false })),
  ]);
}

/** Whether a form with these locked fields and inline lists leaves nothing to save (its key aside). */
export function everythingLocked(module: CompiledModule, locked: ReadonlySet<string> | undefined): boolean {
  if (locked === undefined) return false;
  const lists = inlineListDefs(module).map((list) => list.module);
  return [...module.fields.values()].every((field) => field === module.primaryKey || locked.has(field.name)) && lists.every((list) => locked.has(list));
}
