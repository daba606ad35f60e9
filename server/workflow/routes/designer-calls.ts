import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../runtime/errors.ts';
import { modelName } from '../../../runtime/workflow/model-names.ts';
import { ok } from '../../plugins/envelope.ts';
import { addCall } from '../../auth/call-route.ts';
import { entityFields, extMethodRows, loadModel, ModelRefused, publishModel, saveModel, showProblems } from '../designer.ts';
import { dryRun } from '../dry-run.ts';
import type { InvokeType } from '../ext-methods.ts';
import { moduleModels, PUBLISHED } from '../model-store.ts';
import { requireModuleGrant, workflowModule } from '../record-workflow.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { callerOf, ID, str } from './call-helpers.ts';
import type { ModelRow } from '../../../contracts/workflow.ts';
import { optionalText, text } from '../../auth/param-schemas.ts';

const MODEL_JSON = text(2_000_000);
const INVOKE_TYPES: readonly InvokeType[] = ['handlerGeter', 'conditionGeter'];

/** A refused model: state -1 with the count in msgInfo and each problem, translated, in param.problems. */
async function answerRefusal(request: FastifyRequest, reply: FastifyReply, run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ModelRefused)) throw error;
    const refusal = new AppError('E_BAD_REQUEST', { count: error.problems.length }, 'workflow.modelInvalid');
    return reply.status(refusal.status).send({ state: -1, msgInfo: request.t(refusal.messageId, refusal.params), code: refusal.code, param: { problems: showProblems(request.t, error.problems) } });
  }
}

/** The designer's calls and the model reads of the form (findModels, loadModel). */
export function designerCalls(app: FastifyInstance, deps: WorkflowDeps): void {
  addCall(app, 'system/workflow/findModels.ajax', { params: Type.Object({ moduleId: ID, modelId: Type.Optional(ID) }) }, async (request, params) => {
    const caller = callerOf(request);
    const module = workflowModule(deps.modules, str(params, 'moduleId'));
    requireModuleGrant(caller.user, module, 'view');
    const models = await moduleModels(deps.database.db, module.moduleId, str(params, 'modelId') || undefined);
    return ok(models.map((model): ModelRow => ({ id: model.modelId, modelId: model.modelId, name: modelName(model, caller.locale), modelName: modelName(model, caller.locale), grpNo: model.grpNo, publishState: model.publishState, version: model.publishedVersion, published: model.publishState === PUBLISHED })));
  });

  addCall(app, 'system/workflow/loadModel.ajax', { params: Type.Object({ modelId: ID, version: optionalText(9), draft: optionalText(5) }) }, async (request, params) => {
    const raw = str(params, 'version');
    const version = raw === '' ? undefined : Number(raw);
    if (version !== undefined && (!Number.isInteger(version) || version < 1)) throw new AppError('E_BAD_REQUEST', { reason: 'version' });
    const draft = ['1', 'true', 'Y'].includes(str(params, 'draft'));
    return ok(await loadModel(deps, callerOf(request), str(params, 'modelId'), version, draft));
  });

  addCall(app, 'workflow/designer/findEntityFields.ajax', { params: Type.Object({ parentId: ID }) }, async (request, params) =>
    ok(entityFields(deps, callerOf(request), str(params, 'parentId'))),
  );

  addCall(app, 'workflow/extMethod/extMethodSelector.ajax', { params: Type.Object({ grpNo: Type.Optional(ID), invokeType: optionalText(64) }) }, async (request, params) => {
    const types = str(params, 'invokeType').split(',').map((type) => type.trim()).filter((type): type is InvokeType => INVOKE_TYPES.includes(type as InvokeType));
    return ok(extMethodRows(deps.ext, callerOf(request), str(params, 'grpNo'), types));
  });

  addCall(app, 'workflow/designer/saveModel.ajax', { params: Type.Object({ model: Type.Optional(MODEL_JSON), moduleId: Type.Optional(ID) }), methods: ['POST'] }, async (request, params, reply) =>
    answerRefusal(request, reply, async () => {
      const caller = callerOf(request);
      const saved = await saveModel(deps, caller, str(params, 'model'), str(params, 'moduleId'));
      return ok({ modelId: saved.modelId, problems: showProblems(caller.t, saved.problems) }, { msgInfo: caller.t('workflow.done.saveModel') });
    }),
  );

  addCall(app, 'workflow/designer/publishModel.ajax', { params: Type.Object({ modelId: ID }), methods: ['POST'] }, async (request, params, reply) =>
    answerRefusal(request, reply, async () => {
      const caller = callerOf(request);
      const version = await publishModel(deps, caller, params.modelId);
      return ok({ version }, { msgInfo: caller.t('workflow.done.publishModel') });
    }),
  );

  addCall(app, 'workflow/designer/dryRun.ajax', { params: Type.Object({ model: Type.Optional(MODEL_JSON), modelId: Type.Optional(ID), record: optionalText(200_000) }), methods: ['POST'] }, async (request, params) =>
    ok(await dryRun(deps, callerOf(request), str(params, 'model'), str(params, 'modelId'), str(params, 'record'))),
  );
}
