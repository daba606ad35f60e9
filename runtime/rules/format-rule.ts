import type { CompiledField, FieldError } from '../bundle/compiled-types.ts';
import { FORMAT_CHECKS } from './formats.ts';

/** The bundle's named format (phone, idCard, plate...); message id `rule.<format>`. */
export function checkFormat(field: CompiledField, value: string, label: string): FieldError | null {
  const format = field.def.format;
  if (format === undefined || FORMAT_CHECKS[format](value)) return null;
  return { field: field.name, messageId: `rule.${format}`, params: { label } };
}
