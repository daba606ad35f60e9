import type { InsertQueryBuilder } from 'kysely';
import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';
import type { WfTask, WfTransition } from '../../runtime/workflow/engine/instance-types.ts';
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
  /** The instance title a receiver may read (server/workflow/instance-titles.ts receiverTitles). */
  titleFor(userId: string): string;
  nodeDesc(nodeId: string): string;
}

/**
 * A message to the handler of each new task (WORKFLOW, or WORKFLOW_URGENT for urgent ones),
 * one per node, kind, urgency and the title its receivers may read, as inserts for the transition's own statement: the message
 * exists exactly when the task does. Written in the acting user's language.
 */
export function newTaskMessages(db: PlatformDb, caller: Caller, scope: TaskMessageScope, tasks: readonly WfTask[]): InsertQueryBuilder<any, any, any>[] {
  const groups = new Map<string, WfTask[]>();
  for (const task of tasks) {
    // The actor knows about tasks they give themselves (start, recall, recover).
    if (task.handleState !== 10 || task.handler === caller.user.userId) continue;
    const key = `${task.nodeId}\u0000${task.type}\u0000${task.urgent}\u0000${scope.titleFor(task.handler)}`;
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  return [...groups.values()].flatMap((group) => {
    const first = group[0] as WfTask;
    const title = caller.t(TITLE_BY_TYPE[first.type], { module: scope.module.bundle.title[caller.locale], title: scope.titleFor(first.handler), node: scope.nodeDesc(first.nodeId) });
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

/**
 * The initiator hears when the flow ends or is sent back by someone else (a to-do on the start
 * node already tells them when it comes back to them; a fall-back elsewhere or an end does not).
 */
export function initiatorMessages(db: PlatformDb, caller: Caller, scope: TaskMessageScope, transition: WfTransition, startUser: string): InsertQueryBuilder<any, any, any>[] {
  if (!startUser || startUser === caller.user.userId) return [];
  const messageId = transition.instance.ended ? 'workflow.message.finished' : transition.log.action === 'fallback' ? 'workflow.message.returned' : undefined;
  if (!messageId) return [];
  const title = caller.t(messageId, { module: scope.module.bundle.title[caller.locale], title: scope.titleFor(startUser), node: scope.nodeDesc(transition.log.nodeId) });
  const { message, receipts } = messageInserts(db, {
    receivers: [startUser],
    msgtype: 'WORKFLOW',
    title: title.slice(0, 200),
    moduleId: scope.module.moduleId,
    pkVal: scope.pkValue,
    url: formUrl(scope.module),
    sender: caller.user.userId,
  });
  return receipts ? [message, receipts] : [message];
}

/**
 * The to-do messages about the record of the tasks a transition closes are done: marked read
 * for their handlers. Run before the transition writes its new messages, which stay unread.
 */
export async function closeTaskMessages(db: PlatformDb, scope: { module: CompiledModule; pkValue: string }, transition: WfTransition): Promise<void> {
  const closed = transition.closed.map((closing) => closing.taskId);
  if (closed.length === 0) return;
  await db
    .updateTable('sys_msg_receiver')
    .set({ read_state: 1, read_at: new Date() })
    .where('read_state', '=', 0)
    .where('receiver', 'in', (eb) => eb.selectFrom('wf_task').select('handler').where('task_no', 'in', closed))
    .where('msg_no', 'in', (eb) =>
      eb.selectFrom('sys_message').select('msg_no').where('module_id', '=', scope.module.moduleId).where('pk_val', '=', scope.pkValue).where('msgtype', 'in', ['WORKFLOW', 'WORKFLOW_URGENT']),
    )
    .execute();
}
