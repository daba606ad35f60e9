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

/** The ways of sending a task back: one menu of the bar, not three buttons side by side. */
const SEND_BACK: ReadonlySet<CommandCode> = new Set(['fallback', 'fallbackToSubmitter', 'fallbackToStart']);
/** Commands that move the record on: the first of them is the bar's one primary button. */
const LEADING: ReadonlySet<CommandCode> = new Set(['start', 'submit', 'notify']);

export interface ArrangedCommands {
  /** The one primary button, if a command moves the record on. */
  primary: WfCommand | undefined;
  /** The other buttons, in the server's order. */
  others: WfCommand[];
  /** The send-back variants, offered in one menu. */
  sendBack: WfCommand[];
}

/** The bar's layout of the granted commands (issue 17: one primary action, the send-back variants in one menu). */
export function arrangeCommands(commands: readonly WfCommand[]): ArrangedCommands {
  const primary = commands.find((command) => LEADING.has(commandCode(command)));
  return {
    primary,
    others: commands.filter((command) => command !== primary && !SEND_BACK.has(commandCode(command))),
    sendBack: commands.filter((command) => SEND_BACK.has(commandCode(command))),
  };
}

/** Whether the workflow offers the page's primary action, so the page's own save steps back. */
export function workflowLeads(info: { commands: readonly WfCommand[]; state: WorkflowState } | null): boolean {
  return info !== null && info.state !== 'noWorkflow' && info.commands.some((command) => LEADING.has(commandCode(command)));
}
