/**
 * The one rule for a field's SQL column (docs/architecture.md): `field.column`, else the
 * snake_case form of its name. Compilation, bundle checks and migration plans must agree on it.
 */
import { snakeCase } from './snake-case.ts';
import type { FieldDef } from './types.ts';

export function columnNameOf(field: Pick<FieldDef, 'name' | 'column'>): string {
  return field.column ?? snakeCase(field.name);
}
