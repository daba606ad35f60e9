import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, coerceRecord, planListQuery, type CompiledModule } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { requestFields, wildcardParam } from '../auth/request-fields.ts';
import { createRecordService } from '../modules/record-service.ts';
import { allowedOperations, assertSameModule, recordContext, requireModuleOperation } from '../modules/module-call.ts';
import { listEnvelope, listHeader, recordData } from '../modules/list-envelope.ts';
import { ENTITY_PARAMS, KEY_LIST_SCHEMA, KEY_SCHEMA, LIST_PARAMS } from '../modules/call-params.ts';
import { paramsValidator } from '../modules/call-validator.ts';
import { bundleVersion } from '../modules/bundle-version.ts';
import { isNewKey, type SaveContext } from '../modules/record-write.ts';
import { RecordValidationError } from '../modules/record-validation-error.ts';
import { changedFieldNames } from '../modules/changed-fields.ts';
import { assertWorkflowEditable } from '../workflow/field-guard.ts';
import { rowVersionOf, validationAnswer, type ModuleCall, type Params } from '../modules/module-call-kit.ts';
import { lifecycleCalls } from '../lifecycle/lifecycle-calls.ts';
import { guardLifecycleSave } from '../lifecycle/save-guard.ts';
import { inlineChildrenAnswer, inlineRowsParam } from '../modules/inline-children-answer.ts';
import { fieldAccessOf } from '../modules/field-overrides.ts';
import { assertVisiblePlan, visibleList, visibleRecord } from '../modules/field-visibility.ts';
import { assertParentsEditable, childSaveCheck, storedParentKeys } from '../modules/parent-editable.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { fieldChanges, noteChanges, noteOperation } from '../system/oper-log.ts';

/** The spec sends orgNo with new records; the server always takes the user's current organisation. */
const IGNORED_SAVE_PARAMS = ['orgNo'];

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
        const plan = planListQuery(module, params);
        const fieldAccess = await fieldAccessOf(app.database.db, module, user);
        assertVisiblePlan(plan, fieldAccess, params.orderField);
        const result = visibleList(await records.list(module, plan, recordContext(request, user)), fieldAccess);
        return listEnvelope(result, listHeader(module, request.locale, fieldAccess));
      },
    },
    'find.ajax': {
      params: { params: { ...ENTITY_PARAMS, pkValue: KEY_SCHEMA }, required: ['pkValue'] },
      async run(request, _reply, module, params) {
        const user = requireModuleOperation(request, module, 'view');
        const ctx = recordContext(request, user);
        const record = visibleRecord(await records.load(module, String(params.pkValue), ctx), await fieldAccessOf(app.database.db, module, user));
        const children = await inlineChildrenAnswer(app, module, record.key, ctx, user);
        return { ...ok(), recorder: { ...recordData(record), _rowVersion: record.rowVersion, ...children } };
      },
    },
    'delete.ajax': {
      params: { params: { ...ENTITY_PARAMS, pkValue: KEY_LIST_SCHEMA }, required: ['pkValue'] },
      async run(request, _reply, module, params) {
        const user = requireModuleOperation(request, module, 'delete');
        const ctx = recordContext(request, user);
        // Child rows follow their parent: none is removed while a parent is read-only for the user.
        const beforeDelete = async (trx: PlatformDb, keys: readonly string[]) =>
          assertParentsEditable({ database: app.database, registry: app.modules, db: trx, user, locale: request.locale }, module, await storedParentKeys(trx, app.modules, module, keys, user.orgNo));
        const count = await records.delete(module, keysOf(params.pkValue), { ...ctx, beforeDelete });
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
          let workflowCheck: SaveContext['beforeWrite'];
          let checkInlineChanges: SaveContext['checkInlineChanges'];
          // The stored values of an edit: the operation log records what the save changes.
          const stored = key !== undefined && !isNewKey(key) ? (await records.load(module, key, ctx)).values : {};
          const changed = changedFieldNames(module, values, stored);
          if (module.bundle.workflow?.enabled && key !== undefined && !isNewKey(key)) {
            workflowCheck = (trx) => assertWorkflowEditable(app.database, user, module, key, changed, request.locale, trx);
            checkInlineChanges = (trx, lists) => assertWorkflowEditable(app.database, user, module, key, lists, request.locale, trx);
          }
          // A child-list row follows its parent: not written while the parent is read-only for the user.
          const parentCheck = childSaveCheck({ database: app.database, registry: app.modules, user, locale: request.locale }, module, values, isNewKey(key) ? undefined : key);
          const beforeWrite = async (trx: PlatformDb) => {
            await workflowCheck?.(trx);
            await parentCheck?.(trx);
          };
          const lifecycle = guardLifecycleSave(app.modules, module, values, key, ctx, beforeWrite);
          const children = inlineRowsParam(params._children);
          const fieldAccess = await fieldAccessOf(app.database.db, module, user);
          const saved = await records.save(module, lifecycle.values, key, { ...ctx, rowVersion, beforeWrite: lifecycle.beforeWrite, checkInlineChanges, fieldAccess, now: app.clock(), ...(children ? { children } : {}) });
          noteOperation(request, { moduleId: module.moduleId, operation: isNewKey(key) ? 'add' : 'edit', recordKey: saved });
          noteChanges(request, fieldChanges(stored, values, changed));
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
  return wildcardParam(request.params);
}

/**
 * The five calls of every module under its apiPath (docs/architecture.md, module call
 * convention). One route serves them all, resolving the module per request in the current
 * registry: a module published after this server started answers at once, and a call keeps
 * the module version it started with to the end. Paths that are not module calls are not
 * found before any sign-in is asked for.
 */
export async function moduleRoutes(app: FastifyInstance): Promise<void> {
  const calls: Readonly<Record<string, ModuleCall>> = { ...moduleCalls(app), ...lifecycleCalls(app) };
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
      const params: Params = { ...requestFields(request.query), ...requestFields(request.body) };
      validators.get(call)?.(params);
      assertSameModule(module, params);
      return moduleCall.run(request, reply, module, params);
    },
  });
}
