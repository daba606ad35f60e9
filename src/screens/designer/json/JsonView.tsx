import { lazy, Suspense, useState } from 'react';
import type { BundleProblem } from '../../../../runtime/index.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../i18n/index.ts';
import { ProblemList } from '../editor/ProblemList.tsx';
import type { DraftCheckState } from '../state/use-draft-check.ts';

// CodeMirror loads with the JSON view only: neither the login page nor the visual editor waits for it.
const JsonEditor = lazy(() => import('./JsonEditor.tsx').then((module) => ({ default: module.JsonEditor })));

export interface JsonViewProps {
  text: string;
  onChange: (text: string) => void;
  check: DraftCheckState;
  /** A problem to show when the view opens (clicked elsewhere). */
  initialReveal: BundleProblem | null;
  readOnly: boolean;
}

/** The draft as JSON, edited in step with the visual editor, its problems listed under it. */
export function JsonView({ text, onChange, check, initialReveal, readOnly }: JsonViewProps) {
  const t = useT();
  const [reveal, setReveal] = useState<{ pointer: string } | null>(initialReveal && { pointer: initialReveal.pointer });
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <div className="min-h-0 flex-1 overflow-hidden rounded border border-slate-200">
        <Suspense fallback={<Spinner label={t('common.loading')} showLabel />}>
          <JsonEditor text={text} onChange={onChange} problems={check.problems} checkedText={check.checkedText} reveal={reveal} readOnly={readOnly} label={t('designer.json.label')} />
        </Suspense>
      </div>
      {check.problems.length === 0 && !check.pending && <p className="text-xs text-emerald-600">{t('designer.json.valid')}</p>}
      <ProblemList problems={check.problems} onShow={(problem) => setReveal({ pointer: problem.pointer })} />
    </div>
  );
}
