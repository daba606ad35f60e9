import { AlertIcon, CheckCircleIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/hooks.ts';
import type { PlanAnswer } from '../../../../contracts/module-design.ts';
import { checkProblemText, checkRows, checkText, stepText, type LabelOf } from './plan-wording.ts';
import { PlanAlerts } from './PlanAlerts.tsx';

function Heading({ children }: { children: string }) {
  return <h4 className="mb-1.5 text-xs font-medium text-slate-500">{children}</h4>;
}

function CheckRows({ rows }: { rows: number | undefined }) {
  const t = useT();
  if (rows === undefined) return <span className="shrink-0 rounded bg-slate-100 px-1.5 leading-5 text-slate-500">{t('designer.publish.notCounted')}</span>;
  return <span className={`shrink-0 rounded px-1.5 leading-5 ${rows > 0 ? 'bg-red-100 text-red-700' : 'bg-emerald-50 text-emerald-700'}`}>{t('designer.publish.rows', { rows })}</span>;
}

/**
 * A plan answer in words: the steps applied to the table, the checks with the rows each
 * counted (a counted row blocks, with the server's reason), refusals and bundle problems.
 */
export function MigrationPlanView({ answer, labelOf }: { answer: PlanAnswer; labelOf: LabelOf }) {
  const t = useT();
  const { plan, problems } = answer;
  return (
    <div className="flex flex-col gap-4 text-sm">
      <PlanAlerts refusals={plan.refusals} problems={problems} labelOf={labelOf} />
      <section>
        <Heading>{t('designer.publish.steps')}</Heading>
        {plan.steps.length === 0 ? (
          <p className="text-xs text-slate-400">{t('designer.publish.noSteps')}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-slate-100 rounded border border-slate-200 text-xs">
            {plan.steps.map((step, index) => (
              <li key={index} data-step={step.kind} className="flex items-start gap-2 px-3 py-1.5 text-slate-700">
                <span className="w-5 shrink-0 text-right text-slate-400">{index + 1}.</span>
                {stepText(step, t, labelOf)}
              </li>
            ))}
          </ol>
        )}
      </section>
      {plan.checks.length > 0 && (
        <section>
          <Heading>{t('designer.publish.checks')}</Heading>
          <ul className="flex flex-col divide-y divide-slate-100 rounded border border-slate-200 text-xs">
            {plan.checks.map((check, index) => {
              const rows = checkRows(answer, index);
              return (
                <li key={index} data-check={check.kind} className="px-3 py-1.5">
                  <div className="flex items-center gap-2">
                    {rows === 0 ? <CheckCircleIcon size={13} className="shrink-0 text-emerald-600" /> : <AlertIcon size={13} className={`shrink-0 ${rows ? 'text-red-600' : 'text-slate-400'}`} />}
                    <span className="flex-1 text-slate-700">{checkText(check, t, labelOf)}</span>
                    <CheckRows rows={rows} />
                  </div>
                  {rows !== undefined && rows > 0 && <p className="mt-1 pl-5 text-red-600">{checkProblemText(check, rows, t, labelOf)}</p>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
