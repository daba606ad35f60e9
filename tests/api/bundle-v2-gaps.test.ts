import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import { call, type TestApp } from './harness.ts';
import { expectOk, publishModel, ZHANGSAN } from './workflow-support.ts';
import { ORDER, REVIEW_MODEL, startRepairOrderApp } from './repair-order-fixtures.ts';

/**
 * Gaps of the bundle format v2 (issue 13) closed after review, on the repair order fixture
 * (tests/fixtures/field-policy): each case a defect that was let through before.
 */
describe('bundle format v2 gaps', () => {
  let test: TestApp;
  let manager: string;
  beforeAll(async () => {
    ({ test, manager } = await startRepairOrderApp());
  });
  afterAll(() => test.close());

  it('refuses to publish a workflow model that drops the node the bundle’s onNode names, unless another published model has it', async () => {
    const renamed = wfModel(REVIEW_MODEL.modelId, ORDER, '维修单审核', [
      wfNode('start', 'start', '填报', { handlers: { ...NO_HANDLERS, starter: true } }),
      wfNode('check', 'ordinary', '审核', { handlers: { ...NO_HANDLERS, users: [ZHANGSAN] } }),
      wfNode('end', 'end', '结束'),
    ], [wfLine('l_start', 'start', 'check', '', '提交'), wfLine('l_check', 'check', 'end', '', '同意')]);
    const refused = await publishModel(test.app, manager, renamed);
    expect(refused.body.state).toBe(-1);
    expect(refused.body.param.problems).toEqual([expect.objectContaining({ message: '模块按流程节点 review 设置记录状态 20，该模型及其他已发布模型都没有此节点' })]);
    // The published version still has the node; a second model of the module may drop it.
    const loaded = await call(test.app, manager, 'system/workflow/loadModel.ajax', { modelId: REVIEW_MODEL.modelId });
    expect(loaded.body.value.nodes.map((node: { id: string }) => node.id)).toContain('review');
    expectOk(await publishModel(test.app, manager, { ...renamed, modelId: 'fpOrder_quick' }));
  });
});
