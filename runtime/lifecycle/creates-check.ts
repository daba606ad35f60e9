/**
 * Across the set: a transition's `creates` names a published module and fields it has, a child
 * list of its own module for `forEach`, and expressions that compile over the record (or the
 * row) into the target fields' types.
 */
import type { BundleMessageId, ReportProblem } from '../bundle/bundle-problem.ts';
import type { LifecycleCreateDef, ModuleBundle } from '../bundle/types.ts';
import { compileExpression, type ExpectedResult } from '../expression/compile-expression.ts';
import { bundleExpressionEnv } from '../expression/module-expressions.ts';

type Path = (string | number)[];

function expressionProblems(source: string, row: ModuleBundle, expected: ExpectedResult, report: ReportProblem, at: Path): void {
  const compiled = compileExpression(source, bundleExpressionEnv(row), expected);
  if (!compiled.ok) for (const problem of compiled.problems) report(problem.messageId as BundleMessageId, problem.params, ...at);
}

/** The bundle the expressions of `creates` read: the forEach child's, else the bundle's own; undefined when forEach names no child list. */
function rowBundle(bundle: ModuleBundle, creates: LifecycleCreateDef, byModule: ReadonlyMap<string, ModuleBundle>): ModuleBundle | undefined {
  if (creates.forEach === undefined) return bundle;
  const listed = (bundle.form.children ?? []).some((child) => child.module === creates.forEach);
  return listed ? byModule.get(creates.forEach) : undefined;
}

function createProblems(bundle: ModuleBundle, creates: LifecycleCreateDef, byModule: ReadonlyMap<string, ModuleBundle>, report: ReportProblem, at: Path): void {
  const target = byModule.get(creates.module);
  if (!target) report('bundle.createsModuleMissing', { module: creates.module }, ...at, 'module');
  const row = rowBundle(bundle, creates, byModule);
  if (!row) return report('bundle.createsForEachNotChild', { module: String(creates.forEach) }, ...at, 'forEach');
  if (creates.linkField !== undefined && !row.entity.fields.some((field) => field.name === creates.linkField)) {
    report('bundle.unknownField', { name: creates.linkField }, ...at, 'linkField');
  }
  if (creates.when !== undefined) expressionProblems(creates.when, row, { kind: 'condition' }, report, [...at, 'when']);
  if (!target) return;
  creates.values.forEach(({ field: name, expr }, i) => {
    const field = target.entity.fields.find((entry) => entry.name === name);
    if (!field) report('bundle.entityFieldMissing', { entity: target.entity.name, field: name }, ...at, 'values', i, 'field');
    else expressionProblems(expr, row, { kind: 'value', fieldType: field.type }, report, [...at, 'values', i, 'expr']);
  });
}

export function lifecycleCreateProblems(bundle: ModuleBundle, byModule: ReadonlyMap<string, ModuleBundle>, report: ReportProblem): void {
  bundle.lifecycle?.transitions.forEach((transition, i) => {
    if (transition.creates) createProblems(bundle, transition.creates, byModule, report, ['lifecycle', 'transitions', i, 'creates']);
  });
}
