import { sql } from 'kysely';
import { AppError } from '../../../runtime/errors.ts';
import { sendMessage } from '../../routes/message-routes.ts';
import { formUrl } from '../form-url.ts';
import { nodeOf } from '../../../runtime/workflow/engine/engine-context.ts';
import { INSTANCE_RUNNING } from '../instance-store.ts';
import { refuseExcludedStarter } from '../next-handlers.ts';
import { publishedModel } from '../published-models.ts';
import { receiverTitles } from '../instance-titles.ts';
import { organisationUsers } from '../users.ts';
import { requireWorkflowMonitor } from '../workflow-admin.ts';
import type { Caller, WorkflowDeps } from '../workflow-deps.ts';

export interface ReassignRequest {
  taskNo: string;
  toUser: string;
  reason: string;
}

/**
 * workflow/monitor/reassignTask.ajax: a monitor gives an open task of their organisation to
 * another active member of it, with a reason. Under the instance's row lock, as every workflow
 * action: a reassign and a submit of the same task are served one after the other, and the
 * later one finds the task handled (workflow.monitor.taskDone) or no longer its handler's
 * (workflow.noPermission). The task keeps its node and reach time; the old handler no longer
 * sees it, the new one gets a message, and wf_task_reassign keeps who did it and why. The
 * instance's version moves, so a transition planned on the old handler is refused as stale.
 */
export async function reassignTask(deps: WorkflowDeps, caller: Caller, request: ReassignRequest): Promise<void> {
  requireWorkflowMonitor(caller.user);
  const reason = request.reason.trim();
  if (!reason) throw new AppError('E_BAD_REQUEST', {}, 'workflow.monitor.reasonRequired');
  await deps.database.db.transaction().execute(async (trx) => {
    const named = await trx.selectFrom('wf_task as t').innerJoin('wf_instance as i', 'i.inst_id', 't.inst_id').select('t.inst_id').where('t.task_no', '=', request.taskNo).where('i.org_no', '=', caller.user.orgNo).executeTakeFirst();
    if (!named) throw new AppError('E_RECORD_NOT_FOUND');
    const instance = await trx.selectFrom('wf_instance').selectAll().where('inst_id', '=', named.inst_id).forUpdate().executeTakeFirstOrThrow();
    const task = await trx.selectFrom('wf_task').selectAll().where('task_no', '=', request.taskNo).executeTakeFirstOrThrow();
    if (instance.state !== INSTANCE_RUNNING || task.handle_state !== 10) throw new AppError('E_CONFLICT', {}, 'workflow.monitor.taskDone');
    if (task.task_type === 'notify') throw new AppError('E_BAD_REQUEST', {}, 'workflow.monitor.notifyTask');
    const node = caller.locale === 'en-US' ? task.node_desc_en || task.node_desc : task.node_desc;
    if (task.handler === request.toUser) throw new AppError('E_BAD_REQUEST', {}, 'workflow.monitor.sameHandler');
    if ((await organisationUsers(trx, instance.org_no, [request.toUser])).length === 0) throw new AppError('E_BAD_REQUEST', { user: request.toUser, node }, 'workflow.notCandidate');
    refuseExcludedStarter(nodeOf(await publishedModel(deps.database, trx, instance.model_id, instance.model_version), task.node_id), instance.start_user, [request.toUser], caller.locale);
    const holds = await trx.selectFrom('wf_task').select('task_no').where('inst_id', '=', instance.inst_id).where('node_id', '=', task.node_id).where('handler', '=', request.toUser).where('handle_state', '=', 10).executeTakeFirst();
    if (holds) throw new AppError('E_CONFLICT', { user: request.toUser }, 'workflow.monitor.alreadyHolds');

    await trx.updateTable('wf_task').set({ handler: request.toUser, read_state: 0 }).where('task_no', '=', task.task_no).where('handle_state', '=', 10).execute();
    await trx.updateTable('wf_instance').set({ version: sql`version + 1` }).where('inst_id', '=', instance.inst_id).execute();
    await trx
      .insertInto('wf_task_reassign')
      .values({ task_no: task.task_no, inst_id: instance.inst_id, org_no: instance.org_no, from_user: task.handler, to_user: request.toUser, reason: reason.slice(0, 500), by_user: caller.user.userId })
      .execute();
    const module = deps.modules.byModuleId(instance.module_id);
    const titleFor = module ? await receiverTitles(trx, module, instance.org_no, { instDesc: instance.inst_desc ?? '', pkValue: instance.pk_value }, [request.toUser]) : () => instance.inst_desc ?? '';
    const title = caller.t('workflow.message.reassigned', { module: module?.bundle.title[caller.locale] ?? instance.module_id, title: titleFor(request.toUser), node });
    await sendMessage(trx, {
      receivers: [request.toUser],
      msgtype: task.urgent === 'Y' ? 'WORKFLOW_URGENT' : 'WORKFLOW',
      title: title.slice(0, 200),
      content: reason,
      moduleId: instance.module_id,
      pkVal: instance.pk_value,
      url: formUrl(module),
      sender: caller.user.userId,
    });
  });
}
