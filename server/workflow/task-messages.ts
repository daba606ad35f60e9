import type { Kysely } from 'kysely';
import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';
import type { WfTask } from '../../runtime/workflow/engine/instance-types.ts';
import { sendMessage } from '../routes/message-routes.ts';
import type { Caller } from './workflow-deps.ts';
import { formUrl } from './form-url.ts';

const TITLE_BY_TYPE: Readonly<Record<WfTask['type'], string>> = {
  normal: 'workflow.message.todo',
  countersign: 'workflow.message.countersign',
  notify: 'workflow.message.notify',
};

export interface TaskMessageScope {
  module: CompiledModule;
  pkValue: string;
  instDesc: string;
  nodeDesc(nodeId: string): string;
}

/**
 * A message to the handler of each new task (WORKFLOW, or WORKFLOW_URGENT for urgent ones),
 * one per node, kind and urgency, stored in the caller's transaction so that it exists
 * exactly when the task does. Written in the acting user's language.
 */
export async function messageNewTasks(db: Kysely<any>, caller: Caller, scope: TaskMessageScope, tasks: readonly WfTask[]): Promise<void> {
  const groups = new Map<string, WfTask[]>();
  for (const task of tasks) {
    // The actor knows about tasks they give themselves (start, recall, recover).
    if (task.handleState !== 10 || task.handler === caller.user.userId) continue;
    const key = `${task.nodeId}\u0000${task.type}\u0000${task.urgent}`;
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  for (const group of groups.values()) {
    const first = group[0] as WfTask;
    const title = caller.t(TITLE_BY_TYPE[first.type], { module: scope.module.bundle.title[caller.locale], title: scope.instDesc, node: scope.nodeDesc(first.nodeId) });
    await sendMessage(db, {
      receivers: group.map((task) => task.handler),
      msgtype: first.urgent ? 'WORKFLOW_URGENT' : 'WORKFLOW',
      title: title.slice(0, 200),
      moduleId: scope.module.moduleId,
      pkVal: scope.pkValue,
      url: formUrl(scope.module),
      sender: caller.user.userId,
    });
  }
}
