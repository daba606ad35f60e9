/**
 * Spec 01 §5: an empty required field asks to enter, select or upload, by how the value is given.
 * Pickers (dates, dictionaries, references, org tree, map) select; uploads upload; inputs enter.
 */
import type { CompiledField, FieldError } from '../bundle/compiled-types.ts';
import type { FieldType } from '../bundle/types.ts';

const SELECT_TYPES: readonly FieldType[] = [
  'date',
  'month',
  'time',
  'datetime',
  'boolean',
  'select',
  'radio',
  'checkbox',
  'reference',
  'treeRef',
  'geoPoint',
  'geoCircle',
  'geoPolygon',
  'geoPolyline',
];
const UPLOAD_TYPES: readonly FieldType[] = ['attachment', 'image'];

export function requiredMessageId(type: FieldType): string {
  if (UPLOAD_TYPES.includes(type)) return 'rule.required.upload';
  return SELECT_TYPES.includes(type) ? 'rule.required.select' : 'rule.required.enter';
}

/** Blank means nothing to save: absent, null, or text of spaces only. false and 0 are values. */
export function isBlankValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * @param required whether the field is required for this record (`required`, or `requiredWhen` holding).
 * A numbered field left empty is filled by the server on add (docs/bundle-format.md, Numbering), so it is never missing.
 */
export function checkRequired(field: CompiledField, value: unknown, label: string, required = field.def.required === true): FieldError | null {
  if (!required || field.def.numbering || !isBlankValue(value)) return null;
  return { field: field.name, messageId: requiredMessageId(field.type), params: { label } };
}
