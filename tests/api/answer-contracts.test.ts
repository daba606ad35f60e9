/**
 * The server answers what contracts/ says: each call's real answer, on the demo data, passes
 * its schema (TypeBox Value.Check), so the types the client reads are the answers it gets.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserInfoSchema } from '../../contracts/current-user.ts';
import {
  AuditEntrySchema,
  CheckAnswerSchema,
  DesignContextSchema,
  DesignedModuleSchema,
  DesignerAccessSchema,
  LoadedVersionSchema,
  ModuleVersionSchema,
  PlanAnswerSchema,
} from '../../contracts/module-design.ts';
import { EmployeeSelectorRowSchema } from '../../contracts/selectors.ts';
import {
  CommonOpinionTextsSchema,
  DryRunSchema,
  EntityFieldRowSchema,
  ExtMethodRowSchema,
  HandleLogSchema,
  ModelRowSchema,
  PassedElementsSchema,
  ProcessInfoSchema,
  RollbackNodeSchema,
  SavedModelSchema,
  StartedRowSchema,
  TaskCountsSchema,
  TaskListRowSchema,
  WorkflowInfoSchema,
} from '../../contracts/workflow.ts';
import { call, loginAll, type CallParams, type TestApp } from './harness.ts';
import { editDraft } from './module-design-helpers.ts';
import { expectOk, freshDefects, MODULE, startWorkflowApp, submit } from './workflow-support.ts';

/** The schema's complaints about a value, first few, for a failure message that says where. */
function problems(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, value)].slice(0, 5).map((error) => `${error.path || '/'}: ${error.message}`);
}

