import { useEffect, useState } from 'react';
import { DialogButtons } from '../../../components/DialogButtons.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { countersignWorkflow, type WfRef } from '../api/command-calls.ts';
import type { Candidate } from '../../../../contracts/workflow.ts';
import { OpinionField } from '../shared/OpinionField.tsx';
import { UrgentField } from '../shared/UrgentField.tsx';
import { UserPickerDialog } from '../shared/UserPickerDialog.tsx';
import { CandidateList } from '../submit/CandidateList.tsx';
import { addCandidates, checkedIds, toggleCandidate } from '../submit/submit-form.ts';
import { useCommand } from './use-command.ts';

export interface CountersignTarget {
  ref: WfRef;
  /** The node the user handles and adds countersigners to. */
  nodeId: string;
  oprName: string;
}

interface Form {
  opinion: string;
  urgentFlag: 'Y' | 'N';
  handlers: Candidate[];
  notify: Candidate[];
}

/**
 * Adds countersigners to the user's node (countersignWorkflow.ajax): the node then waits for
 * every added handler. People are chosen in the employee selector, each listed once.
 */
export function CountersignDialog({ target, onClose, onDone }: { target: CountersignTarget | null; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const [form, setForm] = useState<Form>({ opinion: '', urgentFlag: 'N', handlers: [], notify: [] });
  const [pickFor, setPickFor] = useState<'handlers' | 'notify' | null>(null);
  const [busy, send] = useCommand(onDone);

  useEffect(() => {
    if (target) setForm({ opinion: target.oprName, urgentFlag: 'N', handlers: [], notify: [] });
  }, [target]);

  const submit = () =>
    send(async () => {
      if (!target) return;
      const handlerUsers = checkedIds(form.handlers);
      if (handlerUsers.length === 0) return void toast.warning(t('wf.countersign.noUsers'));
      return countersignWorkflow(target.ref, { opinion: form.opinion.trim(), urgentFlag: form.urgentFlag, cnodeId: target.nodeId, handlerUsers, notifyUsers: checkedIds(form.notify) });
    });

  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target?.oprName || t('wf.countersign.title')}
      width={650}
      height={480}
      footer={<DialogButtons onCancel={onClose} onConfirm={() => void submit()} confirmText={t('common.submit')} loading={busy} />}
    >
      <div className="flex flex-col gap-4 text-sm">
        <section>
          <h3 className="mb-2 text-slate-600">
            <span className="mr-0.5 text-red-500">*</span>
            {t('wf.countersign.users')}
          </h3>
          <CandidateList label={t('wf.countersign.users')} users={form.handlers} onToggle={(id) => setForm({ ...form, handlers: toggleCandidate(form.handlers, id) })} onAdd={() => setPickFor('handlers')} />
        </section>
        <OpinionField value={form.opinion} onChange={(opinion) => setForm({ ...form, opinion })} withCommon />
        <section>
          <h3 className="mb-2 text-slate-600">{t('wf.submit.notify')}</h3>
          <CandidateList label={t('wf.submit.notify')} users={form.notify} onToggle={(id) => setForm({ ...form, notify: toggleCandidate(form.notify, id) })} onAdd={() => setPickFor('notify')} />
        </section>
        <UrgentField value={form.urgentFlag} onChange={(urgentFlag) => setForm({ ...form, urgentFlag })} />
      </div>
      <UserPickerDialog
        open={pickFor !== null}
        onClose={() => setPickFor(null)}
        onPick={(users) => setForm((current) => (pickFor === 'notify' ? { ...current, notify: addCandidates(current.notify, users) } : { ...current, handlers: addCandidates(current.handlers, users) }))}
      />
    </Modal>
  );
}
