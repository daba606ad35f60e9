import { sql, type RawBuilder } from 'kysely';
import type { CompiledField, CompiledModule, FieldError } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext } from './record-context.ts';
import { isReferenceField, parentSource, referenceSource, type ReferenceSource } from './reference-source.ts';
import { parentLink } from './parent-link.ts';
import { isMultiReference, linkedKeys, MAX_LINKED_KEYS } from './reference-links.ts';
import { filterValueOf, referenceFilterScope } from './reference-filter.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Message id (locales/*\/validation.json) of a reference naming nothing the user may point at. */
export const REFERENCE_MESSAGE = 'rule.reference';

/**
 * The row of the source whose key is `value`, with its display name (`label`): one row or none.
 * @example const { rows } = await targetRow(source, parentId).execute(db);
 */
export function targetRow(source: ReferenceSource, value: string, filter?: RawBuilder<unknown>): RawBuilder<{ label: string | null }> {
  const scopes = [source.scope, filter].filter((scope) => scope !== undefined).map((scope) => sql` and ${scope}`);
  // ::text relabels a varchar key (its index still serves); other key kinds compare as text.
  return sql`select ${source.label}::text as label from ${sql.table(source.table)} as l where ${source.key}::text = ${value}${sql.join(scopes, sql``)}`;
}

/**
 * Checks that every reference and tree-reference value about to be saved, and the parent a
 * child-list row or tree node names (parent-link.ts; a tree's root is no record), names a record
 * that exists and belongs to the user's organisation, in one query for all of them (every value bound).
 * A reference with `filterBy` must also name a record whose `targetField` holds this record's
 * filter field value (when that is not blank): equipment of the defect's station.
 * `stored`: the record's values before this save; a value it already holds (with the same filter
 * value) is not checked again, so a record whose target was removed since can still be edited in
 * its other fields.
 * @returns one error per field whose value names nothing the user may point at (message id
 *   `rule.reference`, `{label}` in the user's language); empty when all are fine.
 * @example await referenceErrors(trx, registry, defect, { czxxNo: 'nope' }, ctx) // [{ field: 'czxxNo', messageId: 'rule.reference', ... }]
 */
export async function referenceErrors(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  values: Readonly<Record<string, unknown>>,
  ctx: RecordContext,
  stored?: Readonly<Record<string, unknown>>,
): Promise<FieldError[]> {
  const errorOf = (field: CompiledField): FieldError => ({ field: field.name, messageId: REFERENCE_MESSAGE, params: { label: field.def.label[ctx.locale] } });
  const errors: FieldError[] = [];
  const checks: { field: CompiledField; target: RawBuilder<unknown> }[] = [];
  const link = parentLink(registry, module);
  for (const field of module.fields.values()) {
    const value = values[field.name];
    const isParent = field === link?.field;
    if (!(isReferenceField(field) || isParent) || value === undefined || value === null || value === '') continue;
    const filterBy = field.def.reference?.filterBy;
    const filterValue = filterBy ? filterValueOf(filterBy, values, stored) : '';
    if (stored && String(stored[field.name] ?? '') === String(value) && (!filterBy || filterValueOf(filterBy, stored) === filterValue)) continue;
    if (isParent && String(value) === link.rootId) continue;
    const source = isParent ? parentSource(link, ctx) : referenceSource(registry, field, ctx);
    // A multi-reference names each of its keys; all must be allowed.
    const keys = isMultiReference(field) ? linkedKeys(value) : [String(value)];
    if (!source || keys.length > MAX_LINKED_KEYS) errors.push(errorOf(field));
    else for (const key of keys) checks.push({ field, target: targetRow(source, key, referenceFilterScope(registry, field, filterValue)) });
  }
  if (checks.length > 0) {
    const { rows } = await sql<Record<string, boolean>>`select ${sql.join(checks.map((check, index) => sql`exists (${check.target}) as ${sql.id(`r${index}`)}`))}`.execute(db);
    const found = rows[0] ?? {};
    const refused = new Set(checks.filter((_check, index) => found[`r${index}`] !== true).map((check) => check.field));
    for (const field of refused) errors.push(errorOf(field));
  }
  const order = [...module.fields.keys()];
  return errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
