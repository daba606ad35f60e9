import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CompiledField, CompiledModule, FieldError, TreeRefKind } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext } from './record-context.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';

/** Message id (locales/*\/validation.json) of a reference naming nothing the user may point at. */
export const REFERENCE_MESSAGE = 'rule.reference';

/** The organisations a user may work in: the ones system/user/changeUserCurrentOrg.ajax accepts. */
const userOrgNos = (userId: string) => sql`(select uo.org_no from sys_user_org uo where uo.user_id = ${userId})`;

/**
 * Whether the organisation-tree node `value` exists where the record is saved: an organisation the
 * user works in; a department, team or post of the current organisation; a user of it.
 */
const TREE_REF_TARGETS: Record<TreeRefKind, (value: string, ctx: RecordContext) => RawBuilder<unknown>> = {
  org: (value, ctx) => sql`select 1 from sys_org l where l.org_no = ${value} and l.org_no in ${userOrgNos(ctx.userId)}`,
  depart: (value, ctx) => sql`select 1 from sys_depart l where l.depart_no = ${value} and l.org_no = ${ctx.orgNo}`,
  team: (value, ctx) => sql`select 1 from sys_team l where l.team_no = ${value} and l.org_no = ${ctx.orgNo}`,
  post: (value, ctx) => sql`select 1 from sys_post l where l.post_no = ${value} and l.org_no = ${ctx.orgNo}`,
  user: (value, ctx) =>
    sql`select 1 from sys_user l where l.user_id = ${value} and exists (select 1 from sys_user_org uo where uo.user_id = l.user_id and uo.org_no = ${ctx.orgNo})`,
};

/**
 * The row a reference field's value must name: a record of the referenced module, in the user's
 * organisation when that module is organisation-scoped. Undefined when the bundle's reference
 * names no published module or field: nothing can be vouched for, so the value is refused.
 */
function referenceTarget(registry: ModuleRegistry, field: CompiledField, value: string, ctx: RecordContext): RawBuilder<unknown> | undefined {
  const reference = field.def.reference;
  const target = reference ? registry.byEntityName(reference.entity) : undefined;
  const keyField = reference?.valueField ? target?.fields.get(reference.valueField) : target?.primaryKey;
  if (!target || !keyField) return undefined;
  // Text keys are compared as they are (their index serves); other key kinds as text.
  const key = keyField.valueKind === 'string' ? sql.ref(`l.${keyField.column}`) : sql`${sql.ref(`l.${keyField.column}`)}::text`;
  const scope = target.bundle.entity.orgScoped ? sql` and ${sql.ref(`l.${SYSTEM_COLUMN.orgNo}`)} = ${ctx.orgNo}` : sql``;
  return sql`select 1 from ${sql.table(target.table)} as l where ${key} = ${value}${scope}`;
}

function targetOf(registry: ModuleRegistry, field: CompiledField, value: string, ctx: RecordContext): RawBuilder<unknown> | undefined {
  if (field.type === 'reference') return referenceTarget(registry, field, value, ctx);
  return field.def.treeRef ? TREE_REF_TARGETS[field.def.treeRef](value, ctx) : undefined;
}

function isReference(field: CompiledField): boolean {
  return field.type === 'reference' || field.type === 'treeRef';
}

/**
 * Checks that every reference and tree-reference value about to be saved names a record that
 * exists and belongs to the user's organisation, in one query for all of them (every value bound).
 * `stored`: the record's values before this save; a value it already holds is not checked again,
 * so a record whose target was removed since can still be edited in its other fields.
 * @returns one error per field whose value names nothing the user may point at (message id
 *   `rule.reference`, `{label}` in the user's language); empty when all are fine.
 * @example await referenceErrors(trx, registry, defect, { czxxNo: 'nope' }, ctx) // [{ field: 'czxxNo', messageId: 'rule.reference', ... }]
 */
export async function referenceErrors(
  db: Kysely<any>,
  registry: ModuleRegistry,
  module: CompiledModule,
  values: Readonly<Record<string, unknown>>,
  ctx: RecordContext,
  stored?: Readonly<Record<string, unknown>>,
): Promise<FieldError[]> {
  const errorOf = (field: CompiledField): FieldError => ({ field: field.name, messageId: REFERENCE_MESSAGE, params: { label: field.def.label[ctx.locale] } });
  const errors: FieldError[] = [];
  const checks: { field: CompiledField; target: RawBuilder<unknown> }[] = [];
  for (const field of module.fields.values()) {
    const value = values[field.name];
    if (!isReference(field) || value === undefined || value === null || value === '') continue;
    if (stored && String(stored[field.name] ?? '') === String(value)) continue;
    const target = targetOf(registry, field, String(value), ctx);
    if (target) checks.push({ field, target });
    else errors.push(errorOf(field));
  }
  if (checks.length > 0) {
    const { rows } = await sql<Record<string, boolean>>`select ${sql.join(checks.map((check, index) => sql`exists (${check.target}) as ${sql.id(`r${index}`)}`))}`.execute(db);
    const found = rows[0] ?? {};
    checks.forEach((check, index) => {
      if (found[`r${index}`] !== true) errors.push(errorOf(check.field));
    });
  }
  const order = [...module.fields.keys()];
  return errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
