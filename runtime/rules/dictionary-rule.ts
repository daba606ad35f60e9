import type { CompiledField, CompiledModule, FieldError } from '../bundle/compiled-types.ts';

/** A select or radio value must be one of its dictionary's values; a checkbox list, each of its items. */
export function checkDictionary(module: CompiledModule, field: CompiledField, value: string, label: string): FieldError | null {
  const code = field.def.dict;
  if (code === undefined) return null;
  const allowed = new Set(module.dictionaries[code]?.items.map((item) => item.value));
  const chosen = field.type === 'checkbox' ? value.split(',') : [value];
  return chosen.every((item) => allowed.has(item)) ? null : { field: field.name, messageId: 'rule.dict', params: { label } };
}
