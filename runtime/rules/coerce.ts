/**
 * Request parameters to typed record values. Form-urlencoded bodies carry strings, JSON bodies
 * carry JSON values; both end as the value conventions of docs/architecture.md.
 */
import { AppError } from '../errors.ts';
import type { CompiledModule, FieldError } from '../bundle/compiled-types.ts';
import type { Locale } from '../bundle/types.ts';
import { fieldLabel } from './field-label.ts';
import { readFieldValue } from './read-value.ts';
import { serverKeptFields } from '../iot/server-kept-fields.ts';

/** Parameters that travel with a record but are not fields of it. */
export const RESERVED_PARAMS: readonly string[] = [
  '_entityName',
  '_moduleId',
  'pkValue',
  'access_token',
  'lang',
  'timestamp',
  '_rowVersion',
  '_bundleVersion',
  // An inline child list's rows saved with the parent (server/modules/inline-children.ts).
  '_children',
];

export type CoerceOptions = {
  /** Further parameters to pass over, e.g. a route's own flags. */
  ignore?: readonly string[];
  /** Language of the `{label}` parameter in errors; zh-CN by default. */
  locale?: Locale;
};

/**
 * Reads the fields present in `raw`; absent fields stay absent, '' and null become null, and
 * fields only the server writes (serverKeptFields) are passed over.
 * Values that are not of their field's type are left out and reported as errors.
 * @throws AppError E_UNKNOWN_FIELD for a parameter that is neither a field, reserved nor ignored;
 *   E_BAD_VALUE for a structure where the field takes a single value.
 */
export function coerceRecord(
  module: CompiledModule,
  raw: Record<string, unknown>,
  options: CoerceOptions = {},
): { values: Record<string, unknown>; errors: FieldError[] } {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  const serverKept = serverKeptFields(module.bundle);
  for (const [key, rawValue] of Object.entries(raw)) {
    if (RESERVED_PARAMS.includes(key) || options.ignore?.includes(key) || serverKept.includes(key)) continue;
    const field = module.fields.get(key);
    if (!field) throw new AppError('E_UNKNOWN_FIELD', { field: key });
    const result = readFieldValue(field, rawValue);
    if (result.ok) values[key] = result.value;
    else errors.push({ field: key, messageId: result.messageId, params: { label: fieldLabel(field, options.locale), ...result.params } });
  }
  return { values, errors };
}
