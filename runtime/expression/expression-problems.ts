import { problemReporter, type BundleMessageId, type BundleProblem, type ReportProblem } from '../bundle/bundle-problem.ts';
import type { ModuleBundle } from '../bundle/types.ts';
import { bundleExpressionEnv, compileModuleExpressions } from './module-expressions.ts';

/** The bundle check's part for expressions: every problem of every expression, at its property. */
export function expressionProblems(bundle: ModuleBundle, report: ReportProblem): void {
  compileModuleExpressions(bundle, (problem, path) => report(problem.messageId as BundleMessageId, problem.params, ...path));
}

/**
 * The bundle set's part: aggregates over child lists name fields the child modules have. Only
 * these problems are new here; the rest were reported by the bundle's own check.
 */
export function childFieldProblems(file: string, bundle: ModuleBundle, byModule: ReadonlyMap<string, ModuleBundle>): BundleProblem[] {
  if (!bundle.form.children?.length) return [];
  const problems: BundleProblem[] = [];
  const report = problemReporter(file, problems);
  const env = bundleExpressionEnv(bundle, (moduleId) => {
    const child = byModule.get(moduleId);
    return child && new Map(child.entity.fields.map((field) => [field.name, field.type]));
  });
  compileModuleExpressions(
    bundle,
    (problem, path) => {
      if (problem.messageId === 'bundle.expr.unknownChildField' || problem.messageId === 'bundle.expr.sumNeedsNumber') report(problem.messageId, problem.params, ...path);
    },
    env,
  );
  return problems;
}
