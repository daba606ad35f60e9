/**
 * The answers (envelope `value`s and list rows) of the workflow calls (spec 02 §7), defined
 * once: the server's services return these types, the client reads them, and the API tests
 * check real answers against the schemas. Objects stay open (extra spec fields pass) so a
 * field the server adds is not a break; every field named here is one a screen reads.
 */
import { Type, type Static } from '@sinclair/typebox';

const WorkflowStateSchema = Type.Union([Type.Literal('noWorkflow'), Type.Literal('starting'), Type.Literal('processing'), Type.Literal('started'), Type.Literal('end')]);
const CurrentNodeTypeSchema = Type.Union([Type.Literal('start'), Type.Literal('end'), Type.Literal('other')]);
/** The spec's flags on the wire. */
const YesNo = Type.Union([Type.Literal('Y'), Type.Literal('N')]);
/** User id → display name. */
const UserNames = Type.Record(Type.String(), Type.String());

export type CurrentNodeType = Static<typeof CurrentNodeTypeSchema>;

/** Publish state 99: published. */
export const PUBLISHED = 99;

export const WfCommandSchema = Type.Object({ oprNo: Type.Integer(), oprName: Type.String(), code: Type.String() });
export type WfCommand = Static<typeof WfCommandSchema>;

export const WfModelRefSchema = Type.Object({ id: Type.String(), name: Type.String(), publishState: Type.Integer() });
export type WfModelRef = Static<typeof WfModelRefSchema>;

/** initWfCommand.ajax: where a record's workflow stands and what the user may do. */
export const WorkflowInfoSchema = Type.Object({
  state: WorkflowStateSchema,
  /** Instance state: 20 finished, 0 without an instance. */
  instState: Type.Integer(),
  modelId: Type.String(),
  workflowId: Type.String(),
  modelList: Type.Array(WfModelRefSchema),
  wfModels: Type.Integer(),
  startUser: Type.String(),
  startUserName: Type.String(),
  currentUsers: UserNames,
  currentNodeId: Type.String(),
  currentNodeType: CurrentNodeTypeSchema,
  currentNodeName: Type.String(),
  commands: Type.Array(WfCommandSchema),
  allowFallback: Type.Boolean(),
  allowFallbackToStart: Type.Boolean(),
  allowCountersign: Type.Boolean(),
  needOpinion: Type.Boolean(),
  countersignOprName: Type.String(),
  cosignNum: Type.Integer(),
  notify: Type.Boolean(),
  notifyTaskNo: Type.String(),
  /** The node of the user's unconfirmed notify task ('' without one). */
  notifyNodeId: Type.String(),
  /** The fields the user may change on the workflow form now (spec 02 §4), as the server's save check applies them. */
  editableFields: Type.Array(Type.String()),
});
export type WorkflowInfo = Static<typeof WorkflowInfoSchema>;

/** A user who may handle a next node or be notified; `disabled`: a default the submitter may not untick. */
export const CandidateSchema = Type.Object({ userId: Type.String(), userName: Type.String(), checked: Type.Boolean(), disabled: Type.Boolean() });
export type Candidate = Static<typeof CandidateSchema>;

export const NextNodeInfoSchema = Type.Object({
  nextNodeId: Type.String(),
  nextNodeName: Type.String(),
  /** ordinary, end, sychronize, ... */
  nextNodeType: Type.String(),
  allowDynamicPro: Type.Boolean(),
  allowCancelDefaultPro: Type.Boolean(),
  nextUsers: Type.Array(CandidateSchema),
});
export type NextNodeInfo = Static<typeof NextNodeInfoSchema>;

/** findWFProcessInfo.ajax: what the submit dialog offers. */
export const ProcessInfoSchema = Type.Object({
  state: WorkflowStateSchema,
  modelId: Type.String(),
  workflowId: Type.String(),
  currentUsers: UserNames,
  currentNodeId: Type.String(),
  currentNodeType: CurrentNodeTypeSchema,
  currentNodeName: Type.String(),
  oprNo: Type.Integer(),
  oprName: Type.String(),
  needOpinion: Type.Boolean(),
  urgentFlag: YesNo,
  notify: Type.Boolean(),
  allowCancelDefaultProNotify: Type.Boolean(),
  notifyUsers: Type.Array(CandidateSchema),
  notifyIds: Type.String(),
  /** Whether submitting completes the caller's node (false while a countersign or join waits). */
  completesNode: Type.Boolean(),
  infos: Type.Array(NextNodeInfoSchema),
});
export type ProcessInfo = Static<typeof ProcessInfoSchema>;

/** A row of findfallBackNodes.ajax (spec 02 §3 'Roll-back node'). */
export const RollbackNodeSchema = Type.Object({ infoNo: Type.String(), infoDesc: Type.String(), nodeId: Type.String(), handler: Type.String(), handlerId: Type.String(), handlerTime: Type.String() });
export type RollbackNode = Static<typeof RollbackNodeSchema>;

/** Handle state (spec 02 §4): 10 waiting or unread notify, 20 handled, 30 specially handled (highlighted). */
export const HandleInfoSchema = Type.Object({
  taskNo: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  userAvatar: Type.String(),
  handleState: Type.Integer(),
  handleView: Type.String(),
  handleTime: Type.String(),
  stayTimes: Type.String(),
  urgent: YesNo,
  readState: Type.Integer(),
});
export type HandleInfo = Static<typeof HandleInfoSchema>;

export const HandleLogNodeSchema = Type.Object({
  nodeId: Type.String(),
  nodeDesc: Type.String(),
  reachTime: Type.String(),
  infoType: Type.String(),
  cosignFlag: YesNo,
  handleInfos: Type.Array(HandleInfoSchema),
});
export type HandleLogNode = Static<typeof HandleLogNodeSchema>;

