import { AlertIcon } from '../../../components/icons.tsx';
import type { ShownProblem } from '../../../../contracts/workflow.ts';

/** Problems the server found in a model; a click shows the element it concerns. */
export function ProblemList({ problems, onShow }: { problems: readonly ShownProblem[]; onShow: (problem: ShownProblem) => void }) {
  if (problems.length === 0) return null;
  return (
    <ul role="alert" className="flex flex-col gap-1 rounded border border-red-200 bg-red-50 p-2 text-xs text-red-700">
      {problems.map((problem, index) => (
        <li key={`${problem.message}-${index}`}>
          <button type="button" onClick={() => onShow(problem)} className="flex items-start gap-1.5 text-left hover:underline">
            <AlertIcon size={13} className="mt-px shrink-0" />
            {problem.message}
          </button>
        </li>
      ))}
    </ul>
  );
}
