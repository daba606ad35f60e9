/** The calls behind the command bar and its dialogs (spec 02 §7 'Workflow calls'). */
import type { SubmitPayloadJson } from '../../../../runtime/workflow/index.ts';
import type { HandleLog, ProcessInfo, RollbackNode, WorkflowInfo } from '../../../../contracts/workflow.ts';
import { callAction, callValue } from './wf-call.ts';

/** Identifies a record's workflow in every call. */
export interface WfRef {
  moduleId: string;
  pkValue: string;
  modelId: string;
  workflowId: string;
}

export function initWfCommand(moduleId: string, pkValue: string): Promise<WorkflowInfo> {
  return callValue<WorkflowInfo>('system/workflow/initWfCommand.ajax', { moduleId, pkValue });
}

export function findProcessInfo(ref: WfRef, oprNo: number): Promise<ProcessInfo> {
  return callValue<ProcessInfo>('system/workflow/findWFProcessInfo.ajax', { moduleId: ref.moduleId, modelId: ref.modelId, oprNo, pkValue: ref.pkValue });
}

/** Sends the submit payload of spec 02 §3 as one JSON field, in the shape the server reads. */
export function submitWorkflow(payload: SubmitPayloadJson): Promise<string> {
  return callAction('system/workflow/submitWorkflow.ajax', { nextNodeInfos: JSON.stringify(payload) });
}

export interface CountersignPayload {
  opinion: string;
  urgentFlag: 'Y' | 'N';
  cnodeId: string;
  handlerUsers: string[];
  notifyUsers: string[];
}

export function countersignWorkflow(ref: WfRef, payload: CountersignPayload): Promise<string> {
  return callAction('system/workflow/countersignWorkflow.ajax', { moduleId: ref.moduleId, modelId: ref.modelId, pkValue: ref.pkValue, ...payload });
}

/** Where the user may return their task, newest first; step '1' keeps only its submitter. */
export function findFallbackNodes(ref: WfRef, currentNodeId: string, step: 'all' | '1' = 'all'): Promise<RollbackNode[]> {
  return callValue<RollbackNode[]>('system/workflow/findfallBackNodes.ajax', { ...ref, currentNodeId, step });
}

export interface FallbackPayload {
  currentNodeId: string;
  opinion: string;
  /** The earlier task to return to; '' with the submitter's preUserId returns to the submitter. */
  infoNo: string;
  preUserId: string;
}

export function fallBack(ref: WfRef, payload: FallbackPayload): Promise<string> {
  return callAction('system/workflow/fallBack.ajax', { ...ref, ...payload });
}

export function submitNotify(ref: WfRef, cNode: string): Promise<string> {
  return callAction('system/workflow/submitNotify.ajax', { ...ref, cNode });
}

export function recoverWorkflow(ref: WfRef): Promise<string> {
  return callAction('system/workflow/recoverWorkflow.ajax', { modelId: ref.modelId, pkValue: ref.pkValue, moduleId: ref.moduleId });
}

export function forceEndWorkflow(ref: WfRef): Promise<string> {
  return callAction('system/workflow/forceEndWorkflow.ajax', { modelId: ref.modelId, pkValue: ref.pkValue, moduleId: ref.moduleId });
}

export function deleteInstance(ref: WfRef): Promise<string> {
  return callAction('workflow/manager/deleteInst.ajax', { modelId: ref.modelId, workflowId: ref.workflowId, pkValue: ref.pkValue, moduleId: ref.moduleId });
}

export function recallWorkflow(ref: WfRef): Promise<string> {
  return callAction('system/workflow/recallWorkflow.ajax', { ...ref });
}

export function workflowHandleLog(ref: WfRef): Promise<HandleLog> {
  return callValue<HandleLog>('system/workflow/workflowHandleLog.ajax', { moduleId: ref.moduleId, modelId: ref.modelId, pkValue: ref.pkValue });
}

/** The user's saved phrases (workflow/manager/findEmpCommonOpinion.ajax); a phrase is its own key (delEmpCommonOpinion takes texts). */
export async function findCommonOpinions(): Promise<{ pkValue: string; desc: string }[]> {
  const phrases = await callValue<string[]>('workflow/manager/findEmpCommonOpinion.ajax');
  return phrases.map((phrase) => ({ pkValue: phrase, desc: phrase }));
}

export function addCommonOpinion(desc: string): Promise<string> {
  return callAction('workflow/manager/addCommonOpinion.ajax', { desc });
}

export function deleteCommonOpinion(pkValue: string): Promise<string> {
  return callAction('workflow/manager/delEmpCommonOpinion.ajax', { pkValue });
}
