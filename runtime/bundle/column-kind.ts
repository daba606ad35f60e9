/**
 * How each field type is stored and compared (docs/architecture.md, value conventions).
 * month and time stay text: their fixed-width forms (YYYY-MM, HH:mm) sort correctly as strings.
 */
import type { FieldDef, FieldType } from './types.ts';
import type { ColumnKind, ValueKind } from './compiled-types.ts';

export function columnKindOf(field: FieldDef): ColumnKind {
  switch (field.type) {
    case 'int':
      return { kind: 'integer' };
    case 'number':
      return { kind: 'double' };
    case 'decimal':
      // The schema requires precision and scale for decimals; the fallbacks only guard unchecked input.
      return { kind: 'decimal', precision: field.precision ?? 18, scale: field.scale ?? 2 };
    case 'date':
      return { kind: 'date' };
    case 'datetime':
      return { kind: 'timestamp' };
    case 'boolean':
      return { kind: 'boolean' };
    default:
      return field.maxLength === undefined ? { kind: 'text' } : { kind: 'text', maxLength: field.maxLength };
  }
}

export function valueKindOf(type: FieldType): ValueKind {
  switch (type) {
    case 'int':
      return 'integer';
    case 'number':
    case 'decimal':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'boolean':
      return 'boolean';
    default:
      return 'string';
  }
}
