import type { WorkflowState } from './workflow-state.ts';

export type CommandCode =
  | 'start'
  | 'submit'
  | 'notify'
  | 'countersign'
  | 'fallback'
  | 'fallbackToSubmitter'
  | 'fallbackToStart'
  | 'recall'
  | 'end'
  | 'delete'
  | 'recover';

/**
 * oprNo of each command. Spec 02 §4 fixes 0 (start: asks for a model when several are
 * published) and -2 (notify: confirms without the submit dialog); 1 opens the submit dialog,
 * the others their own dialogs or confirmations.
 */
export const COMMAND_OPR_NO: Readonly<Record<CommandCode, number>> = {
  start: 0,
  submit: 1,
  notify: -2,
  countersign: 2,
  fallback: 3,
  fallbackToSubmitter: 4,
  fallbackToStart: 5,
  recall: 6,
  end: 7,
  delete: 8,
  recover: 9,
};

export interface CommandInput {
  state: WorkflowState;
  /** The record is saved: commands show only on a published form. */
  formPublished: boolean;
  isStarter: boolean;
  isCurrentHandler: boolean;
  isAdmin: boolean;
  /** The user holds an unconfirmed notify task. */
  hasOpenNotify: boolean;
  /** The user's task came from an earlier handled task (someone to fall back to). */
  hasSubmitter: boolean;
  /** Flags of the node where the user is a current handler. */
  node?: { allowFallback: boolean; allowFallbackToStart: boolean; allowCountersign: boolean };
}

function handlerCommands(input: CommandInput): CommandCode[] {
  if (!input.isCurrentHandler) return [];
  const list: CommandCode[] = ['submit'];
  if (input.state !== 'processing' || !input.node) return list;
  if (input.node.allowFallback) list.push('fallback');
  if (input.node.allowFallback && input.hasSubmitter) list.push('fallbackToSubmitter');
  if (input.node.allowFallbackToStart) list.push('fallbackToStart');
  if (input.node.allowCountersign) list.push('countersign');
  return list;
}

/**
 * The commands a user sees on a workflow form (spec 02 §4 and §6): none without a published
 * form or model; start before an instance; the current handler submits and, where the node's
 * flags allow, falls back or countersigns; only the starter recalls, while processing; ending
 * and deleting show to the starter who is also the handler at the start node; administrators
 * get the admin-type actions.
 */
export function workflowCommands(input: CommandInput): CommandCode[] {
  if (!input.formPublished || input.state === 'noWorkflow') return [];
  if (input.state === 'starting') return ['start'];
  const list: CommandCode[] = [];
  if (input.state !== 'end') list.push(...handlerCommands(input));
  if (input.hasOpenNotify) list.push('notify');
  if (input.state === 'processing' && input.isStarter) list.push('recall');
  const startedOwner = input.state === 'started' && input.isStarter && input.isCurrentHandler;
  if (input.state !== 'end' && (startedOwner || input.isAdmin)) list.push('end', 'delete');
  if (input.state === 'end' && input.isAdmin) list.push('recover');
  if (input.state === 'end' && input.isAdmin) list.push('delete');
  return list;
}
