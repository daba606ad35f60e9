/** Form group edits: where each field sits in the detail form (bundle form.groups). */
import type { FormGroupDef, ModuleBundle } from '../../../../runtime/index.ts';
import { moveItem, withoutUndefined } from './field-edits.ts';

/** Fields the form does not show: in no group (keys and parent links usually). */
export function unplacedFields(bundle: ModuleBundle): string[] {
  const placed = new Set(bundle.form.groups.flatMap((group) => group.fields));
  return bundle.entity.fields.map((field) => field.name).filter((name) => !placed.has(name));
}

function withGroups(bundle: ModuleBundle, groups: FormGroupDef[]): ModuleBundle {
  return { ...bundle, form: { ...bundle.form, groups } };
}

/**
 * Puts a field into a group before position `index` (the end when omitted), taking it out of
 * wherever it was; `group` null takes it out of the form.
 */
export function placeField(bundle: ModuleBundle, name: string, group: number | null, index?: number): ModuleBundle {
  const groups = bundle.form.groups.map((entry, at) => {
    const before = entry.fields.indexOf(name);
    const fields = entry.fields.filter((field) => field !== name);
    if (at !== group) return { ...entry, fields };
    // Moving down inside the same group: the field's own slot no longer counts.
    const target = index === undefined ? fields.length : before >= 0 && before < index ? index - 1 : index;
    fields.splice(Math.max(0, Math.min(target, fields.length)), 0, name);
    return { ...entry, fields };
  });
  return withGroups(bundle, groups);
}

export function addGroup(bundle: ModuleBundle, group: FormGroupDef): ModuleBundle {
  return withGroups(bundle, [...bundle.form.groups, group]);
}

export function updateGroup(bundle: ModuleBundle, index: number, patch: Partial<FormGroupDef>): ModuleBundle {
  return withGroups(bundle, bundle.form.groups.map((group, at) => (at === index ? withoutUndefined({ ...group, ...patch }) : group)));
}

/** Removes a group; its fields leave the form (they can be placed again). */
export function removeGroup(bundle: ModuleBundle, index: number): ModuleBundle {
  return withGroups(bundle, bundle.form.groups.filter((_, at) => at !== index));
}

export function moveGroup(bundle: ModuleBundle, from: number, to: number): ModuleBundle {
  return withGroups(bundle, moveItem(bundle.form.groups, from, to));
}
