import {
  columnChange,
  type CompiledModule,
  type MigrationCheck,
  type MigrationPlan,
  type MigrationRefusal,
  type MigrationStep,
  type TableColumnInfo,
} from '../../runtime/index.ts';
import { RECORD_KEY_LENGTH } from '../modules/record-key.ts';
import { storedColumnKind } from './stored-column.ts';

/** The server issues record keys (record-key.ts): a key column must hold them. */
function keyRefusals(module: CompiledModule): MigrationRefusal[] {
  const kind = module.primaryKey.columnKind;
  const holdsKeys = kind.kind === 'text' && (kind.maxLength === undefined || kind.maxLength >= RECORD_KEY_LENGTH);
  return holdsKeys ? [] : [{ field: module.primaryKey.name, messageId: 'designer.plan.keyType', params: { field: module.primaryKey.name, length: RECORD_KEY_LENGTH } }];
}

/**
 * Completes a plan with what only the database knows. planMigration compares bundles; a field
 * that takes an existing column (a restored field, or a first publish over a table that already
 * exists) keeps that column when its stored kind is the field's, and otherwise the column
 * changes by the same rules as a changed field: widened, or narrowed / converted under a check.
 * A column of a type the platform never creates is refused rather than guessed at.
 */
export function planAgainstTable(plan: MigrationPlan, module: CompiledModule, columns: readonly TableColumnInfo[]): MigrationPlan {
  const stored = new Map(columns.map((column) => [column.name, column]));
  const steps: MigrationStep[] = [];
  const checks: MigrationCheck[] = [...plan.checks];
  const refusals: MigrationRefusal[] = [...plan.refusals, ...keyRefusals(module)];
  for (const step of plan.steps) {
    steps.push(step);
    if (step.kind !== 'restoreField') continue;
    const column = stored.get(step.column);
    const field = module.fields.get(step.field);
    if (!column || !field) continue;
    const from = storedColumnKind(column);
    if (!from) {
      refusals.push({ field: field.name, messageId: 'designer.plan.columnType', params: { column: column.name, type: column.dataType } });
      continue;
    }
    const to = field.columnKind;
    const change = columnChange(from, to);
    if (change === 'same') continue;
    if (change === 'widen') {
      steps.push({ kind: 'widenColumn', field: field.name, column: column.name, from, to });
      continue;
    }
    steps.push({ kind: 'narrowColumn', field: field.name, column: column.name, from, to });
    checks.push(change === 'narrow' ? { kind: 'narrow', field: field.name, column: column.name, to } : { kind: 'convert', field: field.name, column: column.name, from, to });
  }
  return { ...plan, steps, checks, refusals };
}
