/**
 * The detail form of a bundle as an rjsf JSON Schema plus uiSchema, in one language.
 *
 * Values follow the conventions of docs/architecture.md, so the schema types are those of the
 * stored values (decimals are strings, checkbox values a comma list), and every type also accepts
 * null: records and new forms hold null for empty fields. `required` marks fields for display;
 * validateRecord enforces it with the messages of spec 01 §5, which JSON Schema cannot produce.
 * Layout and widget choices live in the uiSchema: `ui:widget` is the field type, `ui:groups`
 * the bundle's form groups (with their tab and help), `ui:children` its child lists.
 */
import type { DictionaryDef, FieldDef, FieldType, Locale, ModuleBundle } from './types.ts';
import type { CompiledForm } from './compiled-types.ts';

type JsonObject = Record<string, unknown>;

/** Upload limits of spec 01 §5 when a bundle gives none; images have no count limit. */
const UPLOAD_DEFAULTS: Partial<Record<FieldType, { maxFiles?: number; maxSizeMb: number }>> = {
  attachment: { maxFiles: 6, maxSizeMb: 100 },
  image: { maxSizeMb: 10 },
};

const DEFAULT_TEXTAREA_ROWS = 4;

const JSON_TYPES: Partial<Record<FieldType, string[]>> = {
  int: ['integer'],
  number: ['number'],
  // Widgets may hand over a number before the value is formatted to its scale.
  decimal: ['string', 'number'],
  boolean: ['boolean'],
};

const DICT_TYPES: readonly FieldType[] = ['select', 'radio'];

function jsonType(field: FieldDef): string[] {
  return [...(JSON_TYPES[field.type] ?? ['string']), 'null'];
}

/** Drops undefined entries so the schema stays plain JSON. */
function compact(object: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined));
}

function dictOptions(field: FieldDef, dictionary: DictionaryDef | undefined, locale: Locale): JsonObject[] {
  const options: JsonObject[] = (dictionary?.items ?? []).map((item) => ({ const: item.value, title: item.label[locale] }));
  // An optional choice can be cleared; rjsf needs a constant option for the empty value. A required
  // one gets none, so radio groups show no blank choice.
  if (!field.required) options.push({ const: null, title: '' });
  return options;
}

function fieldSchema(field: FieldDef, dictionaries: Readonly<Record<string, DictionaryDef>>, locale: Locale): JsonObject {
  const numeric = field.type === 'int' || field.type === 'number' || field.type === 'decimal';
  return compact({
    type: jsonType(field),
    title: field.label[locale],
    default: field.default,
    minLength: numeric ? undefined : field.minLength,
    maxLength: numeric ? undefined : field.maxLength,
    minimum: numeric ? field.min : undefined,
    maximum: numeric ? field.max : undefined,
    oneOf: DICT_TYPES.includes(field.type) ? dictOptions(field, dictionaries[field.dict ?? ''], locale) : undefined,
  });
}

function fieldUiOptions(field: FieldDef, dictionaries: Readonly<Record<string, DictionaryDef>>, locale: Locale): JsonObject {
  const upload = UPLOAD_DEFAULTS[field.type];
  const dictionary = field.dict === undefined ? undefined : dictionaries[field.dict];
  return compact({
    dict: field.dict,
    // Checkbox values are comma lists, so they cannot carry oneOf; every dict widget gets the items here.
    // A disabled item stays listed so a record holding it still shows its label; widgets offer it no more.
    dictItems: dictionary?.items.map((item) => ({ value: item.value, label: item.label[locale], ...(item.disabled ? { disabled: true } : {}) })),
    reference: field.reference,
    treeRef: field.treeRef,
    format: field.format,
    rows: field.type === 'textarea' ? (field.rows ?? DEFAULT_TEXTAREA_ROWS) : undefined,
    maxFiles: upload ? (field.maxFiles ?? upload.maxFiles) : undefined,
    maxSizeMb: upload ? (field.maxSizeMb ?? upload.maxSizeMb) : undefined,
    precision: field.precision,
    scale: field.scale,
    span: field.span,
  });
}

function fieldUiSchema(field: FieldDef, dictionaries: Readonly<Record<string, DictionaryDef>>, locale: Locale): JsonObject {
  const options = fieldUiOptions(field, dictionaries, locale);
  return compact({
    'ui:widget': field.type,
    'ui:readonly': field.readOnly ? true : undefined,
    'ui:hidden': field.hidden ? true : undefined,
    'ui:placeholder': field.placeholder?.[locale],
    'ui:help': field.help?.[locale],
    'ui:options': Object.keys(options).length ? options : undefined,
  });
}

/** Grouped fields first, in group order, then the others (hidden keys, parent links) in entity order. */
function fieldOrder(bundle: ModuleBundle): string[] {
  const grouped = bundle.form.groups.flatMap((group) => group.fields);
  const seen = new Set(grouped);
  return [...new Set(grouped), ...bundle.entity.fields.map((f) => f.name).filter((name) => !seen.has(name))];
}

export function buildForm(bundle: ModuleBundle, dictionaries: Readonly<Record<string, DictionaryDef>>, locale: Locale): CompiledForm {
  const fields = bundle.entity.fields;
  const schema = compact({
    type: 'object',
    required: fields.filter((f) => f.required).map((f) => f.name),
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, dictionaries, locale)])),
  });
  const uiSchema: JsonObject = {
    ...Object.fromEntries(fields.map((f) => [f.name, fieldUiSchema(f, dictionaries, locale)])),
    'ui:order': fieldOrder(bundle),
    'ui:groups': bundle.form.groups.map((group) =>
      compact({ title: group.title?.[locale], columns: group.columns, fields: [...group.fields], tab: group.tab?.[locale], help: group.help?.[locale] }),
    ),
    'ui:children': (bundle.form.children ?? []).map((child) =>
      compact({
        module: child.module,
        title: child.title?.[locale],
        parentId: child.parentId ?? 'parentId',
        parentName: child.parentName,
        parentLabelField: child.parentLabelField,
      }),
    ),
  };
  return { schema, uiSchema };
}
