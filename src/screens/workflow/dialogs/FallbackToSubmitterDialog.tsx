import { useEffect, useState } from 'react';
import { DialogButtons } from '../../../components/DialogButtons.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { fallBack, findFallbackNodes, type WfRef } from '../api/command-calls.ts';
import { loadModel } from '../api/model-calls.ts';
import type { RollbackNode } from '../../../../contracts/workflow.ts';
import { OpinionField } from '../shared/OpinionField.tsx';
import { useCommand } from './use-command.ts';

export interface ReturnTarget {
  ref: WfRef;
  nodeId: string;
  title: string;
  /** Where the record goes back to: the task that sent it here, or the start node. */
  to: 'submitter' | 'start';
}

/** The earlier task the record returns to: the submitter's, or the start node's. */
async function returnNode(target: ReturnTarget): Promise<RollbackNode | undefined> {
  if (target.to === 'submitter') return (await findFallbackNodes(target.ref, target.nodeId, '1'))[0];
  const [nodes, model] = await Promise.all([findFallbackNodes(target.ref, target.nodeId), loadModel(target.ref.modelId)]);
  const start = model.nodes.find((node) => node.type === 'start');
  return nodes.find((node) => node.nodeId === start?.id);
}

/**
 * Returns the record to whoever sent it (or to the starter) with a required opinion (spec 02
 * §5: empty gives 请填写处理意见！). The box opens empty, not with spec 02's default text
 * 'return to submitter' (issue 17: no opinion written for the handler), the common opinions beside it.
 */
export function FallbackToSubmitterDialog({ target, onClose, onDone }: { target: ReturnTarget | null; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const [opinion, setOpinion] = useState('');
  const [busy, send] = useCommand(onDone);

  useEffect(() => setOpinion(''), [target]);

  const submit = () =>
    send(async () => {
      if (!target) return;
      if (opinion.trim() === '') return void toast.warning(t('wf.processingOpinionRequired'));
      const node = await returnNode(target);
      if (!node) return void toast.warning(t('wf.rollback.nodeRequired'));
      // To the submitter the server finds the task itself from preUserId; to the start node it takes the task.
      const infoNo = target.to === 'start' ? node.infoNo : '';
      return fallBack(target.ref, { currentNodeId: target.nodeId, opinion: opinion.trim(), infoNo, preUserId: node.handlerId });
    });

  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target?.title}
      width={600}
      height={250}
      footer={<DialogButtons onCancel={onClose} onConfirm={() => void submit()} cancelText={t('common.back')} confirmText={t('common.submit')} loading={busy} />}
    >
      <OpinionField value={opinion} onChange={setOpinion} required withCommon />
    </Modal>
  );
}
