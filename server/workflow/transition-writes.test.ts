import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WfTransition } from '../../runtime/workflow/engine/instance-types.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { messageInserts } from '../routes/message-routes.ts';
import { instanceTasks, type InstanceRow } from './instance-store.ts';
import { migratePlatformSchema } from '../db/platform-migrate.ts';
import { insertStartedInstance, persistTransition, type NewInstance, type TransitionMeta } from './transition-writes.ts';

let database: Database;

beforeAll(async () => {
  database = await createDatabase({});
  await migratePlatformSchema(database);
});

afterAll(() => database.close());

const task = (taskId: string, handler: string) => ({ taskId, nodeId: 'review', handler, type: 'normal' as const, handleState: 10 as const, fromTaskId: null, opinion: '', urgent: false });

/** The start of record `key`: review tasks `${key}-a` (U2) and `${key}-b` (U3). */
function started(key: string): WfTransition {
  const created = [task(`${key}-a`, 'U2'), task(`${key}-b`, 'U3')];
  return {
    instance: { ended: false, startUser: 'U1', activeNodes: ['review'] },
    created,
    closed: [],
    clearsHistory: false,
    log: { action: 'start', user: 'U1', nodeId: 'start', opinion: '', created: created.map((row) => row.taskId), closed: [], toNodes: ['review'], lines: [] },
  };
}

/** U2 approves record `key`; U3's task of the same node is closed with it. */
function submitted(key: string): WfTransition {
  return {
    instance: { ended: true, startUser: 'U1', activeNodes: [] },
    created: [],
    closed: [
      { taskId: `${key}-a`, handleState: 20, opinion: '同意' },
      { taskId: `${key}-b`, handleState: 30, opinion: '' },
    ],
    clearsHistory: false,
    log: { action: 'submit', user: 'U2', nodeId: 'review', opinion: '同意', created: [], closed: [`${key}-a`, `${key}-b`], toNodes: ['end'], lines: ['l2'] },
  };
}

const record = (pkValue: string): NewInstance => ({ moduleId: 'dfDefect', pkValue, orgNo: 'ORG1', modelId: 'm', modelVersion: 1, startUser: 'U1', instDesc: pkValue });

function meta(oprNo: number, alsoInsert: TransitionMeta['alsoInsert'] = []): TransitionMeta {
  return { oprNo, nodeDesc: (nodeId) => `节点 ${nodeId}`, alsoInsert };
}

async function counts(instance: InstanceRow) {
  const { db } = database;
  const logs = await db.selectFrom('wf_log').select('log_no').where('inst_id', '=', instance.instId).execute();
  const messages = await db.selectFrom('sys_message').select('msg_no').where('pk_val', '=', instance.pkValue).execute();
  return { logs: logs.length, messages: messages.length };
}

describe('transition writes', () => {
  it('creates an instance with its start transition and the messages in one statement', async () => {
    const { db } = database;
    const message = messageInserts(db, { receivers: ['U2', 'U3'], msgtype: 'WORKFLOW', title: '待审核', moduleId: 'dfDefect', pkVal: 'D1' });
    const { instance, created } = await insertStartedInstance(db, record('D1'), started('D1'), meta(0, [message.message, message.receipts!]));
    expect(instance).toMatchObject({ pkValue: 'D1', state: 10, activeNodes: ['review'], version: 1 });
    expect(created.map((row) => [row.taskId, row.nodeDesc, row.instId])).toEqual([['D1-a', '节点 review', instance.instId], ['D1-b', '节点 review', instance.instId]]);
    expect((await instanceTasks(db, instance.instId)).map((row) => [row.taskId, row.handleState, row.createdLog])).toEqual([['D1-a', 10, created[0]!.createdLog], ['D1-b', 10, created[0]!.createdLog]]);
    expect(await counts(instance)).toEqual({ logs: 1, messages: 1 });
    expect(await db.selectFrom('sys_msg_receiver').select('receiver').where('msg_no', '=', message.msgNo).orderBy('receiver').execute()).toEqual([{ receiver: 'U2' }, { receiver: 'U3' }]);
  });

  it('refuses a second start of the record and takes its log entry and tasks back', async () => {
    const refused = database.db.transaction().execute((trx) => insertStartedInstance(trx, record('D1'), started('D9'), meta(0)));
    await expect(refused).rejects.toMatchObject({ code: 'E_CONFLICT', messageId: 'workflow.alreadyStarted' });
    expect(await database.db.selectFrom('wf_task').select('task_no').where('task_no', 'like', 'D9-%').execute()).toEqual([]);
    expect(await database.db.selectFrom('wf_log').select('log_no').execute()).toHaveLength(1);
  });

  it('closes the planned tasks and moves the instance under its version, once', async () => {
    const { db } = database;
    const { instance } = await db.transaction().execute((trx) => insertStartedInstance(trx, record('D2'), started('D2'), meta(0)));
    const moved = await db.transaction().execute((trx) => persistTransition(trx, instance, submitted('D2'), meta(1)));
    expect(moved.instance).toMatchObject({ state: 20, activeNodes: [], version: 2 });
    expect(moved.instance.endTime).not.toBeNull();
    expect((await instanceTasks(db, instance.instId)).map((row) => [row.taskId, row.handleState, row.opinion])).toEqual([['D2-a', 20, '同意'], ['D2-b', 30, '']]);

    // The same transition again, from the snapshot it was computed on: stale, and nothing is written.
    const again = db.transaction().execute((trx) => persistTransition(trx, instance, submitted('D2'), meta(1)));
    await expect(again).rejects.toMatchObject({ code: 'E_CONFLICT', messageId: 'workflow.stale' });
    // Current version, but the tasks are closed already: the count refuses it too.
    const closedTwice = db.transaction().execute((trx) => persistTransition(trx, moved.instance, submitted('D2'), meta(1)));
    await expect(closedTwice).rejects.toMatchObject({ code: 'E_CONFLICT', messageId: 'workflow.stale' });
    expect(await counts(instance)).toEqual({ logs: 2, messages: 0 });
  });
});
