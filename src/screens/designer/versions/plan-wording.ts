/**
 * A migration plan in the user's words: what each step does to the table, what each check
 * counts, and why a plan cannot be applied. Pure: the caller passes its translator and a
 * field-label lookup, so tests render every kind in both languages.
 */
import type { ColumnKind, MigrationPlan, Translate } from '../../../../runtime/index.ts';
import type { PlanAnswer } from '../../../../contracts/module-design.ts';
import { valueText } from './value-text.ts';

export type MigrationStep = MigrationPlan['steps'][number];
export type MigrationCheck = MigrationPlan['checks'][number];
export type MigrationRefusal = MigrationPlan['refusals'][number];

/** Field name to its label in the user's language. */
export type LabelOf = (field: string) => string;

/** A column kind in words: 文本（最长 50） / 小数（18,2） / 日期时间 ... */
export function columnKindText(kind: ColumnKind, t: Translate): string {
  switch (kind.kind) {
    case 'text':
      return kind.maxLength === undefined ? t('designer.publish.kind.longText') : t('designer.publish.kind.text', { n: kind.maxLength });
    case 'decimal':
      return t('designer.publish.kind.decimal', { precision: kind.precision, scale: kind.scale });
    default:
      return t(`designer.publish.kind.${kind.kind}`);
  }
}

export function stepText(step: MigrationStep, t: Translate, labelOf: LabelOf): string {
  switch (step.kind) {
    case 'createTable':
      return t('designer.publish.step.createTable', { table: step.table });
    case 'addColumn':
      return t('designer.publish.step.addColumn', { column: step.column, type: columnKindText(step.to, t), label: labelOf(step.field) });
    case 'widenColumn':
    case 'narrowColumn': {
      // A narrowing to another kind is a conversion (its check accepts only an empty column).
      const id = step.kind === 'narrowColumn' && step.from.kind !== step.to.kind ? 'convertColumn' : step.kind;
      return t(`designer.publish.step.${id}`, { column: step.column, from: columnKindText(step.from, t), to: columnKindText(step.to, t), label: labelOf(step.field) });
    }
    case 'fillDefault':
      return t('designer.publish.step.fillDefault', { column: step.column, value: valueText(step.value, t), label: labelOf(step.field) });
    case 'hideField':
    case 'restoreField':
      return t(`designer.publish.step.${step.kind}`, { column: step.column, label: labelOf(step.field) });
    case 'addLinkTable':
      return t('designer.publish.step.addLinkTable', { column: step.column, label: labelOf(step.field) });
    case 'addIndex':
      return t(step.unique ? 'designer.publish.step.addUniqueIndex' : 'designer.publish.step.addIndex', { table: step.table, columns: step.columns.join(', ') });
    case 'addMenu':
      return t('designer.publish.step.addMenu', { moduleId: step.moduleId, parentId: step.parentId, routerPath: step.routerPath });
  }
}

/** The parameters the server's designer.check.* messages and the check descriptions share. */
function checkParams(check: MigrationCheck, t: Translate, labelOf: LabelOf): Record<string, string> {
  if (check.kind === 'unique') return { field: check.field, column: check.column, columns: check.columns.join(', '), label: check.fields.map(labelOf).join(', ') };
  const params: Record<string, string> = { field: check.field, column: check.column, label: labelOf(check.field) };
  if (check.kind !== 'required') params.to = columnKindText(check.to, t);
  if (check.kind === 'convert') params.from = columnKindText(check.from, t);
  return params;
}

/** What a check counts, shown whatever its count. */
export function checkText(check: MigrationCheck, t: Translate, labelOf: LabelOf): string {
  return t(`designer.publish.check.${check.kind}`, checkParams(check, t, labelOf));
}

/** Why a check with rows blocks the plan: the server's message (designer.check.*). */
export function checkProblemText(check: MigrationCheck, rows: number, t: Translate, labelOf: LabelOf): string {
  return t(`designer.check.${check.kind}`, { ...checkParams(check, t, labelOf), rows });
}

export function refusalText(refusal: MigrationRefusal, t: Translate, labelOf: LabelOf): string {
  return t(refusal.messageId, refusal.field === undefined ? refusal.params : { label: labelOf(refusal.field), ...refusal.params });
}

/** Rows a check counted; undefined when the server sent no count for it. */
export function checkRows(answer: PlanAnswer, index: number): number | undefined {
  return answer.counts[String(index)];
}

/** True when the plan cannot be applied: the server says so, or a check counts rows, or it has refusals or problems. */
export function planBlocked(answer: PlanAnswer): boolean {
  const countsRows = answer.plan.checks.some((_, index) => (checkRows(answer, index) ?? 0) > 0);
  return answer.blocked || countsRows || answer.plan.refusals.length > 0 || answer.problems.length > 0;
}
