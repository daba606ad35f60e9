/**
 * Field edits over a bundle, as pure functions: a field's name is how every other part of the
 * bundle (list, search, form, rules, tree, import, workflow) refers to it, so renaming or
 * removing one carries the change everywhere it is named.
 */
import { isExpressionRule, PLACEHOLDER_TYPES, type FieldDef, type FieldType, type ModuleBundle, type PrintDef } from '../../../../runtime/index.ts';
import { renameInFieldExpressions, renameInGroupExpressions, renameInRule } from './expression-renames.ts';
import { inBothLocales } from '../preview/locale-i18n.ts';
import { mapPermissionFields } from './field-permissions.ts';

/** Field settings that only some types use; the rest are dropped when the type changes. */
const TYPE_SETTINGS: Record<string, readonly FieldType[]> = {
  dict: ['select', 'radio', 'checkbox'],
  reference: ['reference'],
  treeRef: ['treeRef'],
  precision: ['decimal'],
  scale: ['decimal'],
  min: ['int', 'number', 'decimal'],
  max: ['int', 'number', 'decimal'],
  minLength: ['text', 'textarea'],
  maxLength: ['text', 'textarea'],
  format: ['text'],
  pattern: ['text', 'textarea'],
  patternMessage: ['text', 'textarea'],
  rows: ['textarea'],
  maxFiles: ['attachment', 'image'],
  maxSizeMb: ['attachment', 'image'],
  placeholder: PLACEHOLDER_TYPES,
};

export function usesSetting(type: FieldType, setting: keyof typeof TYPE_SETTINGS): boolean {
  return TYPE_SETTINGS[setting]?.includes(type) ?? false;
}

function freshName(bundle: ModuleBundle): string {
  const taken = new Set(bundle.entity.fields.map((field) => field.name));
  for (let n = bundle.entity.fields.length + 1; ; n++) if (!taken.has(`field${n}`)) return `field${n}`;
}

/** Appends a text field with a free name and places it at the end of the last form group. */
export function addField(bundle: ModuleBundle): { bundle: ModuleBundle; name: string } {
  const name = freshName(bundle);
  const field: FieldDef = { name, type: 'text', label: inBothLocales('designer.new.fieldLabel', { n: bundle.entity.fields.length + 1 }) };
  const groups = bundle.form.groups.length ? bundle.form.groups : [{ columns: 2 as const, fields: [] }];
  const last = groups.length - 1;
  return {
    name,
    bundle: {
      ...bundle,
      entity: { ...bundle.entity, fields: [...bundle.entity.fields, field] },
      form: { ...bundle.form, groups: groups.map((group, index) => (index === last ? { ...group, fields: [...group.fields, name] } : group)) },
    },
  };
}

/** Replaces a field's settings; a new type drops the settings the old one used. */
export function updateField(bundle: ModuleBundle, name: string, next: FieldDef): ModuleBundle {
  const previous = bundle.entity.fields.find((field) => field.name === name);
  let field = next;
  if (previous && previous.type !== next.type) {
    field = Object.fromEntries(Object.entries(next).filter(([key]) => !(key in TYPE_SETTINGS) || usesSetting(next.type, key))) as unknown as FieldDef;
    // A default of the old type rarely means anything in the new one.
    delete field.default;
  }
  const renamed = next.name !== name ? renameField(bundle, name, next.name) : bundle;
  return { ...renamed, entity: { ...renamed.entity, fields: renamed.entity.fields.map((entry) => (entry.name === next.name ? field : entry)) } };
}

