import type { CompiledField } from '../bundle/compiled-types.ts';
import { DEFAULT_LOCALE, type Locale } from '../bundle/types.ts';

/** The `{label}` parameter of a field message, in the language it will be shown in. */
export function fieldLabel(field: CompiledField, locale: Locale = DEFAULT_LOCALE): string {
  return field.def.label[locale];
}
