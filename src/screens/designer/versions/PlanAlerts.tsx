import type { BundleProblem } from '../../../../runtime/index.ts';
import { AlertIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { problemText } from '../model/problem-text.ts';
import { refusalText, type LabelOf, type MigrationRefusal } from './plan-wording.ts';

export interface PlanAlertsProps {
  /** A headline such as the server's refusal message. */
  message?: string;
  refusals: readonly MigrationRefusal[];
  problems: readonly BundleProblem[];
  labelOf: LabelOf;
}

/** Why a release cannot go ahead: refusals in the user's words and bundle problems with their pointer. */
export function PlanAlerts({ message, refusals, problems, labelOf }: PlanAlertsProps) {
  const t = useT();
  if (!message && refusals.length === 0 && problems.length === 0) return null;
  return (
    <div role="alert" className="rounded border border-red-200 bg-red-50 p-2.5 text-xs text-red-700">
      {message && <p className="font-medium">{message}</p>}
      <ul className={`flex flex-col gap-1 ${message ? 'mt-1.5' : ''}`}>
        {refusals.map((refusal, index) => (
          <li key={`refusal-${index}`} className="flex items-start gap-1.5">
            <AlertIcon size={13} className="mt-px shrink-0" />
            {refusalText(refusal, t, labelOf)}
          </li>
        ))}
        {problems.map((problem, index) => (
          <li key={`problem-${index}`} className="flex items-start gap-1.5">
            <AlertIcon size={13} className="mt-px shrink-0" />
            <span>
              {problem.pointer && <code className="mr-1.5 rounded bg-red-100 px-1">{problem.pointer}</code>}
              {problemText(problem, t)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
