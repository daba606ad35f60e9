/**
 * The workflow answers as the screens use them (spec 02 §3). Each reader takes the raw
 * `value` of an envelope and returns typed data with defaults, so a missing flag reads as
 * false and a missing list as empty rather than crashing a dialog.
 */
import type { WorkflowState } from '../../../../runtime/workflow/index.ts';

export type Raw = Record<string, unknown>;

export function isRaw(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function num(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}

/** Flags arrive as booleans, 'Y'/'N' or 1/0. */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === 'Y' || value === 'y' || value === '1' || value === 'true';
}

export function list(value: unknown): Raw[] {
  return Array.isArray(value) ? value.filter(isRaw) : [];
}

/** An id list: an array or a comma-joined string. */
export function ids(value: unknown): string[] {
  const items = Array.isArray(value) ? value.map(text) : text(value).split(',');
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

export interface WfCommand {
  oprNo: number;
  oprName: string;
}

export interface WfModelRef {
  id: string;
  name: string;
  /** 99: published. */
  publishState: number;
}

export const PUBLISHED = 99;

export type CurrentNodeType = 'start' | 'end' | 'other';

/** initWfCommand.ajax: where a record's workflow stands and what the user may do. */
export interface WorkflowInfo {
  state: WorkflowState;
  modelId: string;
  workflowId: string;
  startUser: string;
  /** User id → name of the current handlers. */
  currentUsers: Record<string, string>;
  currentNodeId: string;
  currentNodeType: CurrentNodeType;
  currentNodeName: string;
  commands: WfCommand[];
  modelList: WfModelRef[];
  countersignOprName: string;
  /** The node of the user's unconfirmed notify task ('' without one). */
  notifyNodeId: string;
  /** Instance state: 20 finished. */
  instState: number;
  /** The fields the user may change on the workflow form now (spec 02 §4), as the server's save check applies them. */
  editableFields: string[];
}

const STATES: readonly WorkflowState[] = ['noWorkflow', 'starting', 'processing', 'started', 'end'];

function workflowStateOf(value: unknown): WorkflowState {
  const state = text(value);
  if (state === 'ended') return 'end';
  return STATES.includes(state as WorkflowState) ? (state as WorkflowState) : 'noWorkflow';
}

function nodeTypeOf(value: unknown): CurrentNodeType {
  const type = text(value);
  return type === 'start' || type === 'end' ? type : 'other';
}

function userMap(value: unknown): Record<string, string> {
  if (isRaw(value)) return Object.fromEntries(Object.entries(value).map(([id, name]) => [id, text(isRaw(name) ? name.userName : name) || id]));
  return Object.fromEntries(ids(value).map((id) => [id, id]));
}

export function readModelRef(raw: Raw): WfModelRef {
  return { id: text(raw.id ?? raw.modelId), name: text(raw.name ?? raw.modelName), publishState: num(raw.publishState) };
}

export function readWorkflowInfo(raw: Raw): WorkflowInfo {
  return {
    state: workflowStateOf(raw.state),
    modelId: text(raw.modelId),
    workflowId: text(raw.workflowId),
    startUser: text(raw.startUser),
    currentUsers: userMap(raw.currentUsers),
    currentNodeId: text(raw.currentNodeId),
    currentNodeType: nodeTypeOf(raw.currentNodeType),
    currentNodeName: text(raw.currentNodeName),
    commands: list(raw.commands).map((command) => ({ oprNo: num(command.oprNo), oprName: text(command.oprName) })),
    modelList: list(raw.modelList).map(readModelRef),
    countersignOprName: text(raw.countersignOprName),
    notifyNodeId: text(raw.notifyNodeId),
    instState: num(raw.instState),
    editableFields: ids(raw.editableFields),
  };
}

/** A user who may handle a next node or be notified. */
export interface Candidate {
  userId: string;
  userName: string;
  checked: boolean;
  /** A default the submitter may not untick. */
  disabled: boolean;
}

export interface NextNodeInfo {
  nextNodeId: string;
  nextNodeName: string;
  /** ordinary, end, sychronize, ... */
  nextNodeType: string;
  allowDynamicPro: boolean;
  allowCancelDefaultPro: boolean;
  nextUsers: Candidate[];
}

/** findWFProcessInfo.ajax: what the submit dialog offers. */
export interface ProcessInfo {
  state: WorkflowState;
  modelId: string;
  workflowId: string;
  currentUsers: Record<string, string>;
  currentNodeId: string;
  currentNodeType: CurrentNodeType;
  currentNodeName: string;
  oprName: string;
  needOpinion: boolean;
  infos: NextNodeInfo[];
  allowCancelDefaultProNotify: boolean;
  notifyUsers: Candidate[];
}

/**
 * Candidates as the dialog starts with them: defaults ticked, and a ticked default locked
 * unless the node lets the submitter cancel defaults (spec 02 §5).
 */
function readCandidates(value: unknown, allowCancelDefault: boolean): Candidate[] {
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const raw of list(value)) {
    const userId = text(raw.userId ?? raw.id);
    if (!userId || seen.has(userId)) continue;
    seen.add(userId);
    const checked = flag(raw.checked);
    candidates.push({ userId, userName: text(raw.userName ?? raw.name) || userId, checked, disabled: checked && (flag(raw.disabled) || !allowCancelDefault) });
  }
  return candidates;
}

