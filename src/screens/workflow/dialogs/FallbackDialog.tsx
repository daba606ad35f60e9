import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { Button } from '../../../components/Button.tsx';
import { DialogButtons } from '../../../components/DialogButtons.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { fallBack, findFallbackNodes, type WfRef } from '../api/command-calls.ts';
import type { RollbackNode } from '../../../../contracts/workflow.ts';
import { OpinionField } from '../shared/OpinionField.tsx';
import { reportActionError } from '../shared/report-action-error.ts';
import { useCommand } from './use-command.ts';

export interface FallbackTarget {
  ref: WfRef;
  nodeId: string;
}

/**
 * The send-back dialog (spec 02 §2, 'roll-back'): a reason ('roll back' by default, 退回 in Chinese), the earlier nodes
 * (index, node name, handler, handling time) to choose from, the workflow log, submit and back.
 */
export function FallbackDialog({ target, onClose, onDone, onShowLog }: { target: FallbackTarget | null; onClose: () => void; onDone: () => void; onShowLog: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState<string>('');
  const [busy, send] = useCommand(onDone);
  const earlier = useQuery({
    queryKey: target ? [...queryKeys.workflowRecord(target.ref.moduleId, target.ref.pkValue), 'fallbackNodes', target.ref.workflowId, target.nodeId] : ['fallbackNodes'],
    // A refusal is reported in the workflow's way (a moved-on instance reloads the page) and leaves nothing to choose.
    queryFn: () =>
      findFallbackNodes(target!.ref, target!.nodeId).catch((error: unknown): RollbackNode[] => {
        reportActionError(error, onDone);
        return [];
      }),
    enabled: target !== null,
    // Asked again at every opening: the instance moves on between them.
    gcTime: 0,
  });
  const nodes: RollbackNode[] | null = target && earlier.data ? earlier.data : null;

  // Every opening starts empty: the reason is the handler's own words or a common opinion, never a text put there for them.
  useEffect(() => {
    setChosen('');
    setReason('');
  }, [target]);

  const submit = () =>
    send(async () => {
      if (!target) return;
      // Spec 02 §5: the reason first, then the node.
      if (reason.trim() === '') return void toast.warning(t('wf.rollback.reasonRequired'));
      const node = nodes?.find((item) => item.infoNo === chosen);
      if (!node) return void toast.warning(t('wf.rollback.nodeRequired'));
      return fallBack(target.ref, { currentNodeId: target.nodeId, opinion: reason.trim(), infoNo: node.infoNo, preUserId: node.handlerId });
    });

  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={t('wf.rollback.title')}
      width={850}
      height={630}
      footer={
        <>
          <Button variant="text" className="mr-auto" onClick={onShowLog}>
            {t('wf.log.title')}
          </Button>
          <DialogButtons onCancel={onClose} onConfirm={() => void submit()} cancelText={t('common.back')} confirmText={t('common.submit')} loading={busy} />
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm">
        <OpinionField value={reason} onChange={setReason} required labelId="wf.rollback.reason" withCommon />
        {nodes === null ? (
          <Spinner className="self-center py-6" />
        ) : (
          <table className="w-full border border-slate-200">
            <thead className="bg-slate-50 text-left text-slate-500">
              <tr>
                <th className="w-14 px-3 py-2 font-normal">{t('wf.rollback.index')}</th>
                <th className="px-3 py-2 font-normal">{t('wf.rollback.node')}</th>
                <th className="px-3 py-2 font-normal">{t('wf.rollback.handler')}</th>
                <th className="px-3 py-2 font-normal">{t('wf.rollback.time')}</th>
              </tr>
            </thead>
            <tbody>
              {nodes.length === 0 && (
                <tr>
                  <td colSpan={4} className="py-8 text-center text-slate-400">
                    {t('common.noData')}
                  </td>
                </tr>
              )}
              {nodes.map((node, index) => (
                <tr key={node.infoNo} className={`cursor-pointer border-t border-slate-100 ${chosen === node.infoNo ? 'bg-primary-50' : 'hover:bg-slate-50'}`} onClick={() => setChosen(node.infoNo)}>
                  <td className="px-3 py-2">
                    <label className="inline-flex items-center gap-2">
                      <input type="radio" name="rollback-node" className="accent-primary-600" checked={chosen === node.infoNo} onChange={() => setChosen(node.infoNo)} aria-label={node.infoDesc} />
                      {index + 1}
                    </label>
                  </td>
                  <td className="px-3 py-2">{node.infoDesc}</td>
                  <td className="px-3 py-2">{node.handler}</td>
                  <td className="px-3 py-2 text-slate-500">{node.handlerTime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Modal>
  );
}
