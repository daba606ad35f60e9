import { useState } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { Button } from '../../../components/Button.tsx';
import { Drawer } from '../../../components/Drawer.tsx';
import { useT } from '../../../i18n/hooks.ts';
import type { DryRunAnswer } from '../../../../contracts/workflow.ts';
import { dryRun, type EntityField } from '../api/designer-calls.ts';
import { useBusy } from '../shared/use-busy.ts';
import { PanelField, TEXT_INPUT } from './PanelField.tsx';
import { ProblemList } from './ProblemList.tsx';

export interface DryRunPanelProps {
  open: boolean;
  onClose: () => void;
  /** The model being edited, as JSON: the run uses it unsaved. */
  modelJson: () => string;
  fields: readonly EntityField[];
  onShowNode: (nodeId: string) => void;
}

/**
 * The dry run (dryRun.ajax): sample values of the record's fields, then the path the server
 * computes through the model being edited, with the default handlers of every step.
 */
export function DryRunPanel({ open, onClose, modelJson, fields, onShowNode }: DryRunPanelProps) {
  const t = useT();
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<DryRunAnswer | null>(null);
  const [busy, run] = useBusy();

  const start = () =>
    run(async () => {
      const record = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
      try {
        setResult(await dryRun(modelJson(), record));
      } catch (error) {
        reportError(error);
      }
    });

  return (
    <Drawer open={open} onClose={onClose} width={480} title={t('wf.designer.dryRun')}>
      <div className="flex flex-col gap-4 text-sm">
        <p className="text-xs text-slate-500">{t('wf.designer.dryRunHint')}</p>
        <div className="grid grid-cols-2 gap-2">
          {fields.map((field) => (
            <PanelField key={field.name} label={`${field.label} (${field.name})`}>
              {(id) => <input id={id} className={TEXT_INPUT} value={values[field.name] ?? ''} onChange={(event) => setValues({ ...values, [field.name]: event.target.value })} />}
            </PanelField>
          ))}
        </div>
        <Button variant="primary" loading={busy} onClick={() => void start()}>
          {t('wf.designer.runDry')}
        </Button>
        {result && (
          <section aria-label={t('wf.designer.dryRunResult')} className="flex flex-col gap-2">
            <ProblemList problems={result.problems} onShow={(problem) => problem.nodeId && onShowNode(problem.nodeId)} />
            <ol className="flex flex-col gap-2">
              {result.path.map((step, index) => (
                <li key={`${step.nodeId}-${index}`}>
                  <button type="button" onClick={() => onShowNode(step.nodeId)} className="w-full rounded border border-slate-200 px-3 py-2 text-left hover:border-primary-300">
                    <span className="font-medium text-slate-800">
                      {index + 1}. {step.nodeName}
                    </span>
                    <span className="ml-2 text-xs text-slate-400">{t(`wf.nodeType.${step.nodeType}`)}</span>
                    <span className="mt-1 block text-xs text-slate-600">{step.handlers.length > 0 ? step.handlers.map((user) => user.userName).join('、') : t('wf.designer.noHandlers')}</span>
                  </button>
                </li>
              ))}
            </ol>
            {result.problems.length === 0 && <p className={`text-xs ${result.ended ? 'text-emerald-600' : 'text-amber-600'}`}>{t(result.ended ? 'wf.designer.dryRunEnded' : 'wf.designer.dryRunStopped')}</p>}
          </section>
        )}
      </div>
    </Drawer>
  );
}
