import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, coerceRecord, planListQuery, type CompiledModule, type FieldError, type ListRequest } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { createRecordService } from '../modules/record-service.ts';
import { allowedOperations, assertSameModule, recordContext, requireModuleOperation } from '../modules/module-call.ts';
import { listEnvelope, listHeader, recordData } from '../modules/list-envelope.ts';
import { ENTITY_PARAMS, KEY_LIST_SCHEMA, KEY_SCHEMA, LIST_PARAMS } from '../modules/call-params.ts';
import { paramsValidator, type CallParamsDefinition } from '../modules/call-validator.ts';
import { bundleVersion } from '../modules/bundle-version.ts';
import { isNewKey, type SaveContext } from '../modules/record-write.ts';
import { RecordValidationError } from '../modules/record-validation-error.ts';
import { changedFieldNames } from '../modules/changed-fields.ts';
import { assertWorkflowEditable } from '../workflow/field-guard.ts';

type Params = Record<string, unknown>;

/** One of the five calls every module answers under its apiPath. */
interface ModuleCall {
  params: CallParamsDefinition;
  run(request: FastifyRequest, reply: FastifyReply, module: CompiledModule, params: Params): Promise<unknown>;
}

/** The spec sends orgNo with new records; the server always takes the user's current organisation. */
const IGNORED_SAVE_PARAMS = ['orgNo'];

function rowVersionOf(params: Params): number | undefined {
  const raw = params._rowVersion;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new AppError('E_BAD_REQUEST', { reason: '_rowVersion' });
  return value;
}

/**
 * A form rendered from an older published version is not saved under the new one's rules:
 * the user reloads (docs/module-authoring.md, stale pages and saves). Not sent: not compared.
 */
function assertSameBundleVersion(module: CompiledModule, params: Params): void {
  const sent = params._bundleVersion;
  if (sent === undefined || sent === null || sent === '') return;
  if (String(sent) !== bundleVersion(module)) throw new AppError('E_BUNDLE_CHANGED', { version: bundleVersion(module) });
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

function moduleCalls(app: FastifyInstance): Readonly<Record<string, ModuleCall>> {
  const records = createRecordService(app.database, app.modules);
  return {
    'init.ajax': {
      params: { params: { ...ENTITY_PARAMS, pkValue: KEY_SCHEMA } },
      async run(request, _reply, module) {
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
      },
    },
    'tableList.ajax': {
      params: { params: LIST_PARAMS },
      async run(request, _reply, module, params) {
        const user = requireModuleOperation(request, module, 'view');
        const plan = planListQuery(module, params as ListRequest);
        const result = await records.list(module, plan, recordContext(request, user));
        return listEnvelope(result, listHeader(module, request.locale));
      },
    },
    'find.ajax': {
      params: { params: { ...ENTITY_PARAMS, pkValue: KEY_SCHEMA }, required: ['pkValue'] },
      async run(request, _reply, module, params) {
        const user = requireModuleOperation(request, module, 'view');
        const record = await records.load(module, String(params.pkValue), recordContext(request, user));
        return { ...ok(), recorder: { ...recordData(record), _rowVersion: record.rowVersion } };
      },
    },
    'delete.ajax': {
      params: { params: { ...ENTITY_PARAMS, pkValue: KEY_LIST_SCHEMA }, required: ['pkValue'] },
      async run(request, _reply, module, params) {
        const user = requireModuleOperation(request, module, 'delete');
        const count = await records.delete(module, keysOf(params.pkValue), recordContext(request, user));
        return ok(count, { msgInfo: request.t('msg.deleted') });
      },
    },
    // A record's fields are open-ended, so unknown keys are refused by coerceRecord
    // (E_UNKNOWN_FIELD) instead of being dropped by the parameter check.
    'save.ajax': {
      params: { params: { ...ENTITY_PARAMS, pkValue: KEY_SCHEMA, _rowVersion: { type: 'string', maxLength: 12 }, _bundleVersion: { type: 'string', maxLength: 12 } }, open: true },
      async run(request, reply, module, params) {
        const key = params.pkValue === undefined || params.pkValue === null ? undefined : String(params.pkValue);
        const user = requireModuleOperation(request, module, isNewKey(key) ? 'add' : 'edit');
        assertSameBundleVersion(module, params);
        const rowVersion = rowVersionOf(params);
        const { values, errors } = coerceRecord(module, params, { ignore: IGNORED_SAVE_PARAMS, locale: request.locale });
        const ctx = recordContext(request, user);
        try {
          if (errors.length > 0) throw new RecordValidationError(errors);
          // Spec 02 §4: once a record's workflow runs, only the fields of the user's step may change.
          let beforeWrite: SaveContext['beforeWrite'];
          if (module.bundle.workflow?.enabled && key !== undefined && !isNewKey(key)) {
            const changed = changedFieldNames(module, values, (await records.load(module, key, ctx)).values);
            beforeWrite = (trx) => assertWorkflowEditable(app.database, user, module, key, changed, request.locale, trx);
          }
          const saved = await records.save(module, values, key, { ...ctx, rowVersion, beforeWrite, now: app.clock() });
          return ok(saved, { msgInfo: request.t('msg.saved') });
        } catch (error) {
          if (!(error instanceof RecordValidationError)) throw error;
          const answer = validationAnswer(request, error.errors);
          return reply.status(answer.status).send(answer.body);
        }
      },
    },
  };
}

/** `vm/vehicle/save.ajax` → apiPath `vm/vehicle`, call `save.ajax`. */
function splitCallPath(path: string): { apiPath: string; call: string } {
  const slash = path.lastIndexOf('/');
  return { apiPath: path.slice(0, Math.max(slash, 0)), call: path.slice(slash + 1) };
}

function callPathOf(request: FastifyRequest): string {
  return (request.params as { '*'?: string })['*'] ?? '';
}

/**
 * The five calls of every module under its apiPath (docs/architecture.md, module call
 * convention). One route serves them all, resolving the module per request in the current
 * registry: a module published after this server started answers at once, and a call keeps
 * the module version it started with to the end. Paths that are not module calls are not
 * found before any sign-in is asked for.
 */
export async function moduleRoutes(app: FastifyInstance): Promise<void> {
  const calls = moduleCalls(app);
  const validators = new Map(Object.entries(calls).map(([name, call]) => [name, paramsValidator(call.params)]));
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    onRequest: async (request) => {
      if (!validators.has(splitCallPath(callPathOf(request)).call)) throw new AppError('E_NOT_FOUND');
    },
    handler: async (request, reply) => {
      const { apiPath, call } = splitCallPath(callPathOf(request));
      const module = app.modules.byApiPath(apiPath);
      const moduleCall = calls[call];
      if (!module || !moduleCall) throw new AppError('E_NOT_FOUND');
      const params: Params = { ...(request.query as Params), ...((request.body as Params | undefined) ?? {}) };
      validators.get(call)?.(params);
      assertSameModule(module, params);
      return moduleCall.run(request, reply, module, params);
    },
  });
}
