/**
 * Checks of an inline child list (form.children[i] with `inline: true`) that need the child
 * module's bundle: the row settings belong to inline lists only, the row bounds agree, and an
 * inline child has no inline children of its own (a grid row holds no grid).
 */
import type { ReportProblem } from './bundle-problem.ts';
import type { ChildListDef, ModuleBundle } from './types.ts';

/** Keys that mean something only on an inline list. */
export const INLINE_ONLY_KEYS = ['minRows', 'maxRows', 'rowNumbers', 'orderable'] as const;

export function inlineChildProblems(link: ChildListDef, child: ModuleBundle, index: number, report: ReportProblem): void {
  const at = ['form', 'children', index] as const;
  if (link.inline !== true) {
    for (const key of INLINE_ONLY_KEYS) if (link[key] !== undefined) report('bundle.inlineOnly', { property: key }, ...at, key);
    return;
  }
  if (link.minRows !== undefined && link.maxRows !== undefined && link.minRows > link.maxRows) {
    report('bundle.minRowsAboveMaxRows', { min: link.minRows, max: link.maxRows }, ...at, 'minRows');
  }
  if ((child.form.children ?? []).some((grandchild) => grandchild.inline === true)) report('bundle.inlineNested', { module: child.moduleId }, ...at, 'inline');
}
