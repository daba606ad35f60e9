import type { BundleProblem } from '../../../../../runtime/index.ts';
import { useT } from '../../../../i18n/index.ts';
import { problemText } from '../../model/problem-text.ts';

/**
 * An item's own problems above its settings (a field, a guard, a derived source), in words, where
 * the analyst fixes them. `partOf` names the setting a problem is about, for items with several
 * settings a bare "must be at least 1 characters long" could be about (a reminder's two titles).
 */
export function ItemProblems({ problems, label, partOf }: { problems: readonly BundleProblem[]; label: string; partOf?: (problem: BundleProblem) => string | undefined }) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <ul role="alert" aria-label={label} className="mb-2 rounded border border-red-200 bg-red-50 px-2 py-1 text-xs text-red-700">
      {problems.map((problem, index) => {
        const part = partOf?.(problem);
        return <li key={`${problem.pointer}-${index}`}>{part ? t('designer.authoring.problemAtPart', { part, text: problemText(problem, t) }) : problemText(problem, t)}</li>;
      })}
    </ul>
  );
}
