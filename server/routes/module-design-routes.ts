import { Type, type TProperties } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { AppError, bundleProblem, type DictionaryItem } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS, type CallDefinition, type CallParams } from '../auth/call-route.ts';
import { hasGrant, requireOperation, requireUser } from '../auth/permissions.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { selectorPage, selectorEnvelope } from '../selectors/selector-page.ts';
import { answerWithMessages } from '../designer/answer-messages.ts';
import { auditPage } from '../designer/audit-log.ts';
import { designProblems } from '../designer/design-checks.ts';
import { DesignRefusal } from '../designer/design-refusal.ts';
import { designContext, designedModules, loadVersion, versionSummaries } from '../designer/design-views.ts';
import { discardDraft, saveDraft } from '../designer/drafts.ts';
import { generateFromTable } from '../designer/generate.ts';
import { planAnswer, preparePlan } from '../designer/plan-service.ts';
import { publishModule } from '../designer/publish.ts';
import { requestReview } from '../designer/review-request.ts';
import { insertDictionary } from '../system/dictionary-store.ts';
import { writeDictionaries } from '../system/dictionary-write.ts';
import { findByStatus, findVersion, nextVersionNumber } from '../designer/version-store.ts';
import { optionalText, text } from '../auth/param-schemas.ts';

type Params = Record<string, unknown>;
type Grant = 'view' | 'edit' | 'publish';

/** The grants' module id (sys_role_opr.module_id, docs/module-authoring.md Roles and grants). */
const DESIGNER = 'moduleDesigner';
const BASE = 'system/moduleDesign';

/** Identifiers are checked here already: the bundle schema's pattern for moduleId. */
const MODULE_ID = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$', maxLength: 64 });
const MODULE_FILTER = Type.String({ pattern: '^([A-Za-z][A-Za-z0-9_]*)?$', maxLength: 64 });
const NUMBER = Type.String({ pattern: '^-?[0-9]{1,9}$' });
const BUNDLE = text(1_000_000);
const NOTE = text(500);

function numberParam(params: Params, name: string): number | undefined {
  const raw = params[name];
  return raw === undefined || raw === '' ? undefined : Number(raw);
}

function requiredNumber(params: Params, name: string): number {
  const value = numberParam(params, name);
  if (value === undefined) throw new AppError('E_BAD_REQUEST', { reason: name });
  return value;
}

const DICT_CODE = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_]*$' });
const DICT_LABEL = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const DICT_ITEMS = Type.Array(Type.Object({ value: Type.String({ minLength: 1, maxLength: 64, pattern: '^\\S(.*\\S)?$' }), labelZh: DICT_LABEL, labelEn: DICT_LABEL }, { additionalProperties: false }), { minItems: 1, maxItems: 100 });

/** The inline dictionary's items, sent as JSON: each with a value and both labels, no value twice. */
function dictionaryItemsParam(text: string): DictionaryItem[] {
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch {
    throw new AppError('E_BAD_REQUEST', { reason: 'items' });
  }
  if (!Value.Check(DICT_ITEMS, items)) throw new AppError('E_BAD_REQUEST', { reason: 'items' });
  const values = new Set(items.map((item) => item.value));
  if (values.size !== items.length) throw new AppError('E_VALIDATION', {}, 'designer.dict.duplicateValue');
  return items.map((item) => ({ value: item.value, label: { 'zh-CN': item.labelZh.trim(), 'en-US': item.labelEn.trim() } }));
}

function noteParam(params: Params): string {
  return typeof params.note === 'string' ? params.note.trim() : '';
}

/** A publish or rollback says why: a change note that is not blank. */
function requiredNote(params: Params): string {
  const note = noteParam(params);
  if (note === '') throw new AppError('E_BAD_REQUEST', { reason: 'note' }, 'designer.noteRequired');
  return note;
}

/** The bundle parameter as JSON; text that is not JSON is a problem at the document itself. */
function bundleParam(params: Params): unknown {
  try {
    return JSON.parse(String(params.bundle));
  } catch (error) {
    throw new DesignRefusal('E_BUNDLE_INVALID', { problems: [bundleProblem('bundle', '/', 'bundle.notJson', { reason: error instanceof Error ? error.message : String(error) })] });
  }
}

