import { sql } from 'kysely';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import type { WfModel } from '../../runtime/workflow/model-types.ts';
import { validateModel } from '../../runtime/workflow/validate-model.ts';
import type { Database } from '../db/database.ts';
import { publishDraft, saveDraft } from '../workflow/model-store.ts';
import { WORKFLOW_ADMIN, WORKFLOW_MONITOR } from '../workflow/workflow-admin.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { APPROVAL_MODELS, STATION_HEADS } from './approval-models.ts';
import { seedWorkflowRuns } from './workflow-runs.ts';

/** Serialises demo seeding of servers starting together on one PostgreSQL database. */
const WORKFLOW_SEED_LOCK = 7406220022;

export const DEMO_DEFECT_MODEL_ID = 'dfDefect_review';
const SYSTEM_USER = 'system';

/**
 * Defect review at a wind farm: the starter reports; 班组长审核 is a countersign node of the
 * shift leaders (post 值长): the reporter may keep to his own shift's leader (each of the
 * farm's two shifts has one) or add more reviewers; 专工审核 by the maintenance
 * department; critical defects go on to 场长审批 (post 场长, the administrator standing in),
 * the others end there. No step goes back to the one who reported the defect.
 */
export const DEMO_DEFECT_MODEL: WfModel = wfModel(DEMO_DEFECT_MODEL_ID, 'dfDefect', { zh: '缺陷审核流程', en: 'Defect review' }, [
  wfNode('start', 'start', { zh: '缺陷登记', en: 'Defect report' }, { left: 60, top: 180, handlers: { ...NO_HANDLERS, starter: true } }),
  wfNode('teamReview', 'ordinary', { zh: '班组长审核', en: 'Team leader review' }, {
    left: 240,
    top: 180,
    handlers: { ...NO_HANDLERS, posts: ['P0102', 'P0202'], excludeStarter: true },
    cosignFlag: true,
    allowCountersign: true,
    allowDynamicPro: true,
    allowCancelDefaultPro: true,
    needOpinion: true,
    allowFallback: true,
    allowFallbackToStart: true,
    editableFields: ['teamNo', 'plannedStart', 'plannedEnd'],
  }),
  wfNode('specialistReview', 'ordinary', { zh: '专工审核', en: 'Specialist review' }, {
    left: 420,
    top: 180,
    // A maintenance worker who reports a defect does not review it himself.
    handlers: { ...NO_HANDLERS, departs: ['D0102', 'D0202'], excludeStarter: true },
    allowFallback: true,
    allowFallbackToStart: true,
    allowCountersign: true,
    editableFields: ['actualStart', 'actualEnd', 'lostEnergyKwh', 'defectState'],
  }),
  wfNode('managerApproval', 'ordinary', { zh: '场长审批', en: 'Manager approval' }, {
    left: 600,
    top: 80,
    handlers: STATION_HEADS,
    needOpinion: true,
    allowFallback: true,
    editableFields: ['defectState'],
  }),
  wfNode('end', 'end', { zh: '结束', en: 'End' }, { left: 780, top: 180 }),
], [
  wfLine('l_start', 'start', 'teamReview', '', { zh: '提交', en: 'Submit' }),
  wfLine('l_team', 'teamReview', 'specialistReview', '', { zh: '同意', en: 'Agree' }),
  wfLine('l_critical', 'specialistReview', 'managerApproval', 'getValStr("category") == "CRITICAL"', { zh: '紧急缺陷', en: 'Critical defect' }),
  wfLine('l_done', 'specialistReview', 'end', '', { zh: '一般缺陷', en: 'Other defects' }),
  wfLine('l_approved', 'managerApproval', 'end', '', { zh: '批准', en: 'Approve' }),
]);

/** Every demo model: the defect review and the business modules' approvals. */
export const DEMO_MODELS: readonly WfModel[] = [DEMO_DEFECT_MODEL, ...APPROVAL_MODELS];

/**
 * Publishes the demo models that are missing and grants the demo 'admin' role workflow
 * administration and the monitor; models already stored (perhaps edited by an administrator) are left
 * alone, so it may run at every start. Given the registry, a model published now gets its
 * demo instances (workflow-runs.ts): records of its module in approval, with tasks open for
 * the demo users.
 */
export async function seedWorkflowDemo(database: Database, registry?: ModuleRegistry): Promise<void> {
  const invalid = DEMO_MODELS.find((model) => validateModel(model).length > 0);
  if (invalid) throw new Error(`the demo model ${invalid.modelId} is invalid`);
  const published = await database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(WORKFLOW_SEED_LOCK)})`.execute(trx);
    const stored = new Set((await trx.selectFrom('wf_model').select('model_id').where('model_id', 'in', DEMO_MODELS.map((model) => model.modelId)).execute()).map((row) => String(row.model_id)));
    const missing = DEMO_MODELS.filter((model) => !stored.has(model.modelId));
    for (const model of missing) {
      await saveDraft(trx, model, SYSTEM_USER);
      await publishDraft(trx, model, SYSTEM_USER);
    }
    const admin = await trx.selectFrom('sys_role').select('role_id').where('role_id', '=', 'admin').executeTakeFirst();
    if (admin) {
      const grants = [WORKFLOW_ADMIN, WORKFLOW_MONITOR].map((grant) => ({ role_id: 'admin', module_id: grant.moduleId, opr_name: grant.operation }));
      await trx.insertInto('sys_role_opr').values(grants).onConflict((c) => c.doNothing()).execute();
    }
    return missing;
  });
  if (registry) await seedWorkflowRuns(database, registry, published);
}
