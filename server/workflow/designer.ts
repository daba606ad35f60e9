import { AppError, type Translate } from '../../runtime/errors.ts';
import { parseModel } from '../../runtime/workflow/parse-model.ts';
import type { LocalizedText } from '../../runtime/bundle/types.ts';
import { validateModel } from '../../runtime/workflow/validate-model.ts';
import type { ModelProblem } from '../../runtime/workflow/model-problem.ts';
import type { WfModel } from '../../runtime/workflow/model-types.ts';
import type { Locale } from '../../runtime/bundle/types.ts';
import { newId } from '../auth/secrets.ts';
import type { ExtMethodRegistry, InvokeType } from './ext-methods.ts';
import { draftModel, modelSummary, modelVersion, publishDraft, saveDraft } from './model-store.ts';
import { moduleModelProblems } from './module-model-problems.ts';
import { stateNodeProblems } from './state-nodes.ts';
import { inlineListDefs, regionEntryLabel } from '../../runtime/workflow/editable-lists.ts';
import { INLINE_LIST_TYPE } from '../../contracts/workflow.ts';
import { requireModuleGrant, workflowModule } from './record-workflow.ts';
import { requireWorkflowAdmin } from './workflow-admin.ts';
import type { Caller, WorkflowDeps } from './workflow-deps.ts';
import type { EntityFieldRow, ExtMethodRow, ShownProblem } from '../../contracts/workflow.ts';

/** A problem as the designer shows it: the message in the user's language and where it is. */

export function showProblems(t: Translate, problems: readonly ModelProblem[]): ShownProblem[] {
  return problems.map((problem) => ({ message: t(problem.messageId, problem.params), nodeId: problem.nodeId, lineId: problem.lineId }));
}

/** A model refused as data: the routes answer it with the problems in `param`. */
export class ModelRefused extends Error {
  readonly problems: ModelProblem[];

  constructor(problems: ModelProblem[]) {
    super('workflow model refused');
    this.problems = problems;
  }
}

/** Every problem of a model that keeps it from being published. */
export function publishProblems(model: WfModel, deps: WorkflowDeps): ModelProblem[] {
  const structural = validateModel(model);
  if (structural.length > 0) return structural;
  return moduleModelProblems(model, workflowModule(deps.modules, model.moduleId), deps.ext);
}

/** A model saved without any name is named after its module, in both languages. */
function unnamed(model: WfModel, title: LocalizedText): Pick<WfModel, 'name' | 'nameEn'> {
  return model.name || model.nameEn ? { name: model.name, nameEn: model.nameEn } : { name: title['zh-CN'], nameEn: title['en-US'] };
}

/**
 * saveModel.ajax: stores the designer's working copy; a draft may still be incomplete, only
 * its shape must be a model. Answers its id and the problems publishing would meet.
 */
export async function saveModel(deps: WorkflowDeps, caller: Caller, json: string, moduleId: string): Promise<{ modelId: string; problems: ModelProblem[] }> {
  requireWorkflowAdmin(caller.user);
  const parsed = parseModel(json);
  if (!parsed.model) throw new ModelRefused(parsed.problems);
  const module = workflowModule(deps.modules, moduleId || parsed.model.moduleId);
  const modelId = parsed.model.modelId || `${module.moduleId}_${newId().slice(0, 12)}`;
  const existing = await deps.database.db.selectFrom('wf_model').select('module_id').where('model_id', '=', modelId).executeTakeFirst();
  // A model id belongs to its module for good: running instances and task lists rely on it.
  if (existing && existing.module_id !== module.moduleId) throw new AppError('E_CONFLICT', { reason: 'modelId' }, 'workflow.badPayload');
  const model: WfModel = { ...parsed.model, modelId, moduleId: module.moduleId, ...unnamed(parsed.model, module.bundle.title), grpNo: parsed.model.grpNo || module.moduleId };
  await saveDraft(deps.database.db, model, caller.user.userId);
  return { modelId, problems: publishProblems(model, deps) };
}

/** publishModel.ajax: the draft becomes the next published version, once it has no problem. */
export async function publishModel(deps: WorkflowDeps, caller: Caller, modelId: string): Promise<number> {
  requireWorkflowAdmin(caller.user);
  const { db } = deps.database;
  return db.transaction().execute(async (trx) => {
    const model = await draftModel(trx, modelId);
    const problems = publishProblems(model, deps);
    if (problems.length === 0) problems.push(...(await stateNodeProblems(trx, workflowModule(deps.modules, model.moduleId), model, caller.locale)));
    if (problems.length > 0) throw new ModelRefused(problems);
    return publishDraft(trx, model, caller.user.userId);
  });
}

/**
 * loadModel.ajax: nodes, lines and grpNo of the published version (or of `version`, as an
 * instance runs it); workflow administrators may ask for the draft. Readers need the
 * module's 'view' grant.
 */
export async function loadModel(deps: WorkflowDeps, caller: Caller, modelId: string, version: number | undefined, draft: boolean): Promise<Record<string, unknown>> {
  const { db } = deps.database;
  const summary = await modelSummary(db, modelId);
  requireModuleGrant(caller.user, workflowModule(deps.modules, summary.moduleId), 'view');
  const wantDraft = draft || (version === undefined && summary.publishedVersion === null);
  if (wantDraft) requireWorkflowAdmin(caller.user);
  const chosen = wantDraft ? undefined : (version ?? (summary.publishedVersion as number));
  const model = chosen === undefined ? await draftModel(db, modelId) : await modelVersion(db, modelId, chosen);
  return { modelId, moduleId: summary.moduleId, name: summary.name, nameEn: summary.nameEn, grpNo: model.grpNo, version: chosen ?? null, publishState: summary.publishState, nodes: model.nodes, lines: model.lines };
}

/** findEntityFields.ajax: the module's fields for conditions and editable regions (COLUMN_NAME is what getValStr takes), then its inline lists. */
export function entityFields(deps: WorkflowDeps, caller: Caller, moduleId: string): EntityFieldRow[] {
  requireWorkflowAdmin(caller.user);
  const module = workflowModule(deps.modules, moduleId);
  const fields = [...module.fields.values()].map((field) => ({ COLUMN_NAME: field.name, FIELD_LABEL: field.def.label[caller.locale], FIELD_TYPE: field.type }));
  // Inline lists may be opened by a step like fields; conditions cannot read them.
  const lists = inlineListDefs(module).map((list) => ({ COLUMN_NAME: list.module, FIELD_LABEL: regionEntryLabel(module, list.module, caller.locale), FIELD_TYPE: INLINE_LIST_TYPE }));
  return [...fields, ...lists];
}

/** extMethodSelector.ajax: registered extension methods of a group and invoke types. */
export function extMethodRows(ext: ExtMethodRegistry, caller: Caller, grpNo: string, invokeTypes: readonly InvokeType[]): ExtMethodRow[] {
  requireWorkflowAdmin(caller.user);
  const locale: Locale = caller.locale;
  return ext.list({ grpNo: grpNo || undefined, invokeTypes: invokeTypes.length > 0 ? invokeTypes : undefined }).map((method) => ({
    METHOD_NAME: method.name,
    METHOD_DESC: method.desc[locale],
    STATE: '1',
    INVOKE_TYPE: method.invokeType,
  }));
}