/** A refusal with its details as `param`. */
function refusalAnswer(request: FastifyRequest, reply: FastifyReply, error: DesignRefusal) {
  return reply.status(error.status).send({ state: -1, msgInfo: request.t(error.messageId, error.params), code: error.code, param: error.param });
}

/** One designer call: the grant is checked first, refusals with details answer their `param`. */
function designCall<P extends TProperties>(
  app: FastifyInstance,
  path: string,
  grant: Grant,
  definition: CallDefinition<P>,
  handler: (user: SessionUser, params: CallParams<P>, request: FastifyRequest) => Promise<unknown>,
): void {
  addCall(app, `${BASE}/${path}`, definition, async (request, params, reply) => {
    const user = requireOperation(request, DESIGNER, grant);
    try {
      return await handler(user, params, request);
    } catch (error) {
      if (error instanceof DesignRefusal) return refusalAnswer(request, reply, error);
      throw error;
    }
  });
}

/**
 * The module designer's calls under {base}/system/moduleDesign/ (docs/module-authoring.md,
 * Calls): drafts are an analyst's (edit), publishing and rollback an administrator's (publish).
 */
export async function moduleDesignRoutes(app: FastifyInstance): Promise<void> {
  const { database, modules } = app;
  const { db } = database;
  // Problems and refusals are values; every answer and refusal of these calls says them in the request language.
  app.addHook('preSerialization', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => answerWithMessages(payload, request.t));

  // What the screen may offer; any signed-in user may ask, the other calls check their grant.
  addCall(app, `${BASE}/access.ajax`, { params: NO_PARAMS }, async (request) => {
    const user = requireUser(request);
    return ok({ view: hasGrant(user, DESIGNER, 'view'), edit: hasGrant(user, DESIGNER, 'edit'), publish: hasGrant(user, DESIGNER, 'publish') });
  });

  designCall(app, 'list.ajax', 'view', { params: NO_PARAMS }, async () => ok(await designedModules(db)));

  designCall(app, 'versions.ajax', 'view', { params: Type.Object({ moduleId: MODULE_ID }) }, async (_user, params) =>
    ok(await versionSummaries(db, String(params.moduleId))),
  );

  designCall(app, 'load.ajax', 'view', { params: Type.Object({ moduleId: MODULE_ID, version: Type.Optional(NUMBER) }) }, async (_user, params) =>
    ok(await loadVersion(db, String(params.moduleId), numberParam(params, 'version'))),
  );

  designCall(app, 'context.ajax', 'view', { params: NO_PARAMS }, async () => ok(await designContext(db, modules)));

  designCall(app, 'check.ajax', 'view', { params: Type.Object({ bundle: BUNDLE }) }, async (_user, params) =>
    ok({ problems: designProblems(bundleParam(params), modules).problems }),
  );

  designCall(
    app,
    'saveDraft.ajax',
    'edit',
    { params: Type.Object({ moduleId: MODULE_ID, bundle: BUNDLE, note: Type.Optional(NOTE), revision: NUMBER, create: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1')])) }) },
    async (user, params) => {
      const note = typeof params.note === 'string' ? noteParam(params) : undefined;
      const create = params.create === '1';
      const input = { moduleId: String(params.moduleId), bundle: bundleParam(params), note, revision: requiredNumber(params, 'revision'), create, userId: user.userId };
      return ok(await saveDraft(db, modules, input));
    },
  );

  designCall(app, 'discardDraft.ajax', 'edit', { params: Type.Object({ moduleId: MODULE_ID, revision: NUMBER }) }, async (user, params) => {
    await discardDraft(db, { moduleId: String(params.moduleId), revision: requiredNumber(params, 'revision'), userId: user.userId });
    return ok({});
  });

  designCall(app, 'plan.ajax', 'view', { params: Type.Object({ moduleId: MODULE_ID, version: Type.Optional(NUMBER) }) }, async (_user, params) => {
    const moduleId = String(params.moduleId);
    const version = numberParam(params, 'version');
    const source = version === undefined ? await findByStatus(db, moduleId, 'draft') : await findVersion(db, moduleId, version);
    if (!source) throw new AppError('E_NOT_FOUND', { moduleId, version: version ?? '' }, version === undefined ? 'designer.noDraft' : 'designer.versionNotFound');
    // An archived version is planned as the rollback that would publish it: under the next number.
    const toVersion = source.status === 'archived' ? await nextVersionNumber(db, moduleId) : source.version;
    const published = await findByStatus(db, moduleId, 'published');
    const prepared = await preparePlan(db, modules, published, { bundle: source.bundle, version: toVersion });
    // What publish.ajax / rollback.ajax send back, so the plan applied is the plan shown: plan.fromVersion and the draft's revision.
    return ok({ ...planAnswer(prepared), revision: source.status === 'draft' ? source.revision : null });
  });

  // A new dictionary made from a field's settings; the dictionaries an administrator keeps are never overwritten here.
  designCall(app, 'createDictionary.ajax', 'edit', { params: Type.Object({ dictCode: DICT_CODE, labelZh: DICT_LABEL, labelEn: DICT_LABEL, items: text(20_000) }) }, async (_user, params) => {
    const items = dictionaryItemsParam(params.items);
    const label = { 'zh-CN': params.labelZh.trim(), 'en-US': params.labelEn.trim() };
    await writeDictionaries(app, (trx) => insertDictionary(trx, params.dictCode, { label, items }));
    return ok({ dictCode: params.dictCode });
  });

  designCall(app, 'submitForReview.ajax', 'edit', { params: Type.Object({ moduleId: MODULE_ID, note: Type.Optional(NOTE) }) }, async (user, params, request) => {
    const review = { moduleId: String(params.moduleId), userId: user.userId, orgNo: user.orgNo, note: noteParam(params), designer: DESIGNER, locale: request.locale, t: request.t };
    const { receivers } = await requestReview(db, review);
    return ok({ receivers }, { msgInfo: request.t('designer.review.sent', { count: receivers }) });
  });

  designCall(
    app,
    'publish.ajax',
    'publish',
    { params: Type.Object({ moduleId: MODULE_ID, revision: NUMBER, publishedVersion: Type.Optional(NUMBER), note: Type.Optional(NOTE) }) },
    async (user, params, request) => {
      const publishRequest = {
        moduleId: String(params.moduleId),
        action: 'publish' as const,
        revision: requiredNumber(params, 'revision'),
        publishedVersion: requiredNumber(params, 'publishedVersion'),
        note: requiredNote(params),
        userId: user.userId,
        locale: request.locale,
      };
      return ok(await publishModule(database, modules, publishRequest));
    },
  );

  designCall(
    app,
    'rollback.ajax',
    'publish',
    { params: Type.Object({ moduleId: MODULE_ID, version: NUMBER, publishedVersion: Type.Optional(NUMBER), note: Type.Optional(NOTE) }) },
    async (user, params, request) => {
      const publishRequest = {
        moduleId: String(params.moduleId),
        action: 'rollback' as const,
        version: requiredNumber(params, 'version'),
        publishedVersion: requiredNumber(params, 'publishedVersion'),
        note: requiredNote(params),
        userId: user.userId,
        locale: request.locale,
      };
      return ok(await publishModule(database, modules, publishRequest));
    },
  );

  designCall(app, 'audit.ajax', 'view', { params: Type.Object({ moduleId: Type.Optional(MODULE_FILTER), pageNo: optionalText(12), pageSize: optionalText(12) }) }, async (_user, params) => {
    const page = selectorPage(params);
    const moduleId = typeof params.moduleId === 'string' && params.moduleId !== '' ? params.moduleId : undefined;
    const { rows, total } = await auditPage(db, { moduleId, ...page });
    return selectorEnvelope(rows, 'id', total, []);
  });

  designCall(app, 'generate.ajax', 'edit', { params: Type.Object({ table: text(63) }) }, async (_user, params) =>
    ok({ bundle: await generateFromTable(db, String(params.table)) }),
  );
}
