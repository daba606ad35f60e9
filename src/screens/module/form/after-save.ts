import type { FormMode } from '../../../app/routes/form-path.ts';

export type AfterSave = 'switch-to-edit' | 'reload' | 'close';

/**
 * Spec 01 §4: a new record on a page with child lists (or when the caller asks to stay)
 * becomes an edit of the new key; workflow mode keeps its mode and reloads; a plain add or
 * edit closes the page.
 */
export function afterSave(mode: FormMode, hasChildren: boolean, stay: boolean): AfterSave {
  if (mode === 'workflow') return 'reload';
  if (mode === 'add') return hasChildren || stay ? 'switch-to-edit' : 'close';
  return stay ? 'reload' : 'close';
}