/** Renames a field and every reference to it. */
export function renameField(bundle: ModuleBundle, from: string, to: string): ModuleBundle {
  const swap = (name: string) => (name === from ? to : name);
  const swapOptional = (name: string | undefined) => (name === undefined ? undefined : swap(name));
  const { list, form } = bundle;
  return withoutUndefined({
    ...bundle,
    entity: {
      ...bundle.entity,
      primaryKey: swap(bundle.entity.primaryKey),
      fields: bundle.entity.fields.map((field) => renameInFieldExpressions(field.name === from ? { ...field, name: to } : field, from, to)),
    },
    list: {
      ...list,
      columns: list.columns.map((column) => ({ ...column, field: swap(column.field) })),
      defaultOrder: list.defaultOrder && { ...list.defaultOrder, field: swap(list.defaultOrder.field) },
      summary: list.summary?.map((entry) => ({ ...entry, field: swap(entry.field) })),
    },
    search: bundle.search?.map((search) => ({ ...search, field: swap(search.field) })),
    form: {
      ...form,
      groups: form.groups.map((group) => renameInGroupExpressions({ ...group, fields: group.fields.map(swap) }, from, to)),
      rules: form.rules?.map((rule) => renameInRule(rule, from, to)),
      children: form.children?.map((child) => withoutUndefined({ ...child, parentLabelField: swapOptional(child.parentLabelField) })),
    },
    tree: bundle.tree && { ...bundle.tree, parentField: swap(bundle.tree.parentField), nameField: swap(bundle.tree.nameField) },
    import: bundle.import && { flagField: swap(bundle.import.flagField) },
    workflow: bundle.workflow && withoutUndefined({ ...bundle.workflow, titleField: swapOptional(bundle.workflow.titleField) }),
    print: mapPrintFields(bundle.print, swap),
    fieldPermissions: mapPermissionFields(bundle.fieldPermissions, swap),
  });
}

/** Removes a field and whatever names it: columns, searches, placements, rules, settings. */
export function removeField(bundle: ModuleBundle, name: string): ModuleBundle {
  const keep = (field: string) => field !== name;
  const { list, form } = bundle;
  return withoutUndefined({
    ...bundle,
    entity: { ...bundle.entity, fields: bundle.entity.fields.filter((field) => keep(field.name)) },
    list: withoutUndefined({
      ...list,
      columns: list.columns.filter((column) => keep(column.field)),
      defaultOrder: list.defaultOrder && keep(list.defaultOrder.field) ? list.defaultOrder : undefined,
      summary: list.summary?.filter((entry) => keep(entry.field)),
    }),
    search: bundle.search?.filter((search) => keep(search.field)),
    form: withoutUndefined({
      ...form,
      groups: form.groups.map((group) => ({ ...group, fields: group.fields.filter(keep) })),
      rules: form.rules?.filter((rule) => isExpressionRule(rule) || (keep(rule.field) && keep(rule.other))),
      children: form.children?.map((child) => withoutUndefined({ ...child, parentLabelField: child.parentLabelField === name ? undefined : child.parentLabelField })),
    }),
    tree: bundle.tree && keep(bundle.tree.parentField) && keep(bundle.tree.nameField) ? bundle.tree : undefined,
    import: bundle.import && keep(bundle.import.flagField) ? bundle.import : undefined,
    workflow: bundle.workflow && withoutUndefined({ ...bundle.workflow, titleField: bundle.workflow.titleField === name ? undefined : bundle.workflow.titleField }),
    print: mapPrintFields(bundle.print, (field) => (keep(field) ? field : null)),
    fieldPermissions: mapPermissionFields(bundle.fieldPermissions, (field) => (keep(field) ? field : undefined)),
  });
}

/** The template with every field grid's names passed through `map` (null drops the name): renames and removals of a field. */
export function mapPrintFields(print: PrintDef | undefined, map: (name: string) => string | null): PrintDef | undefined {
  if (!print) return undefined;
  const sections = print.sections.map((section) =>
    'fields' in section && !('childList' in section) ? { ...section, fields: section.fields.flatMap((name) => map(name) ?? []) } : section,
  );
  return { ...print, sections };
}

/** Moves a field within entity.fields (the order of the JSON and of the field list). */
export function moveField(bundle: ModuleBundle, from: number, to: number): ModuleBundle {
  return { ...bundle, entity: { ...bundle.entity, fields: moveItem(bundle.entity.fields, from, to) } };
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** Drops keys whose value is undefined, so optional parts leave the JSON instead of reading `null`. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
