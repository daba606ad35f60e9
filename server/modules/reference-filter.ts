import { Type, type TOptional } from '@sinclair/typebox';
import { sql, type RawBuilder } from 'kysely';
import { AppError, serializeCondition, type CompiledField, type CompiledModule, type ConditionItem, type ReferenceFilterDef, type SelectorParamName } from '../../runtime/index.ts';
import { KEY_SCHEMA } from './call-params.ts';
import type { ModuleRegistry } from './registry.ts';
import { whereItems, whereScope } from './reference-where.ts';

type Params = Record<string, unknown>;

/**
 * Parameters of a reference's choices (pub/tableSelector.ajax, pub/tree.ajax): `refModule` and
 * `refField` name the reference field whose choices are listed, `refValue` the current value of
 * the field its `filterBy` names (spec 02 §9's equipment-by-station selector, as data), and
 * `refKey` one value of the reference: the form asks for its label when it filled the value
 * itself (a `defaultExpr` such as currentEmployee()) and knows no label for it.
 */
export const REFERENCE_FILTER_PARAMS = { refModule: Type.Optional(KEY_SCHEMA), refField: Type.Optional(KEY_SCHEMA), refValue: Type.Optional(KEY_SCHEMA), refKey: Type.Optional(KEY_SCHEMA) };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The condition with the items added (`|` joins items in the wire form); none: the condition as it came. */
function withItems(condition: string | undefined, items: readonly ConditionItem[]): string | undefined {
  return items.length === 0 ? condition : [condition, serializeCondition([...items])].filter(Boolean).join('|');
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The listed module's default condition with the reference's filter added: its `targetField`
 * equals `refValue`, and (unless `options.where` is false: a tree shows every node and marks
 * the ones it allows) its fixed `where`. No `refModule`: the condition as it came; a blank
 * `refValue` filters nothing (nothing chosen yet). Fields and values are checked by
 * planListQuery like any condition.
 * @throws AppError E_UNKNOWN_ENTITY (no such refModule), E_UNKNOWN_FIELD (refField is no
 *   reference of it to the listed module)
 * @example withReferenceFilter(registry, equipment, { refModule: 'ptPatrol', refField: 'eqNo', refValue: 'S1' }) // 'czxxNo:S_ES1'
 */
export function withReferenceFilter(registry: ModuleRegistry, listed: CompiledModule, params: Params, options: { where: boolean } = { where: true }): string | undefined {
  const defaultCondition = typeof params.defaultCondition === 'string' ? params.defaultCondition : undefined;
  const reference = choicesReference(registry, listed, params)?.def.reference;
  if (!reference) return defaultCondition;
  const value = text(params.refValue);
  const filterItems: ConditionItem[] = reference.filterBy && value ? [{ field: reference.filterBy.targetField, code: ':S_E', value }] : [];
  const key = text(params.refKey);
  const keyItems: ConditionItem[] = key ? [{ field: reference.valueField ?? listed.primaryKey.name, code: ':S_E', value: key }] : [];
  return withItems(defaultCondition, [...(options.where ? whereItems(reference.where) : []), ...filterItems, ...keyItems]);
}

/**
 * The reference field (`refModule`, `refField`) whose choices are listed from `listed`;
 * undefined without `refModule`.
 * @throws AppError E_UNKNOWN_ENTITY (no such refModule), E_UNKNOWN_FIELD (refField is no
 *   reference of it to the listed module)
 */
export function choicesReference(registry: ModuleRegistry, listed: CompiledModule, params: Params): CompiledField | undefined {
  const moduleId = text(params.refModule);
  if (!moduleId) return undefined;
  const owner = registry.byModuleId(moduleId);
  if (!owner) throw new AppError('E_UNKNOWN_ENTITY', { entity: moduleId });
  const field = owner.fields.get(text(params.refField));
  if (field?.def.reference?.entity !== listed.entityName) throw new AppError('E_UNKNOWN_FIELD', { field: text(params.refField) });
  return field;
}

/** The spec's selector parameters (spec 02 §9), each a filter when the listed module's bundle declares it. */
export const SELECTOR_PARAMS: Readonly<Record<SelectorParamName, TOptional<typeof KEY_SCHEMA>>> = { czNo: Type.Optional(KEY_SCHEMA) };

/**
 * The condition with the spec's selector parameters the listed module declares
 * (`selectorParams`) added: the declared field equals the value sent, unless it is blank or the
 * declared `all`. A module that declares none ignores them, as before.
 * @example withSelectorParams(equipment, { czNo: 'S1' }, undefined) // 'czxxNo:S_ES1'
 */
export function withSelectorParams(listed: CompiledModule, params: Params, condition: string | undefined): string | undefined {
  const items = Object.entries(listed.bundle.selectorParams ?? {}).flatMap(([name, param]) => {
    const value = text(params[name]);
    return value && value !== param.all ? [{ field: param.field, code: ':S_E' as const, value }] : [];
  });
  return withItems(condition, items);
}

/** The value a saved record gives its reference's filter field: the one sent, else the stored one. */
export function filterValueOf(filterBy: ReferenceFilterDef, values: Readonly<Params>, stored?: Readonly<Params>): string {
  const value = Object.hasOwn(values, filterBy.field) ? values[filterBy.field] : stored?.[filterBy.field];
  return isBlank(value) ? '' : String(value);
}

/**
 * The rows (aliased `l`) a reference field allows for a record whose filter field holds `value`:
 * those its fixed `where` matches, and of them those its filter allows (every one when the
 * field has no filter or the value is blank); undefined when every row is allowed.
 */
export function referenceFilterScope(registry: ModuleRegistry, field: CompiledField, value: string): RawBuilder<unknown> | undefined {
  const reference = field.def.reference;
  if (!reference) return undefined;
  const target = registry.byEntityName(reference.entity);
  const scopes = [whereScope(target, reference.where), reference.filterBy && value ? filterScope(target, reference.filterBy, value) : undefined].filter((scope) => scope !== undefined);
  return scopes.length === 0 ? undefined : sql.join(scopes, sql` and `);
}

function filterScope(target: CompiledModule | undefined, filterBy: ReferenceFilterDef, value: string): RawBuilder<unknown> {
  const targetField = target?.fields.get(filterBy.targetField);
  // The bundle check refuses a filter naming no field; a target republished without it allows nothing.
  if (!targetField) return sql`false`;
  return sql`${sql.ref(`l.${targetField.column}`)}::text = ${value}`;
}
