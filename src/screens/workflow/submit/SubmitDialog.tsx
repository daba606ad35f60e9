import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { useCurrentUser } from '../../../app/current-user.ts';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { findProcessInfo, submitWorkflow, type WfRef } from '../api/command-calls.ts';
import type { ProcessInfo } from '../../../../contracts/workflow.ts';
import { reportActionError } from '../shared/report-action-error.ts';
import { UserPickerDialog } from '../shared/UserPickerDialog.tsx';
import { useBusy } from '../shared/use-busy.ts';
import { OpinionField } from '../shared/OpinionField.tsx';
import { UrgentField } from '../shared/UrgentField.tsx';
import { CandidateList } from './CandidateList.tsx';
import { addCandidates, initialSubmitForm, submitPayload, submitProblem, submitRefusal, takesHandlers, toggleCandidate, type SubmitForm } from './submit-form.ts';

export interface SubmitTarget {
  ref: WfRef;
  oprNo: number;
  oprName: string;
}

export interface SubmitDialogProps {
  /** The command being submitted; null keeps the dialog closed. */
  target: SubmitTarget | null;
  onClose: () => void;
  /** After a submit, and when the workflow turns out to have moved on: the bar and the record reload (and the dialog closes). */
  onSubmitted: () => void;
  onShowLog: () => void;
  onShowDiagram: () => void;
}

/** 'notify' or the index of a next node: the list the user selector adds to. */
type PickFor = 'notify' | number | null;

/**
 * The submit dialog (spec 02 §2, §4, §5): loads the process info, refuses a closed workflow
 * or a user who may not handle the record, then offers the opinion, the next nodes'
 * handlers, the notify list and the urgent flag, and sends the payload once.
 */
export function SubmitDialog({ target, onClose, onSubmitted, onShowLog, onShowDiagram }: SubmitDialogProps) {
  const t = useT();
  const userId = useCurrentUser()?.userId ?? '';
  const [pickFor, setPickFor] = useState<PickFor>(null);
  const [busy, run] = useBusy();
  const loaded = useQuery({
    queryKey: target ? [...queryKeys.workflowRecord(target.ref.moduleId, target.ref.pkValue), 'processInfo', target.ref.modelId, target.oprNo, userId] : ['processInfo'],
    // A refusal or failure is told once per opening, and the dialog gives way to the page.
    queryFn: async (): Promise<ProcessInfo | null> => {
      try {
        const found = await findProcessInfo(target!.ref, target!.oprNo);
        const refusal = submitRefusal(found, userId);
        if (!refusal) return found;
        // The bar offered a submit the instance no longer has: show where it stands now.
        toast.warning(t(refusal));
        onSubmitted();
      } catch (error) {
        reportActionError(error, onSubmitted);
        onClose();
      }
      return null;
    },
    enabled: target !== null,
    // Asked again at every opening: the instance moves on between them.
    gcTime: 0,
  });
  const info = target && loaded.data ? loaded.data : null;
  // The form starts from the info of this opening; the user's changes are kept apart from it.
  const [edited, setEdited] = useState<{ target: SubmitTarget; form: SubmitForm } | null>(null);
  const form = !target || !info ? null : edited?.target === target ? edited.form : initialSubmitForm(info, target.oprName);
  const setForm = (next: SubmitForm) => target && setEdited({ target, form: next });

  const submit = () =>
    run(async () => {
      if (!target || !info || !form) return;
      const problem = submitProblem(form, info.needOpinion);
      if (problem) {
        toast.warning(t(problem.messageId, problem.params));
        return;
      }
      const context = { moduleId: target.ref.moduleId, modelId: info.modelId || target.ref.modelId, pkValue: target.ref.pkValue, oprNo: target.oprNo, currentNodeId: info.currentNodeId };
      try {
        const message = await submitWorkflow(submitPayload(context, form));
        toast.success(message || t('wf.done'));
        onSubmitted();
      } catch (error) {
        reportActionError(error, onSubmitted);
      }
    });

  const hasLists = Boolean(form && (form.nodes.some((entry) => takesHandlers(entry.node)) || form.notify.length > 0));
  const pick = (users: { userId: string; userName: string }[]) => {
    if (!form || pickFor === null) return;
    if (pickFor === 'notify') setForm({ ...form, notify: addCandidates(form.notify, users) });
    else setForm({ ...form, nodes: form.nodes.map((entry, index) => (index === pickFor ? { ...entry, users: addCandidates(entry.users, users) } : entry)) });
  };

  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target?.oprName || t('wf.submit.title')}
      width={hasLists ? 850 : 650}
      height={hasLists ? 630 : 380}
      footer={
        <>
          <span className="mr-auto flex">
            <Button variant="text" onClick={onShowLog}>
              {t('wf.log.title')}
            </Button>
            <Button variant="text" onClick={onShowDiagram}>
              {t('wf.diagram.view')}
            </Button>
          </span>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={busy} disabled={!form} onClick={() => void submit()}>
            {t('common.submit')}
          </Button>
        </>
      }
    >
      {!info || !form ? (
        <div className="flex h-40 items-center justify-center">
          <Spinner label={t('common.loading')} showLabel />
        </div>
      ) : (
        <div className="flex flex-col gap-4 text-sm">
          <p className="text-slate-500">
            {t('wf.submit.currentNode')}<span className="text-slate-800">{info.currentNodeName}</span>
          </p>
          <OpinionField value={form.opinion} required={info.needOpinion} placeholder={info.needOpinion ? undefined : form.defaultOpinion} onChange={(opinion) => setForm({ ...form, opinion })} withCommon />
          {form.nodes.map((entry, index) => (
            <section key={entry.node.nextNodeId} className="rounded border border-slate-200 p-3">
              <h3 className="mb-2 font-medium text-slate-700">
                {t('wf.submit.nextNode')}{entry.node.nextNodeName}
                {!takesHandlers(entry.node) && <span className="ml-2 text-xs font-normal text-slate-400">{t(`wf.nodeType.${entry.node.nextNodeType}`)}</span>}
              </h3>
              {takesHandlers(entry.node) && (
                <CandidateList
                  label={entry.node.nextNodeName}
                  users={entry.users}
                  onToggle={(id) => setForm({ ...form, nodes: form.nodes.map((item, i) => (i === index ? { ...item, users: toggleCandidate(item.users, id) } : item)) })}
                  onAdd={entry.node.allowDynamicPro ? () => setPickFor(index) : undefined}
                />
              )}
            </section>
          ))}
          <section className="rounded border border-slate-200 p-3">
            <h3 className="mb-2 font-medium text-slate-700">{t('wf.submit.notify')}</h3>
            <CandidateList label={t('wf.submit.notify')} users={form.notify} onToggle={(id) => setForm({ ...form, notify: toggleCandidate(form.notify, id) })} onAdd={() => setPickFor('notify')} />
          </section>
          <UrgentField value={form.urgentFlag} onChange={(urgentFlag) => setForm({ ...form, urgentFlag })} />
        </div>
      )}
      <UserPickerDialog open={pickFor !== null} onClose={() => setPickFor(null)} onPick={pick} />
    </Modal>
  );
}
