/**
 * The repair order fixture (tests/fixtures/field-policy): an order with a role-hidden cost, a
 * role read-only note, a crew of technicians (a multi-reference), a life cycle moved by a review workflow, and inline spare-part lines
 * with a role-hidden unit cost; published through the designer with its review model.
 */
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ModuleBundle } from '../../runtime/index.ts';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import { call, loginAll, startTestApp, type CallParams, type CallResult, type TestApp } from './harness.ts';
import { publishNew } from './material-fixtures.ts';
import { expectOk, publishModel, ZHANGSAN } from './workflow-support.ts';

const DIR = new URL('../fixtures/field-policy/', import.meta.url);
export const ORDER = 'fpOrder';

export async function repairBundle(moduleId: string): Promise<ModuleBundle> {
  return JSON.parse(await fs.readFile(new URL(`${moduleId}.json`, DIR), 'utf8')) as ModuleBundle;
}

/** Start → 审核 by 张三 (who may edit the title, the cost and the note there) → end. */
export const REVIEW_MODEL = wfModel('fpOrder_review', ORDER, '维修单审核', [
  wfNode('start', 'start', '填报', { handlers: { ...NO_HANDLERS, starter: true } }),
  wfNode('review', 'ordinary', '审核', { handlers: { ...NO_HANDLERS, users: [ZHANGSAN] }, editableFields: ['title', 'cost', 'note'] }),
  wfNode('end', 'end', '结束'),
], [wfLine('l_start', 'start', 'review', '', '提交'), wfLine('l_review', 'review', 'end', '', '同意')]);

export async function publishRepairOrders(app: FastifyInstance, analyst: string, manager: string): Promise<void> {
  for (const moduleId of ['fpTechnician', 'fpOrderLine', ORDER]) await publishNew(app, analyst, manager, await repairBundle(moduleId));
  expectOk(await publishModel(app, manager, REVIEW_MODEL));
}

/** A test app with the fixture published, and the tokens of an analyst, the wind farm's manager (admin) and 张三 (user). */
export async function startRepairOrderApp(): Promise<{ test: TestApp; analyst: string; manager: string; zhangsan: string }> {
  const test = await startTestApp();
  const [analyst, manager, zhangsan] = await loginAll(test.app, ['analyst', 'manager', 'zhangsan']);
  await publishRepairOrders(test.app, analyst, manager);
  return { test, analyst, manager, zhangsan };
}

/** A new order of the user's organisation with spare-part lines; its key. */
export async function addOrder(app: FastifyInstance, token: string, values: CallParams, lines: Record<string, unknown>[] = []): Promise<string> {
  const saved = await call(app, token, 'fp/order/save.ajax', { pkValue: -1, _entityName: 'FpOrder', ...values, _children: JSON.stringify({ fpOrderLine: lines }) });
  expectOk(saved);
  return saved.body.value as string;
}

/** Starts the review of an order: the task goes to 张三. */
export function startReview(app: FastifyInstance, token: string, pkValue: string): Promise<CallResult> {
  const payload = { moduleId: ORDER, pkValue, oprNo: 0, opinion: '', urgentFlag: 'N', nextNodes: [], currentNodeId: '' };
  return call(app, token, 'system/workflow/submitWorkflow.ajax', { nextNodeInfos: JSON.stringify(payload) });
}
