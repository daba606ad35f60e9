/**
 * The answers of the workflow monitor (issue 19 part 4: workflow/monitor/*.ajax) and of batch
 * handling (part 5: system/workflow/batchSubmit.ajax), defined once for the server and the client.
 */
import { Type, type Static } from '@sinclair/typebox';

/** An open task of a running instance: who holds it at which node since when. */
export const MonitorTaskSchema = Type.Object({
  taskNo: Type.String(),
  nodeId: Type.String(),
  nodeDesc: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  /** 'normal' | 'countersign'. */
  type: Type.String(),
  reachTime: Type.String(),
});
export type MonitorTask = Static<typeof MonitorTaskSchema>;

/** A row of workflow/monitor/instances.ajax: a running instance of the organisation. */
export const MonitorInstanceSchema = Type.Object({
  workflowId: Type.String(),
  moduleId: Type.String(),
  moduleName: Type.String(),
  pkValue: Type.String(),
  title: Type.String(),
  modelId: Type.String(),
  modelName: Type.String(),
  modelVersion: Type.Integer(),
  startUser: Type.String(),
  startUserName: Type.String(),
  startTime: Type.String(),
  tasks: Type.Array(MonitorTaskSchema),
  /** Since when its oldest open task waits ('' without one), and that time in the reader's words. */
  waitingSince: Type.String(),
  waiting: Type.String(),
  waitingMinutes: Type.Integer(),
});
export type MonitorInstance = Static<typeof MonitorInstanceSchema>;

/** A row of workflow/monitor/handlerLoad.ajax: who holds how many open tasks, and for how long. */
export const HandlerLoadSchema = Type.Object({
  userId: Type.String(),
  userName: Type.String(),
  openTasks: Type.Integer(),
  oldestReachTime: Type.String(),
  oldestWaiting: Type.String(),
  oldestWaitingMinutes: Type.Integer(),
});
export type HandlerLoad = Static<typeof HandlerLoadSchema>;

/** A row of workflow/monitor/modelVersions.ajax: a model version's instances in the organisation. */
export const ModelVersionUseSchema = Type.Object({
  modelId: Type.String(),
  modelName: Type.String(),
  moduleId: Type.String(),
  moduleName: Type.String(),
  version: Type.Integer(),
  /** The model's published version is this one: new instances run it. */
  current: Type.Boolean(),
  running: Type.Integer(),
  ended: Type.Integer(),
});
export type ModelVersionUse = Static<typeof ModelVersionUseSchema>;

/** A row of workflow/monitor/reassignments.ajax: one task the monitor gave from one handler to another. */
export const ReassignAuditRowSchema = Type.Object({
  id: Type.String(),
  taskNo: Type.String(),
  workflowId: Type.String(),
  /** '' (with pkValue and title) once the instance was deleted. */
  moduleId: Type.String(),
  moduleName: Type.String(),
  pkValue: Type.String(),
  title: Type.String(),
  nodeDesc: Type.String(),
  fromUser: Type.String(),
  fromUserName: Type.String(),
  toUser: Type.String(),
  toUserName: Type.String(),
  byUser: Type.String(),
  byUserName: Type.String(),
  reason: Type.String(),
  reassignedAt: Type.String(),
});
export type ReassignAuditRow = Static<typeof ReassignAuditRowSchema>;

/** One task of a batch: passed, or refused with the reason as a message id, its parameters and its text. */
export const BatchItemSchema = Type.Object({
  taskNo: Type.String(),
  moduleId: Type.String(),
  pkValue: Type.String(),
  title: Type.String(),
  code: Type.Optional(Type.String()),
  messageId: Type.Optional(Type.String()),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  message: Type.Optional(Type.String()),
});
export type BatchItem = Static<typeof BatchItemSchema>;

/** system/workflow/batchSubmit.ajax: which tasks passed and which were refused and why. */
export const BatchAnswerSchema = Type.Object({ passed: Type.Array(BatchItemSchema), refused: Type.Array(BatchItemSchema) });
export type BatchAnswer = Static<typeof BatchAnswerSchema>;
