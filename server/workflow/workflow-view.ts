import { COMMAND_OPR_NO, workflowCommands, type CommandCode } from '../../runtime/workflow/commands.ts';
import { isFieldEditable } from '../../runtime/workflow/field-editability.ts';
import { workflowState, type WorkflowState } from '../../runtime/workflow/workflow-state.ts';
import { submitterTarget } from '../../runtime/workflow/engine/fallback.ts';
import type { EngineContext } from '../../runtime/workflow/engine/engine-context.ts';
import { blockingTasks, currentHandlers, handlerNode, isCurrentHandler } from '../../runtime/workflow/engine/task-queries.ts';
import type { WfSnapshot } from '../../runtime/workflow/engine/instance-types.ts';
import type { WfNode } from '../../runtime/workflow/model-types.ts';
import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';
import { inlineListDefs } from '../../runtime/workflow/editable-lists.ts';
import type { Translate } from '../../runtime/errors.ts';

/** Where a user stands in a record's workflow: the inputs of the command list and of field editability. */
export interface UserStanding {
  state: WorkflowState;
  /** The node the user handles now, else the first node the instance stands at. */
  node?: WfNode;
  isStarter: boolean;
  isCurrentHandler: boolean;
  hasOpenNotify: boolean;
  hasSubmitter: boolean;
  /** The user's task is an added countersigner's: they handle it but do not add others. */
  countersigner: boolean;
}

export function userStanding(engine: EngineContext | undefined, snapshot: WfSnapshot | undefined, userId: string, hasPublishedModel: boolean): UserStanding {
  const model = engine?.model;
  const start = model?.nodes.find((node) => node.type === 'start');
  const state = workflowState(snapshot, start?.id ?? '', hasPublishedModel);
  if (!snapshot || !model || !engine) return { state, node: start, isStarter: false, isCurrentHandler: false, hasOpenNotify: false, hasSubmitter: false, countersigner: false };
  const nodeId = handlerNode(snapshot, userId) ?? snapshot.instance.activeNodes[0];
  const handler = isCurrentHandler(snapshot, userId);
  return {
    state,
    node: model.nodes.find((node) => node.id === nodeId),
    isStarter: snapshot.instance.startUser === userId,
    isCurrentHandler: handler,
    hasOpenNotify: snapshot.tasks.some((task) => task.type === 'notify' && task.handleState === 10 && task.handler === userId),
    hasSubmitter: handler && nodeId !== undefined && submitterTarget(engine, snapshot, userId, nodeId) !== undefined,
    countersigner: blockingTasks(snapshot.tasks, nodeId).some((task) => task.handler === userId && task.type === 'countersign'),
  };
}

export function commandsOf(standing: UserStanding, isAdmin: boolean, t: Translate): { oprNo: number; oprName: string; code: CommandCode }[] {
  const node = standing.isCurrentHandler && standing.node ? { ...standing.node, allowCountersign: standing.node.allowCountersign && !standing.countersigner } : undefined;
  const codes = workflowCommands({ ...standing, formPublished: true, isAdmin, node });
  return codes.map((code) => ({ oprNo: COMMAND_OPR_NO[code], oprName: t(`workflow.command.${code}`), code }));
}

/**
 * The fields, and inline child lists by their module id, the user may change on the workflow
 * form now (spec 02 §4); the key never.
 */
export function editableFields(module: CompiledModule, standing: UserStanding): string[] {
  const region = standing.isCurrentHandler ? (standing.node?.editableFields ?? []) : [];
  const names = [...[...module.fields.keys()], ...inlineListDefs(module).map((list) => list.module)];
  return names.filter((name) =>
    isFieldEditable(name, {
      mode: 'workflow',
      fieldDisabled: name === module.primaryKey.name,
      state: standing.state,
      editableFields: region,
      isCurrentHandler: standing.isCurrentHandler,
      isStarter: standing.isStarter,
    }),
  );
}

/** spec 02 §3: currentNodeType is start, end or other. */
export function nodeTypeLabel(state: WorkflowState, node: WfNode | undefined): 'start' | 'end' | 'other' {
  if (state === 'end') return 'end';
  if (state === 'starting' || node?.type === 'start') return 'start';
  return 'other';
}

export function currentUsersOf(snapshot: WfSnapshot | undefined): string[] {
  return snapshot ? currentHandlers(snapshot) : [];
}
