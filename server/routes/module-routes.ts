import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, coerceRecord, planListQuery, type CompiledModule, type FieldError, type ListRequest } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { createRecordService } from '../modules/record-service.ts';
import { allowedOperations, assertSameModule, recordContext, requireModuleOperation } from '../modules/module-call.ts';
import { listEnvelope, listHeader, recordData } from '../modules/list-envelope.ts';
import { ENTITY_PARAMS, KEY_LIST_SCHEMA, KEY_SCHEMA, LIST_PARAMS } from '../modules/call-params.ts';
import { bundleVersion } from '../modules/bundle-version.ts';
import { isNewKey } from '../modules/record-write.ts';
import { RecordValidationError } from '../modules/record-validation-error.ts';
import { changedFieldNames } from '../modules/changed-fields.ts';
import { assertWorkflowEditable } from '../workflow/field-guard.ts';

type Params = Record<string, unknown>;

/** The spec sends orgNo with new records; the server always takes the user's current organisation. */
const IGNORED_SAVE_PARAMS = ['orgNo'];

function rowVersionOf(params: Params): number | undefined {
  const raw = params._rowVersion;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new AppError('E_BAD_REQUEST', { reason: '_rowVersion' });
  return value;
}

function keysOf(text: unknown): string[] {
  const keys = String(text ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (keys.length === 0) throw new AppError('E_BAD_REQUEST', { reason: 'pkValue' });
  return keys;
}

/** state -1 with the catalogue's '请先完善信息' and each field's message in the request language. */
function validationAnswer(request: FastifyRequest, errors: FieldError[]) {
  const error = new AppError('E_VALIDATION');
  return {
    status: error.status,
    body: {
      state: -1,
      msgInfo: request.t(error.messageId),
      code: error.code,
      param: { errors: errors.map((entry) => ({ field: entry.field, message: request.t(entry.messageId, entry.params) })) },
    },
  };
}

function moduleCalls(app: FastifyInstance, module: CompiledModule): void {
  const records = createRecordService(app.database, app.modules);
  const base = module.bundle.apiPath;

  addCall<Params>(app, `${base}/init.ajax`, { params: { ...ENTITY_PARAMS, pkValue: KEY_SCHEMA } }, async (request, params) => {
    assertSameModule(module, params);
    requireModuleOperation(request, module, 'view');
    const locale = request.locale;
    return ok({
      moduleId: module.moduleId,
      version: bundleVersion(module),
      searches: module.searches.map((search) => ({ ...search, label: search.label[locale] })),
      columns: module.columns.map((column) => ({ ...column, label: column.label[locale] })),
      operations: module.bundle.operations,
      ...allowedOperations(request, module),
    });
  });

  addCall<Params>(app, `${base}/tableList.ajax`, { params: LIST_PARAMS }, async (request, params) => {
    assertSameModule(module, params);
    const user = requireModuleOperation(request, module, 'view');
    const plan = planListQuery(module, params as ListRequest);
    const result = await records.list(module, plan, recordContext(request, user));
    return listEnvelope(result, listHeader(module, request.locale));
  });

  addCall<Params>(app, `${base}/find.ajax`, { params: { ...ENTITY_PARAMS, pkValue: KEY_SCHEMA }, required: ['pkValue'] }, async (request, params) => {
    assertSameModule(module, params);
    const user = requireModuleOperation(request, module, 'view');
    const record = await records.load(module, String(params.pkValue), recordContext(request, user));
    return { ...ok(), recorder: { ...recordData(record), _rowVersion: record.rowVersion } };
  });

  addCall<Params>(app, `${base}/delete.ajax`, { params: { ...ENTITY_PARAMS, pkValue: KEY_LIST_SCHEMA }, required: ['pkValue'] }, async (request, params) => {
    assertSameModule(module, params);
    const user = requireModuleOperation(request, module, 'delete');
    const count = await records.delete(module, keysOf(params.pkValue), recordContext(request, user));
    return ok(count, { msgInfo: request.t('msg.deleted') });
  });

  // Not an addCall: a record's fields are open-ended, so unknown keys are refused by
  // coerceRecord (E_UNKNOWN_FIELD) instead of being dropped by the schema.
  app.route({
    method: ['GET', 'POST'],
    url: `/${base}/save.ajax`,
    schema: {
      querystring: { type: 'object', properties: { ...ENTITY_PARAMS, pkValue: KEY_SCHEMA, _rowVersion: { type: 'string', maxLength: 12 } } },
    },
    handler: async (request, reply) => {
      const params: Params = { ...(request.query as Params), ...((request.body as Params | undefined) ?? {}) };
      assertSameModule(module, params);
      const key = params.pkValue === undefined || params.pkValue === null ? undefined : String(params.pkValue);
      const user = requireModuleOperation(request, module, isNewKey(key) ? 'add' : 'edit');
      const rowVersion = rowVersionOf(params);
      const { values, errors } = coerceRecord(module, params, { ignore: IGNORED_SAVE_PARAMS, locale: request.locale });
      const ctx = recordContext(request, user);
      try {
        if (errors.length > 0) throw new RecordValidationError(errors);
        // Spec 02 §4: once a record's workflow runs, only the fields of the user's step may change.
        if (module.bundle.workflow?.enabled && key !== undefined && !isNewKey(key)) {
          const stored = await records.load(module, key, ctx);
          await assertWorkflowEditable(app.database, user, module, key, changedFieldNames(module, values, stored.values), request.locale);
        }
        const saved = await records.save(module, values, key, { ...ctx, rowVersion });
        return ok(saved, { msgInfo: request.t('msg.saved') });
      } catch (error) {
        if (!(error instanceof RecordValidationError)) throw error;
        const answer = validationAnswer(request, error.errors);
        return reply.status(answer.status).send(answer.body);
      }
    },
  });
}

/** The five calls of every module under its apiPath (docs/architecture.md, module call convention). */
export async function moduleRoutes(app: FastifyInstance): Promise<void> {
  for (const module of app.modules.all()) moduleCalls(app, module);
}
