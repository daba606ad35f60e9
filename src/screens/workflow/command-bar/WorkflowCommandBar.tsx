import { useEffect, useState } from 'react';
import type { CommandCode } from '../../../../runtime/workflow/index.ts';
import { useInvalidateAfter } from '../../../api/invalidations.ts';
import { Button } from '../../../components/Button.tsx';
import { confirm } from '../../../components/confirm.ts';
import { Modal } from '../../../components/Modal.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { deleteInstance, forceEndWorkflow, recallWorkflow, recoverWorkflow, submitNotify, type WfRef } from '../api/command-calls.ts';
import type { WfCommand, WfModelRef, WorkflowInfo } from '../../../../contracts/workflow.ts';
import { WorkflowDiagramTab } from '../diagram/WorkflowDiagramTab.tsx';
import { CountersignDialog, type CountersignTarget } from '../dialogs/CountersignDialog.tsx';
import { FallbackDialog, type FallbackTarget } from '../dialogs/FallbackDialog.tsx';
import { FallbackToSubmitterDialog, type ReturnTarget } from '../dialogs/FallbackToSubmitterDialog.tsx';
import { ModelChoiceDialog } from '../dialogs/ModelChoiceDialog.tsx';
import { HandleLogDrawer } from '../log/HandleLogDrawer.tsx';
import { reportActionError } from '../shared/report-action-error.ts';
import { SubmitDialog, type SubmitTarget } from '../submit/SubmitDialog.tsx';
import { arrangeCommands, commandCode, CONFIRMED, publishedModels, visibleCommands } from './command-kind.ts';
import { SendBackMenu } from './SendBackMenu.tsx';
import { useWorkflowInfo } from './use-workflow-info.ts';

export interface WorkflowCommandBarProps {
  moduleId: string;
  pkValue: string;
  /** The record is saved (published): commands show only then. */
  formPublished: boolean;
  /** Called after every action that changed the workflow (the record, its lists and the task lists are invalidated already). */
  onChanged?: () => void;
  /** Receives every (re)load of the record's workflow info: the page takes the editable fields from it. */
  onInfo?: (info: WorkflowInfo) => void;
}

type Open =
  | { kind: 'none' }
  | { kind: 'models'; models: WfModelRef[] }
  | { kind: 'submit'; target: SubmitTarget }
  | { kind: 'countersign'; target: CountersignTarget }
  | { kind: 'fallback'; target: FallbackTarget }
  | { kind: 'return'; target: ReturnTarget };

const CALLS: Partial<Record<CommandCode, (ref: WfRef) => Promise<string>>> = { recall: recallWorkflow, end: forceEndWorkflow, delete: deleteInstance, recover: recoverWorkflow };

/**
 * The workflow commands of a record in workflow mode (spec 02 §2, §4): the buttons the
 * server grants for the state and the user's role, and every dialog and drawer they open.
 */
