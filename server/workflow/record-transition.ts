import type { WfTransition } from '../../runtime/workflow/engine/instance-types.ts';
import type { WfModel } from '../../runtime/workflow/model-types.ts';
import { nodeNamer } from '../../runtime/workflow/model-names.ts';
import type { Locale } from '../../runtime/bundle/types.ts';
import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';
import type { InstanceRow } from './instance-store.ts';
import { insertStartedInstance, persistTransition, type NewInstance, type PersistedTransition, type TransitionMeta } from './transition-writes.ts';
import { closeTaskMessages, initiatorMessages, newTaskMessages } from './task-messages.ts';
import type { Caller } from './workflow-deps.ts';
import { receiverTitles } from './instance-titles.ts';
import { applyWorkflowState } from '../lifecycle/workflow-state.ts';
import type { PlatformDb } from '../db/tables/index.ts';

interface MetaScope {
  module: CompiledModule;
  model: WfModel;
  pkValue: string;
  orgNo: string;
  instDesc: string;
  startUser: string;
}

/**
 * What a transition is written with: its operation, node names, and the messages to the handlers
 * of the tasks it opens and to the initiator, each carrying the title its receiver may read.
 */
async function transitionMeta(db: PlatformDb, caller: Caller, scope: MetaScope, transition: WfTransition, oprNo: number): Promise<TransitionMeta> {
  const namers = { 'zh-CN': nodeNamer(scope.model, 'zh-CN'), 'en-US': nodeNamer(scope.model, 'en-US') };
  const nodeDesc = (nodeId: string, locale: Locale) => namers[locale](nodeId);
  const receivers = [...transition.created.map((task) => task.handler), scope.startUser];
  const titleFor = await receiverTitles(db, scope.module, scope.orgNo, scope, receivers);
  const messageScope = { module: scope.module, pkValue: scope.pkValue, titleFor, nodeDesc: namers[caller.locale] };
  const alsoInsert = [...newTaskMessages(db, caller, messageScope, transition.created), ...initiatorMessages(db, caller, messageScope, transition, scope.startUser)];
  return { oprNo, nodeDesc, alsoInsert };
}

export interface TransitionScope {
  module: CompiledModule;
  model: WfModel;
  instance: InstanceRow;
}

/** Persists a transition with the messages about its new tasks; answers the updated instance and the new tasks. */
export async function recordTransition(db: PlatformDb, caller: Caller, scope: TransitionScope, transition: WfTransition, oprNo: number): Promise<PersistedTransition> {
  const { instance } = scope;
  await closeTaskMessages(db, { module: scope.module, pkValue: instance.pkValue }, transition);
  const persisted = await persistTransition(db, instance, transition, await transitionMeta(db, caller, { ...scope, pkValue: instance.pkValue, orgNo: instance.orgNo, instDesc: instance.instDesc, startUser: instance.startUser }, transition, oprNo));
  // The record's life-cycle state follows the move (bundle `workflow.states`), in the same transaction.
  await applyWorkflowState(db, { module: scope.module, pkValue: instance.pkValue, orgNo: instance.orgNo }, transition, caller.user);
  return persisted;
}

/** Creates a record's instance with its start transition (operation 0), inside the caller's transaction. */
export async function recordStart(db: PlatformDb, caller: Caller, scope: { module: CompiledModule; model: WfModel }, values: NewInstance, transition: WfTransition): Promise<PersistedTransition> {
  const persisted = await insertStartedInstance(db, values, transition, await transitionMeta(db, caller, { ...scope, pkValue: values.pkValue, orgNo: values.orgNo, instDesc: values.instDesc, startUser: transition.instance.startUser }, transition, 0));
  await applyWorkflowState(db, { module: scope.module, pkValue: values.pkValue, orgNo: values.orgNo }, transition, caller.user);
  return persisted;
}
