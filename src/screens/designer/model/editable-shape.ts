/**
 * Whether a JSON value has the shape the visual editor reads. The JSON view accepts any text;
 * a draft that parses but lacks this shape (a missing entity, fields that are not objects)
 * stays in the JSON view until it is fixed there, instead of crashing the forms.
 * Values inside the shape may still be wrong: checkModuleBundle reports those.
 */
import type { ModuleBundle } from '../../../../runtime/index.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string';
const optional = (value: unknown, test: (value: unknown) => boolean) => value === undefined || test(value);
const isLocalized = (value: unknown) => isObject(value) && Object.values(value).every(isText);
const arrayOf = (test: (value: unknown) => boolean) => (value: unknown) => Array.isArray(value) && value.every(test);
const objectWith = (fields: Record<string, (value: unknown) => boolean>) => (value: unknown) =>
  isObject(value) && Object.entries(fields).every(([key, test]) => test(value[key]));

const field = objectWith({ name: isText, type: isText, label: isLocalized, placeholder: (value) => optional(value, isLocalized), reference: (value) => optional(value, isObject) });
const fieldRef = objectWith({ field: isText });
const group = objectWith({ fields: arrayOf(isText), title: (value) => optional(value, isLocalized) });

const bundleShape = objectWith({
  moduleId: isText,
  title: isLocalized,
  apiPath: isText,
  entity: objectWith({ name: isText, table: isText, primaryKey: isText, fields: arrayOf(field) }),
  list: objectWith({ columns: arrayOf(fieldRef), summary: (value) => optional(value, arrayOf(fieldRef)), defaultOrder: (value) => optional(value, fieldRef) }),
  search: (value) => optional(value, arrayOf(fieldRef)),
  form: objectWith({
    groups: arrayOf(group),
    rules: (value) => optional(value, arrayOf(objectWith({ field: isText, other: isText }))),
    children: (value) => optional(value, arrayOf(objectWith({ module: isText, title: (title) => optional(title, isLocalized) }))),
  }),
  tree: (value) => optional(value, objectWith({ parentField: isText, nameField: isText })),
  import: (value) => optional(value, objectWith({ flagField: isText })),
  operations: arrayOf(isText),
  workflow: (value) => optional(value, isObject),
  menu: (value) => optional(value, isObject),
});

export function isEditableBundle(value: unknown): value is ModuleBundle {
  return bundleShape(value);
}
