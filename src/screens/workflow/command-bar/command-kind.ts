import { COMMAND_OPR_NO, type CommandCode, type WorkflowState } from '../../../../runtime/workflow/index.ts';
import { PUBLISHED, type WfCommand, type WfModelRef } from '../../../../contracts/workflow.ts';

const CODE_BY_OPR_NO = new Map<number, CommandCode>(Object.entries(COMMAND_OPR_NO).map(([code, oprNo]) => [oprNo, code as CommandCode]));

/**
 * What a command does on the client. Spec 02 §4: -2 confirms a notification, 0 starts
 * (asking for a model when several are published), any other operation number the runtime
 * does not name opens the submit dialog.
 */
export function commandCode(command: Pick<WfCommand, 'oprNo' | 'oprName'>): CommandCode {
  return CODE_BY_OPR_NO.get(command.oprNo) ?? 'submit';
}

/** Commands show only on a published form, and never without a workflow (spec 02 §4). */
export function visibleCommands(commands: readonly WfCommand[], state: WorkflowState, formPublished: boolean): WfCommand[] {
  return formPublished && state !== 'noWorkflow' ? [...commands] : [];
}

/** The models a start may run: the published ones (publishState 99). */
export function publishedModels(models: readonly WfModelRef[]): WfModelRef[] {
  return models.filter((model) => model.publishState === PUBLISHED);
}

/** Commands that only need a confirmation before their call. */
export const CONFIRMED: ReadonlySet<CommandCode> = new Set(['recall', 'end', 'delete', 'recover']);