export function WorkflowCommandBar({ moduleId, pkValue, formPublished, onChanged, onInfo }: WorkflowCommandBarProps) {
  const t = useT();
  const { info, ref } = useWorkflowInfo(moduleId, pkValue);
  const invalidateAfter = useInvalidateAfter();
  useEffect(() => {
    if (info) onInfo?.(info);
  }, [info, onInfo]);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [log, setLog] = useState<'none' | 'narrow' | 'wide'>('none');
  const [diagram, setDiagram] = useState(false);
  const [running, setRunning] = useState<number | null>(null);

  const label = (command: WfCommand) => command.oprName || t(`workflow.command.${commandCode(command)}`);
  const close = () => setOpen({ kind: 'none' });
  // The action changed the record's workflow, its state in the lists and the task lists.
  const changed = () => {
    close();
    void invalidateAfter({ kind: 'workflow', moduleId, pkValue });
    onChanged?.();
  };
  const submitWith = (oprNo: number, oprName: string, modelId = ref.modelId) => setOpen({ kind: 'submit', target: { ref: { ...ref, modelId }, oprNo, oprName } });

  const runCall = async (command: WfCommand, call: () => Promise<string>) => {
    setRunning(command.oprNo);
    try {
      toast.success((await call()) || t('wf.done'));
      changed();
    } catch (error) {
      reportActionError(error, changed);
    } finally {
      setRunning(null);
    }
  };

  const onCommand = async (command: WfCommand) => {
    if (!info) return;
    const code = commandCode(command);
    const name = label(command);
    const nodeId = info.currentNodeId;
    if (code === 'start') {
      const models = publishedModels(info.modelList);
      if (models.length > 1) setOpen({ kind: 'models', models });
      else submitWith(command.oprNo, name, models[0]?.id ?? info.modelId);
    } else if (code === 'notify') {
      await runCall(command, () => submitNotify(ref, info.notifyNodeId));
    } else if (code === 'countersign') {
      setOpen({ kind: 'countersign', target: { ref, nodeId, oprName: info.countersignOprName || name } });
    } else if (code === 'fallback') {
      setOpen({ kind: 'fallback', target: { ref, nodeId } });
    } else if (code === 'fallbackToSubmitter' || code === 'fallbackToStart') {
      setOpen({ kind: 'return', target: { ref, nodeId, title: name, to: code === 'fallbackToStart' ? 'start' : 'submitter' } });
    } else if (CONFIRMED.has(code)) {
      const call = CALLS[code];
      if (call && (await confirm(t(`wf.confirm.${code}`), { danger: code === 'end' || code === 'delete' }))) await runCall(command, () => call(ref));
    } else {
      submitWith(command.oprNo, name);
    }
  };

  const commands = info ? visibleCommands(info.commands, info.state, formPublished) : [];
  const hasInstance = info !== null && info.state !== 'starting' && info.state !== 'noWorkflow';
  const arranged = arrangeCommands(commands);
  const button = (command: WfCommand, primary: boolean) => (
    <Button key={`${command.oprNo}-${command.oprName}`} variant={primary ? 'primary' : 'default'} loading={running === command.oprNo} onClick={() => void onCommand(command)}>
      {label(command)}
    </Button>
  );

  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={t('wf.commands')} role="toolbar">
      {info && hasInstance && (
        <span className="mr-1 text-xs text-slate-500" data-wf-state={info.state}>
          {t(`wf.state.${info.state}`)}
          {info.state !== 'end' && info.currentNodeName && ` · ${info.currentNodeName}`}
        </span>
      )}
      {arranged.primary && button(arranged.primary, true)}
      <SendBackMenu commands={arranged.sendBack} label={label} onCommand={(command) => void onCommand(command)} busy={running !== null} />
      {arranged.others.map((command) => button(command, false))}
      {hasInstance && <Button onClick={() => setLog('narrow')}>{t('wf.log.title')}</Button>}

      <ModelChoiceDialog
        models={open.kind === 'models' ? open.models : null}
        onClose={close}
        onChoose={(model) => {
          const start = commands.find((command) => commandCode(command) === 'start');
          submitWith(start?.oprNo ?? 0, start ? label(start) : t('workflow.command.start'), model.id);
        }}
      />
      <SubmitDialog target={open.kind === 'submit' ? open.target : null} onClose={close} onSubmitted={changed} onShowLog={() => setLog('wide')} onShowDiagram={() => setDiagram(true)} />
      <CountersignDialog target={open.kind === 'countersign' ? open.target : null} onClose={close} onDone={changed} />
      <FallbackDialog target={open.kind === 'fallback' ? open.target : null} onClose={close} onDone={changed} onShowLog={() => setLog('narrow')} />
      <FallbackToSubmitterDialog target={open.kind === 'return' ? open.target : null} onClose={close} onDone={changed} />
      <HandleLogDrawer target={log === 'narrow' ? ref : null} onClose={() => setLog('none')} onShowTimeline={() => setLog('wide')} />
      <HandleLogDrawer target={log === 'wide' ? ref : null} wide onClose={() => setLog('none')} />
      <Modal open={diagram} onClose={() => setDiagram(false)} title={t('wf.diagram.title')} width={1000} bodyClassName="p-3">
        {diagram && <WorkflowDiagramTab moduleId={moduleId} pkValue={pkValue} />}
      </Modal>
    </div>
  );
}
