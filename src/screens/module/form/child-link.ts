import type { ChildListDef, CompiledModule } from '../../../../runtime/index.ts';
import type { FormValues } from '../../../renderers/module-validator.ts';

/** Spec 01 §3: the parent link fields of a child record default to parentId and parentName. */
export const DEFAULT_PARENT_ID = 'parentId';
export const DEFAULT_PARENT_NAME = 'parentName';

/** The child field holding the parent's key. */
export function parentIdField(child: ChildListDef): string {
  return child.parentId ?? DEFAULT_PARENT_ID;
}

/** What a new child record starts with: the parent's key and, when the child has the field, its name. */
export function childInitialValues(child: ChildListDef, childModule: CompiledModule, parentKey: string, parentValues: FormValues): FormValues {
  const initial: FormValues = { [parentIdField(child)]: parentKey };
  const nameField = child.parentName ?? (childModule.fields.has(DEFAULT_PARENT_NAME) ? DEFAULT_PARENT_NAME : undefined);
  if (nameField && child.parentLabelField) initial[nameField] = parentValues[child.parentLabelField] ?? null;
  return initial;
}
