import type { Kysely } from 'kysely';
import type { WfTransition } from '../../runtime/workflow/engine/instance-types.ts';
import type { WfModel } from '../../runtime/workflow/model-types.ts';
import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';
import { persistTransition, type InstanceRow } from './instance-store.ts';
import { messageNewTasks } from './task-messages.ts';
import type { Caller } from './workflow-deps.ts';

function nodeDescriber(model: WfModel): (nodeId: string) => string {
  const names = new Map(model.nodes.map((node) => [node.id, node.desc || node.name || node.id]));
  return (nodeId) => names.get(nodeId) ?? nodeId;
}

export interface TransitionScope {
  module: CompiledModule;
  model: WfModel;
  instance: InstanceRow;
}

/** Persists a transition and messages the handlers of the tasks it opened; answers the updated instance. */
export async function recordTransition(db: Kysely<any>, caller: Caller, scope: TransitionScope, transition: WfTransition, oprNo: number): Promise<InstanceRow> {
  const nodeDesc = nodeDescriber(scope.model);
  const updated = await persistTransition(db, scope.instance, transition, { oprNo, nodeDesc });
  await messageNewTasks(db, caller, { module: scope.module, pkValue: scope.instance.pkValue, instDesc: scope.instance.instDesc, nodeDesc }, transition.created);
  return updated;
}
