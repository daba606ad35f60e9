import { sql, type RawBuilder } from 'kysely';
import type { CompiledModule, ConditionItem, FixedConditionDef } from '../../runtime/index.ts';
import { joinInValues } from '../../runtime/index.ts';

/** The values an item allows, one or a list. */
function valuesOf(item: FixedConditionDef): (string | number | boolean)[] {
  return Array.isArray(item.value) ? item.value : [item.value];
}

/**
 * A reference's fixed `where` as condition items of the listed module, for its choices
 * (pub/tableSelector.ajax, pub/tree.ajax); planListQuery checks and types them like any condition.
 * @example whereItems([{ field: 'enabled', op: 'eq', value: true }]) // [{ field: 'enabled', code: ':S_E', value: 'true' }]
 */
export function whereItems(where: readonly FixedConditionDef[] | undefined): ConditionItem[] {
  return (where ?? []).map((item) =>
    item.op === 'in' ? { field: item.field, code: ':S_IN', value: joinInValues(valuesOf(item).map(String)) } : { field: item.field, code: ':S_E', value: String(valuesOf(item)[0]) },
  );
}

/**
 * The rows (aliased `alias`) of `target` a reference's fixed `where` allows: for checking a saved
 * value, and for telling which tree nodes can be picked; undefined when it has none. The values
 * are the bundle's, typed by its check, and bound.
 */
export function whereScope(target: CompiledModule | undefined, where: readonly FixedConditionDef[] | undefined, alias = 'l'): RawBuilder<unknown> | undefined {
  if (!where?.length) return undefined;
  const predicates = where.map((item) => {
    const field = target?.fields.get(item.field);
    // The bundle check refuses a condition naming no field; a target republished without it allows nothing.
    if (!field) return sql`false`;
    return sql`${sql.ref(`${alias}.${field.column}`)} in (${sql.join(valuesOf(item).map((value) => sql`${value}`))})`;
  });
  return sql.join(predicates, sql` and `);
}
