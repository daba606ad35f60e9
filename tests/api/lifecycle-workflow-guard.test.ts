import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';
import { editDraft, publishDraft } from './module-design-helpers.ts';
import { expectOk } from './workflow-support.ts';
import { addOrder, ORDER, startRepairOrderApp, startReview } from './repair-order-fixtures.ts';

/**
 * While a workflow instance runs on a record, the workflow moves its life-cycle state: no
 * transition is taken or offered by hand. The bundle's `workflow.states.onNode` ids must be
 * nodes of the module's published models (the repair order fixture and its review model).
 */
describe('life cycle under a running workflow', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  let zhangsan: string;
  beforeAll(async () => {
    ({ test, analyst, manager, zhangsan } = await startRepairOrderApp());
  });
  afterAll(() => test.close());

  const state = async (key: string) => (await sql<{ order_state: string }>`select order_state from fp_order where order_no = ${key}`.execute(test.app.database.db)).rows[0]?.order_state;
  const offers = async (key: string) => (await call(test.app, manager, 'fp/order/transitions.ajax', { pkValue: key })).body.value[key];

  it('refuses and offers no transition while the review runs, in both languages, and allows it once the review ended', async () => {
    const key = await addOrder(test.app, manager, { title: '12号风机变桨轴承更换' });
    expectOk(await startReview(test.app, manager, key));
    // Entering 审核 set the state (onNode), as the workflow drives it now.
    expect(await state(key)).toBe('20');
    expect(await offers(key)).toEqual([]);
    const refused = await call(test.app, manager, 'fp/order/transition.ajax', { pkValue: key, transition: 'finish' });
    expectRefusal(refused, 'E_CONFLICT', 409);
    expect(refused.body.msgInfo).toBe('流程审批中，记录状态由流程推进，不能手动完工');
    const english = await call(test.app, manager, 'fp/order/transition.ajax', { pkValue: key, transition: 'finish', lang: 'en_US' });
    expect(english.body.msgInfo).toBe('The record’s workflow is running and moves its state: Finish cannot be taken by hand');
    expect(await state(key)).toBe('20');

    const payload = { moduleId: ORDER, pkValue: key, oprNo: 1, opinion: '同意', urgentFlag: 'N', nextNodes: [], currentNodeId: 'review' };
    expectOk(await call(test.app, zhangsan, 'system/workflow/submitWorkflow.ajax', { nextNodeInfos: JSON.stringify(payload) }));
    expect(await offers(key)).toEqual([{ name: 'finish', label: '完工', to: '30' }]);
    expectOk(await call(test.app, manager, 'fp/order/transition.ajax', { pkValue: key, transition: 'finish' }));
    expect(await state(key)).toBe('30');
  });

  it('refuses to publish an onNode id that no published model of the module has, naming it', async () => {
    const saved = await editDraft(test.app, analyst, ORDER, (bundle) => {
      bundle.workflow!.states!.onNode = [{ node: 'review', state: '20' }, { node: 'approve', state: '30' }];
    });
    expectOk(saved);
    const refused = await publishDraft(test.app, manager, ORDER);
    expectRefusal(refused, 'E_PUBLISH_BLOCKED', 409);
    expect(refused.body.param.problems).toEqual([
      expect.objectContaining({ file: 'fpOrder.json', pointer: '/workflow/states/onNode/1/node', messageId: 'bundle.unknownWorkflowNode', params: { node: 'approve', models: 'fpOrder_review' } }),
    ]);
    expect(JSON.stringify(refused.body)).toContain('approve');
  });
});