function readNextNode(raw: Raw): NextNodeInfo {
  const allowCancelDefaultPro = flag(raw.allowCancelDefaultPro);
  return {
    nextNodeId: text(raw.nextNodeId),
    nextNodeName: text(raw.nextNodeName),
    nextNodeType: text(raw.nextNodeType) || 'ordinary',
    allowDynamicPro: flag(raw.allowDynamicPro),
    allowCancelDefaultPro,
    nextUsers: readCandidates(raw.nextUsers, allowCancelDefaultPro),
  };
}

export function readProcessInfo(raw: Raw): ProcessInfo {
  const allowCancelDefaultProNotify = raw.allowCancelDefaultProNotify === undefined ? true : flag(raw.allowCancelDefaultProNotify);
  return {
    state: workflowStateOf(raw.state),
    modelId: text(raw.modelId),
    workflowId: text(raw.workflowId),
    currentUsers: userMap(raw.currentUsers),
    currentNodeId: text(raw.currentNodeId),
    currentNodeType: nodeTypeOf(raw.currentNodeType),
    currentNodeName: text(raw.currentNodeName),
    oprName: text(raw.oprName),
    needOpinion: flag(raw.needOpinion),
    infos: list(raw.infos).map(readNextNode),
    allowCancelDefaultProNotify,
    notifyUsers: readCandidates(raw.notifyUsers, allowCancelDefaultProNotify),
  };
}

/** A row of findfallBackNodes.ajax (spec 02 §3 'Roll-back node'). */
export interface RollbackNode {
  infoNo: string;
  infoDesc: string;
  nodeId: string;
  handler: string;
  handlerId: string;
  handlerTime: string;
}

export function readRollbackNode(raw: Raw): RollbackNode {
  return { infoNo: text(raw.infoNo), infoDesc: text(raw.infoDesc), nodeId: text(raw.nodeId), handler: text(raw.handler), handlerId: text(raw.handlerId), handlerTime: text(raw.handlerTime) };
}

/** Spec 02 §4: 10 waiting or unread notify, 20 handled, 30 specially handled (highlighted). */
export interface HandleInfo {
  userName: string;
  userAvatar: string;
  handleState: number;
  handleView: string;
  stayTimes: string;
  handleTime: string;
}

export interface HandleLogNode {
  nodeDesc: string;
  reachTime: string;
  infoType: string;
  cosignFlag: boolean;
  handleInfos: HandleInfo[];
}

/** workflowHandleLog.ajax. */
export interface HandleLog {
  startNode: { startTime: string; nodeDesc: string };
  startUserName: string;
  startUserAvatar: string;
  state: number;
  handledList: HandleLogNode[];
  handlingList: HandleLogNode[];
}

function readLogNode(raw: Raw): HandleLogNode {
  return {
    nodeDesc: text(raw.nodeDesc),
    reachTime: text(raw.reachTime),
    infoType: text(raw.infoType),
    cosignFlag: flag(raw.cosignFlag),
    handleInfos: list(raw.handleInfos).map((info) => ({
      userName: text(info.userName),
      userAvatar: text(info.userAvatar),
      handleState: num(info.handleState, 10),
      handleView: text(info.handleView),
      stayTimes: text(info.stayTimes),
      handleTime: text(info.handleTime),
    })),
  };
}

export function readHandleLog(raw: Raw): HandleLog {
  const start = isRaw(raw.startNode) ? raw.startNode : {};
  return {
    startNode: { startTime: text(start.startTime), nodeDesc: text(start.nodeDesc) },
    startUserName: text(raw.startUserName),
    startUserAvatar: text(raw.startUserAvatar),
    state: num(raw.state),
    handledList: list(raw.handledList).map(readLogNode),
    handlingList: list(raw.handlingList).map(readLogNode),
  };
}
