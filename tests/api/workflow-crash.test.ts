/**
 * A failure in the middle of a workflow step (the database refusing one of its writes, as a
 * crash or a lost connection would end it) leaves the instance exactly as it was before the
 * step: never without a current task and without an end. The failure is injected by a
 * trigger that refuses the step's log entry, the last write of a transition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import type { TestApp } from './harness.ts';
import { expectOk, freshDefects, MANAGER, MODULE, publishModel, startWorkflowApp, stored, submit, WANGWU, ZHANGSAN } from './workflow-support.ts';

const CRASH = '__crash_here__';

const MODEL = wfModel('crashy', MODULE, 'crashy', [
  wfNode('s', 'start', '开始', { handlers: { ...NO_HANDLERS, starter: true } }),
  wfNode('cosign', 'ordinary', '会签', { handlers: { ...NO_HANDLERS, users: [ZHANGSAN, WANGWU] }, cosignFlag: true }),
  wfNode('approve', 'ordinary', '审批', { handlers: { ...NO_HANDLERS, users: [MANAGER] } }),
  wfNode('e', 'end', '结束'),
], [wfLine('l1', 's', 'cosign'), wfLine('l2', 'cosign', 'approve'), wfLine('l3', 'approve', 'e')]);

/** What a step may change: the instance row, its tasks and its log. */
async function footprint(test: TestApp, key: string) {
  const { instance, tasks, logs } = await stored(test.app, key);
  return {
    instance: instance && { state: instance.state, activeNodes: instance.active_nodes, version: instance.version },
    tasks: tasks.map((task) => `${task.node_id}/${task.handler}/${task.handle_state}`),
    logs: logs.map((entry) => `${entry.action}/${entry.node_id}/${entry.user_id}`),
  };
}

describe('a workflow step that fails half-way', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let wangwu: string;

  beforeAll(async () => {
    ({ test, manager, zhangsan, wangwu } = await startWorkflowApp());
    expectOk(await publishModel(test.app, manager, MODEL));
    await sql.raw(`
      create or replace function test_crash_on_log() returns trigger language plpgsql as $$
      begin
        if new.opinion = '${CRASH}' then raise exception 'simulated crash'; end if;
        return new;
      end $$;
      create trigger test_crash_on_log before insert on wf_log for each row execute function test_crash_on_log();
    `).execute(test.app.database.db);
  });

  afterAll(() => test.close());

  it('leaves a record without workflow when its start fails', async () => {
    const [key] = await freshDefects(test.app, 'GENERAL', 1) as [string];
    const failed = await submit(test.app, manager, key, { oprNo: 0, modelId: 'crashy', opinion: CRASH });
    expect(failed.body.state).toBe(-1);
    expect(JSON.stringify(failed.body)).not.toContain('simulated crash');
    expect(await footprint(test, key)).toEqual({ instance: undefined, tasks: [], logs: [] });
    expectOk(await submit(test.app, manager, key, { oprNo: 0, modelId: 'crashy' }));
    expect((await stored(test.app, key)).open.map((task) => task.handler).sort()).toEqual([ZHANGSAN, WANGWU].sort());
  });

  it('keeps every task of a countersign and of the next node as they were when a submit fails', async () => {
    const [key] = await freshDefects(test.app, 'GENERAL', 1) as [string];
    expectOk(await submit(test.app, manager, key, { oprNo: 0, modelId: 'crashy' }));
    for (const [token, node] of [[zhangsan, 'cosign'], [wangwu, 'cosign'], [manager, 'approve']] as const) {
      const before = await footprint(test, key);
      const failed = await submit(test.app, token, key, { currentNodeId: node, opinion: CRASH });
      expect(failed.body.state).toBe(-1);
      expect(await footprint(test, key)).toEqual(before);
      expect((await stored(test.app, key)).open.length).toBeGreaterThan(0);
      expectOk(await submit(test.app, token, key, { currentNodeId: node }));
    }
    const { instance, open, logs } = await stored(test.app, key);
    expect(instance?.state).toBe(20);
    expect(open).toEqual([]);
    expect(logs.map((entry) => entry.action)).toEqual(['start', 'submit', 'submit', 'submit', 'submit']);
  });
});
