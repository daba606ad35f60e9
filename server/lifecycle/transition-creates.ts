/**
 * A transition's `creates` (docs/bundle-format.md, Record life cycles): the records it makes in
 * another module, one for the record or one per row of a child list, inside the transition's
 * transaction, so a refused record takes the whole transition back.
 */
import {
  AppError,
  bundleExpressionEnv,
  compileExpression,
  evaluateCondition,
  evaluateExpression,
  toFieldValue,
  type CompiledExpression,
  type CompiledModule,
  type ExpectedResult,
  type ExpressionScope,
  type LifecycleCreateDef,
  type RecordValues,
} from '../../runtime/index.ts';
import { childListRows, expressionSession } from '../modules/record-expressions.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { addRecordWithin } from '../modules/record-write.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { writeRecordState } from './state-write.ts';
import type { PlatformDb } from '../db/tables/index.ts';

function compiled(source: string, row: CompiledModule, expected: ExpectedResult): CompiledExpression {
  const result = compileExpression(source, bundleExpressionEnv(row.bundle), expected);
  // A published bundle passed the check; an expression that does not compile now is the bundle's fault.
  if (!result.ok) throw new AppError('E_BAD_CONDITION', { reason: result.problems[0]?.messageId ?? 'creates' });
  return result.expression;
}

function moduleOf(registry: ModuleRegistry, moduleId: string): CompiledModule {
  const module = registry.byModuleId(moduleId);
  if (!module) throw new AppError('E_NOT_FOUND');
  return module;
}

/**
 * Makes the records of `creates` for the record `key` (its values as the transition leaves
 * them) and writes each made record's key into the link field of its row or record. Rows the
 * `when` condition leaves out, and rows already linked, make nothing.
 * @throws RecordValidationError when a made record breaks a rule of its module.
 */
export async function runCreates(
  trx: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  creates: LifecycleCreateDef,
  record: { key: string; values: RecordValues },
  ctx: RecordContext,
): Promise<void> {
  const target = moduleOf(registry, creates.module);
  const rowModule = creates.forEach === undefined ? module : moduleOf(registry, creates.forEach);
  const rows =
    creates.forEach === undefined ? [record.values] : await childListRows(trx, registry, module, creates.forEach, record.key, ctx.orgNo);
  const when = creates.when === undefined ? undefined : compiled(creates.when, rowModule, { kind: 'condition' });
  const assignments = creates.values.map(({ field: name, expr }) => {
    const field = target.fields.get(name);
    if (!field) throw new AppError('E_BAD_CONDITION', { reason: 'bundle.entityFieldMissing' });
    return { field, expression: compiled(expr, rowModule, { kind: 'value', fieldType: field.def.type }) };
  });
  const session = await expressionSession(trx, ctx);
  const now = new Date();
  for (const rowValues of rows) {
    const linked = creates.linkField === undefined ? null : rowValues[creates.linkField];
    if (linked !== null && linked !== undefined && linked !== '') continue;
    const scope: ExpressionScope = creates.forEach === undefined ? { values: rowValues, session, now } : { values: rowValues, parent: record.values, session, now };
    if (when && !evaluateCondition(when, scope)) continue;
    const made = Object.fromEntries(assignments.map(({ field, expression }) => [field.name, toFieldValue(field.def.type, field.def.scale, evaluateExpression(expression, scope))]));
    const key = await addRecordWithin(trx, registry, target, made, ctx);
    if (creates.linkField === undefined) continue;
    const rowKey = String(rowValues[rowModule.primaryKey.name]);
    await writeRecordState(trx, rowModule, { key: rowKey, values: { [creates.linkField]: key }, userId: ctx.userId, orgNo: rowModule.bundle.entity.orgScoped ? ctx.orgNo : null });
  }
}