describe('answers match their contracts', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let analyst: string;
  let started: string;
  beforeAll(async () => {
    ({ test, manager, zhangsan } = await startWorkflowApp());
    [analyst] = await loginAll(test.app, ['analyst'] as const);
    [started] = (await freshDefects(test.app, 'CRITICAL', 1)) as [string];
    expectOk(await submit(test.app, manager, started, { oprNo: 0, opinion: '' }));
  });
  afterAll(() => test.close());

  /** A call's envelope value (or, for list calls, each row) checked against its schema. */
  async function expectAnswer(token: string, path: string, params: CallParams, schema: TSchema, method: 'GET' | 'POST' = 'POST'): Promise<void> {
    const { body } = await call(test.app, token, path, params, method);
    const value = body.rows === undefined ? body.value : body.rows;
    expect(body.state ?? 0, JSON.stringify(body).slice(0, 300)).toBe(0);
    // An empty list would pass any row schema: every list here has rows on the demo data.
    if (Array.isArray(value)) expect(value.length, path).toBeGreaterThan(0);
    const checked = body.rows === undefined ? schema : Type.Array(schema);
    expect(problems(checked, value), path).toEqual([]);
  }

  it('the workflow calls of a running instance', async () => {
    const ref = { moduleId: MODULE, pkValue: started };
    await expectAnswer(zhangsan, 'system/workflow/initWfCommand.ajax', ref, WorkflowInfoSchema);
    await expectAnswer(zhangsan, 'system/workflow/findWFProcessInfo.ajax', { ...ref, oprNo: 1 }, ProcessInfoSchema);
    await expectAnswer(zhangsan, 'system/workflow/workflowHandleLog.ajax', ref, HandleLogSchema);
    await expectAnswer(zhangsan, 'system/workflow/findPassedElements.ajax', ref, PassedElementsSchema);
    await expectAnswer(zhangsan, 'system/workflow/findfallBackNodes.ajax', { ...ref, currentNodeId: 'teamReview' }, Type.Array(RollbackNodeSchema));
    await expectAnswer(zhangsan, 'system/workflow/findModels.ajax', { moduleId: MODULE }, Type.Array(ModelRowSchema));
  });

  it('the workflow calls of a record without an instance', async () => {
    const [fresh] = (await freshDefects(test.app, 'GENERAL', 1)) as [string];
    await expectAnswer(manager, 'system/workflow/initWfCommand.ajax', { moduleId: MODULE, pkValue: fresh }, WorkflowInfoSchema);
    await expectAnswer(manager, 'system/workflow/findWFProcessInfo.ajax', { moduleId: MODULE, pkValue: fresh, oprNo: 0 }, ProcessInfoSchema);
    await expectAnswer(manager, 'system/workflow/findPassedElements.ajax', { moduleId: MODULE, pkValue: fresh }, PassedElementsSchema);
  });

  it('the task lists, counts and common opinions', async () => {
    await expectAnswer(zhangsan, 'system/workflow/findUserTaskNums.ajax', {}, TaskCountsSchema);
    await expectAnswer(zhangsan, 'system/workflow/findUserTasks.ajax', { stateType: 'todoTask', pageNo: 1, pageSize: 10 }, TaskListRowSchema);
    await expectAnswer(manager, 'system/workflow/findUserStartWorkflow.ajax', { pageNo: 1, pageSize: 10 }, StartedRowSchema);
    expectOk(await call(test.app, zhangsan, 'workflow/manager/addCommonOpinion.ajax', { desc: '同意，按计划处理' }));
    await expectAnswer(zhangsan, 'workflow/manager/findEmpCommonOpinion.ajax', {}, CommonOpinionTextsSchema);
  });

  it('the model designer calls', async () => {
    await expectAnswer(manager, 'workflow/designer/findEntityFields.ajax', { parentId: MODULE }, Type.Array(EntityFieldRowSchema), 'GET');
    await expectAnswer(manager, 'workflow/extMethod/extMethodSelector.ajax', { grpNo: MODULE, invokeType: 'conditionGeter' }, Type.Array(ExtMethodRowSchema), 'GET');
    await expectAnswer(manager, 'workflow/designer/dryRun.ajax', { modelId: 'dfDefect_review', record: JSON.stringify({ category: 'CRITICAL' }) }, DryRunSchema);
    const model = (await call(test.app, manager, 'system/workflow/loadModel.ajax', { modelId: 'dfDefect_review' })).body.value;
    await expectAnswer(manager, 'workflow/designer/saveModel.ajax', { model: JSON.stringify(model), moduleId: MODULE }, SavedModelSchema);
  });

  it('the current user and the employee selector', async () => {
    await expectAnswer(zhangsan, 'login/currentUserInfo.ajax', {}, CurrentUserInfoSchema, 'GET');
    await expectAnswer(zhangsan, 'login/currentUserInfo.ajax', { moduleId: MODULE }, CurrentUserInfoSchema, 'GET');
    await expectAnswer(manager, 'system/employee/selector.ajax', { pageNo: 1, pageSize: 10 }, EmployeeSelectorRowSchema, 'GET');
  });

  it('the module designer calls, with a draft', async () => {
    expectOk(await editDraft(test.app, analyst, 'vmVehicle', (bundle) => void (bundle.title['en-US'] = 'Fleet vehicles')));
    const design = (path: string, params: CallParams, schema: TSchema) => expectAnswer(analyst, `system/moduleDesign/${path}`, params, schema);
    await design('access.ajax', {}, DesignerAccessSchema);
    await design('list.ajax', {}, Type.Array(DesignedModuleSchema));
    await design('versions.ajax', { moduleId: 'vmVehicle' }, Type.Array(ModuleVersionSchema));
    await design('load.ajax', { moduleId: 'vmVehicle' }, LoadedVersionSchema);
    await design('context.ajax', {}, DesignContextSchema);
    await design('check.ajax', { bundle: JSON.stringify({ moduleId: 'x' }) }, CheckAnswerSchema);
    await design('plan.ajax', { moduleId: 'vmVehicle' }, PlanAnswerSchema);
    const audit = await call(test.app, manager, 'system/moduleDesign/audit.ajax', { moduleId: 'vmVehicle', pageNo: 1, pageSize: 10 });
    expect(problems(Type.Array(Type.Object({ rowDatas: AuditEntrySchema })), audit.body.rows)).toEqual([]);
  });
});
