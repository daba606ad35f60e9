/**
 * The submit dialog's rules as pure functions (spec 02 §4 'Submit dialog' and §5): who may
 * open it, the defaults it starts with, ticking and adding handlers, the checks before
 * sending and the payload of spec 02 §3.
 */
import type { MessageParams } from '../../../../runtime/errors.ts';
import type { SubmitPayloadJson, SubmitTarget } from '../../../../runtime/workflow/index.ts';
import type { Candidate, NextNodeInfo, ProcessInfo } from '../../../../contracts/workflow.ts';

export interface NodeHandlers {
  node: NextNodeInfo;
  users: Candidate[];
}

export interface SubmitForm {
  /** What the handler typed; the box opens empty. */
  opinion: string;
  /** Sent when the box is left empty and the node needs no opinion (spec 02 §5: the operation name). */
  defaultOpinion: string;
  urgentFlag: 'Y' | 'N';
  nodes: NodeHandlers[];
  notify: Candidate[];
}

export interface FormProblem {
  messageId: string;
  params?: MessageParams;
}

/** Node types that take no handlers: reaching them needs nobody to be chosen. */
const NO_HANDLER_TYPES = new Set(['end', 'sychronize', 'empty']);

export function takesHandlers(node: NextNodeInfo): boolean {
  return !NO_HANDLER_TYPES.has(node.nextNodeType);
}

/**
 * Why the user may not submit, checked on the loaded info before the dialog shows: a closed
 * workflow, or a user who is not a current handler where the node is not the start node and
 * the workflow is not being started.
 */
export function submitRefusal(info: ProcessInfo, userId: string): string | undefined {
  if (info.currentNodeType === 'end') return 'wf.closed';
  if (!(userId in info.currentUsers) && info.currentNodeType !== 'start' && info.state !== 'starting') return 'wf.noPermission';
  return undefined;
}

/**
 * The form as it opens: an empty opinion (issue 17: a prefilled '提交' read as the handler's own
 * words), the operation's name kept as the opinion sent when none is typed; not urgent, defaults ticked.
 */
export function initialSubmitForm(info: ProcessInfo, oprName: string): SubmitForm {
  return {
    opinion: '',
    defaultOpinion: oprName || info.oprName,
    urgentFlag: 'N',
    nodes: info.infos.map((node) => ({ node, users: node.nextUsers })),
    notify: info.notifyUsers,
  };
}

/** Ticks or unticks one user; a locked default stays ticked. */
export function toggleCandidate(users: readonly Candidate[], userId: string): Candidate[] {
  return users.map((user) => (user.userId === userId && !user.disabled ? { ...user, checked: !user.checked } : user));
}

/** Adds chosen users ticked; a user already listed (same userId) is ticked, never listed twice. */
export function addCandidates(users: readonly Candidate[], chosen: readonly { userId: string; userName: string }[]): Candidate[] {
  const next = [...users];
  for (const pick of chosen) {
    const index = next.findIndex((user) => user.userId === pick.userId);
    if (index === -1) next.push({ userId: pick.userId, userName: pick.userName, checked: true, disabled: false });
    else if (!next[index]?.checked) next[index] = { ...(next[index] as Candidate), checked: true };
  }
  return next;
}

/** Ids of the ticked users, in list order. */
export function checkedIds(users: readonly Candidate[]): string[] {
  return users.filter((user) => user.checked).map((user) => user.userId);
}

/** The first thing to fix before sending, or undefined. */
export function submitProblem(form: SubmitForm, needOpinion: boolean): FormProblem | undefined {
  if (needOpinion && form.opinion.trim() === '') return { messageId: 'wf.opinionRequired' };
  const empty = form.nodes.find((entry) => takesHandlers(entry.node) && checkedIds(entry.users).length === 0);
  if (!empty) return undefined;
  // Nobody offered and nobody may be added (the model's rules, perhaps its submitter excluded): there is nothing to select.
  const nobody = empty.users.length === 0 && !empty.node.allowDynamicPro;
  return { messageId: nobody ? 'wf.noCandidate' : 'wf.noHandler', params: { node: empty.node.nextNodeName || empty.node.nextNodeId } };
}

/** The payload's record and node; the opinion comes from the form. */
export type SubmitContext = Omit<SubmitTarget, 'opinion'>;

/** Spec 02 §3 'Submit payload': every next node with its ticked handlers, then the notify entry. */
export function submitPayload(context: SubmitContext, form: SubmitForm): SubmitPayloadJson {
  const nextNodes: SubmitPayloadJson['nextNodes'] = form.nodes.map((entry) => ({ nextNodeId: entry.node.nextNodeId, handleUsers: takesHandlers(entry.node) ? checkedIds(entry.users) : [] }));
  const notify = checkedIds(form.notify);
  if (notify.length > 0) nextNodes.push({ notifyNodeId: context.currentNodeId, handleUsers: notify });
  return { ...context, opinion: form.opinion.trim() || form.defaultOpinion, urgentFlag: form.urgentFlag, nextNodes };
}
