import type { InsertQueryBuilder } from 'kysely';
import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';
import type { WfTask } from '../../runtime/workflow/engine/instance-types.ts';
import { messageInserts } from '../routes/message-routes.ts';
import type { Caller } from './workflow-deps.ts';
import { formUrl } from './form-url.ts';
import type { PlatformDb } from '../db/tables/index.ts';

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
 * one per node, kind and urgency, as inserts for the transition's own statement: the message
 * exists exactly when the task does. Written in the acting user's language.
 */
export function newTaskMessages(db: PlatformDb, caller: Caller, scope: TaskMessageScope, tasks: readonly WfTask[]): InsertQueryBuilder<any, any, any>[] {
  const groups = new Map<string, WfTask[]>();
  for (const task of tasks) {
    // The actor knows about tasks they give themselves (start, recall, recover).
    if (task.handleState !== 10 || task.handler === caller.user.userId) continue;
    const key = `${task.nodeId}\u0000${task.type}\u0000${task.urgent}`;
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  return [...groups.values()].flatMap((group) => {
    const first = group[0] as WfTask;
    const title = caller.t(TITLE_BY_TYPE[first.type], { module: scope.module.bundle.title[caller.locale], title: scope.instDesc, node: scope.nodeDesc(first.nodeId) });
    const { message, receipts } = messageInserts(db, {
      receivers: group.map((task) => task.handler),
      msgtype: first.urgent ? 'WORKFLOW_URGENT' : 'WORKFLOW',
      title: title.slice(0, 200),
      moduleId: scope.module.moduleId,
      pkVal: scope.pkValue,
      url: formUrl(scope.module),
      sender: caller.user.userId,
    });
    return receipts ? [message, receipts] : [message];
  });
}