/** workflowHandleLog.ajax. */
export const HandleLogSchema = Type.Object({
  startNode: Type.Object({ startTime: Type.String(), nodeDesc: Type.String() }),
  startUserName: Type.String(),
  startUserAvatar: Type.String(),
  state: Type.Integer(),
  handledList: Type.Array(HandleLogNodeSchema),
  handlingList: Type.Array(HandleLogNodeSchema),
  logs: Type.Array(Type.Object({ action: Type.String(), actionName: Type.String(), userName: Type.String(), nodeDesc: Type.String(), opinion: Type.String(), time: Type.String() })),
});
export type HandleLog = Static<typeof HandleLogSchema>;

/** findPassedElements.ajax: nodes and lines the instance went through (pNodes, pLines) and where it stands (cNodes). */
export const PassedElementsSchema = Type.Object({
  pNodes: Type.Array(Type.String()),
  pLines: Type.Array(Type.String()),
  cNodes: Type.Array(Type.String()),
  modelId: Type.String(),
  version: Type.Optional(Type.Integer()),
});
export type PassedElementsAnswer = Static<typeof PassedElementsSchema>;

/** A row of findModels.ajax. */
export const ModelRowSchema = Type.Object({
  id: Type.String(),
  modelId: Type.String(),
  name: Type.String(),
  modelName: Type.String(),
  grpNo: Type.String(),
  publishState: Type.Integer(),
  version: Type.Union([Type.Integer(), Type.Null()]),
  published: Type.Boolean(),
});
export type ModelRow = Static<typeof ModelRowSchema>;

/** findUserTaskNums.ajax. */
export const TaskCountsSchema = Type.Object({ todoNum: Type.Integer(), startNum: Type.Integer(), doneNum: Type.Integer() });
export type TaskCountsAnswer = Static<typeof TaskCountsSchema>;

/** A row of findUserTasks.ajax (spec 02 §3 'Task rows'): LINKNO is the task, row_pkValue the record. */
export const TaskListRowSchema = Type.Object({
  FORMURL: Type.String(),
  row_pkValue: Type.String(),
  MODULEID: Type.String(),
  MODULENAME: Type.String(),
  NODEID: Type.String(),
  NODEDESC: Type.String(),
  INST_DESC: Type.String(),
  STARTUSERNAME: Type.String(),
  REACH_TIME: Type.String(),
  HANDLE_TIME: Type.String(),
  READ_STATE: Type.Integer(),
  URGENT: Type.String(),
  TASK_TYPE: Type.String(),
  HANDLE_STATE: Type.Integer(),
  OPINION: Type.String(),
  LINKNO: Type.String(),
  MODEL_ID: Type.String(),
  WORKFLOW_ID: Type.String(),
  INST_STATE: Type.Integer(),
});
export type TaskListRow = Static<typeof TaskListRowSchema>;

/** A row of findUserStartWorkflow.ajax: an instance the user started. */
export const StartedRowSchema = Type.Object({
  form_url: Type.String(),
  business_no: Type.String(),
  row_pkValue: Type.String(),
  mod_id: Type.String(),
  mod_name: Type.String(),
  inst_desc: Type.String(),
  start_time: Type.String(),
  end_time: Type.String(),
  state: Type.Integer(),
  model_id: Type.String(),
  workflow_id: Type.String(),
});
export type StartedRow = Static<typeof StartedRowSchema>;

/** A problem of a model as the server words it, with the element it concerns. */
export const ShownProblemSchema = Type.Object({ message: Type.String(), nodeId: Type.Optional(Type.String()), lineId: Type.Optional(Type.String()) });
export type ShownProblem = Static<typeof ShownProblemSchema>;

/** saveModel.ajax: the stored draft's id and what would keep it from being published. */
export const SavedModelSchema = Type.Object({ modelId: Type.String(), problems: Type.Array(ShownProblemSchema) });
export type SavedModel = Static<typeof SavedModelSchema>;

/** dryRun.ajax: the path a sample record would take through a model. */
export const DryRunSchema = Type.Object({
  path: Type.Array(
    Type.Object({
      nodeId: Type.String(),
      nodeName: Type.String(),
      nodeType: Type.String(),
      handlers: Type.Array(Type.Object({ userId: Type.String(), userName: Type.String() })),
      /** Lines taken when this node completes. */
      lines: Type.Array(Type.String()),
    }),
  ),
  ended: Type.Boolean(),
  problems: Type.Array(ShownProblemSchema),
});
export type DryRunAnswer = Static<typeof DryRunSchema>;

/** A row of findEntityFields.ajax: COLUMN_NAME is what getValStr takes. */
/** FIELD_TYPE of an inline child list in findEntityFields.ajax: a workflow step may open it, no condition reads it. */
export const INLINE_LIST_TYPE = 'inlineList';
export const EntityFieldRowSchema = Type.Object({ COLUMN_NAME: Type.String(), FIELD_LABEL: Type.String(), FIELD_TYPE: Type.String() });
export type EntityFieldRow = Static<typeof EntityFieldRowSchema>;

/** A row of extMethodSelector.ajax. */
export const ExtMethodRowSchema = Type.Object({ METHOD_NAME: Type.String(), METHOD_DESC: Type.String(), STATE: Type.String(), INVOKE_TYPE: Type.String() });
export type ExtMethodRow = Static<typeof ExtMethodRowSchema>;

/** findEmpCommonOpinion.ajax: the user's phrases in their order. */
export const CommonOpinionTextsSchema = Type.Array(Type.String());
