import type { BundleProblem, ModuleBundle } from '../../../../runtime/index.ts';
import { AlertIcon } from '../../../components/icons.tsx';
import { useLocale, useT } from '../../../i18n/index.ts';
import { problemText } from '../model/problem-text.ts';
import { problemWhere } from '../model/problem-where.ts';

/**
 * The draft's problems, each with where it is; a click shows that place. Given the bundle, the
 * place is said in the analyst's words (the field's label); the JSON view passes none and shows pointers.
 */
export function ProblemList({ problems, onShow, bundle }: { problems: readonly BundleProblem[]; onShow: (problem: BundleProblem) => void; bundle?: ModuleBundle | null }) {
  const t = useT();
  const [locale] = useLocale();
  if (problems.length === 0) return null;
  return (
    <ul role="alert" className="flex max-h-48 flex-col gap-0.5 overflow-auto rounded border border-red-200 bg-red-50 p-1.5 text-xs text-red-700">
      {problems.map((problem, index) => (
        <li key={`${problem.pointer}-${index}`}>
          <button type="button" onClick={() => onShow(problem)} className="flex w-full items-start gap-1.5 rounded px-1 py-0.5 text-left hover:bg-red-100">
            <AlertIcon size={13} className="mt-px shrink-0" />
            {bundle && problemWhere(problem, bundle, t, locale) !== null ? (
              <span className="shrink-0 font-medium text-red-600" title={problem.pointer}>{problemWhere(problem, bundle, t, locale)}</span>
            ) : (
              <code className="shrink-0 text-red-500">{problem.pointer || '/'}</code>
            )}
            <span>{problemText(problem, t)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
