import type { CompiledField, FieldError } from '../bundle/compiled-types.ts';
import type { Locale } from '../bundle/types.ts';
import { FORMAT_CATALOGUE } from './formats.ts';
import { fieldPattern } from './field-pattern.ts';

/** Message id of a bundle pattern's failure: its text is the bundle's `patternMessage` (`{message}`). */
export const PATTERN_MESSAGE = 'rule.pattern';

/** The bundle's named format (phone, idCard, plate...), then its own pattern. */
export function checkFormat(field: CompiledField, value: string, label: string, locale: Locale): FieldError | null {
  const { format, pattern, patternMessage } = field.def;
  if (format !== undefined && !FORMAT_CATALOGUE[format].test(value)) return { field: field.name, messageId: FORMAT_CATALOGUE[format].messageId, params: { label } };
  if (pattern === undefined || fieldPattern(pattern).test(value)) return null;
  return { field: field.name, messageId: PATTERN_MESSAGE, params: { label, message: patternMessage?.[locale] ?? label } };
}
