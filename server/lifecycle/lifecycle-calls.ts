/**
 * The life-cycle calls under the apiPath of a module that declares `lifecycle` (404 for any
 * other): `transition.ajax` takes one, `transitions.ajax` answers the ones each record offers
 * the user, `transitionLog.ajax` a record's state history. Taking a transition needs the
 * module's 'edit' grant plus one of the transition's roles; reading needs 'view'.
 */
import type { FastifyInstance } from 'fastify';
import { offeredTransitions } from '../../runtime/lifecycle/transitions.ts';
import { isAppError, type CompiledModule } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { ENTITY_PARAMS, KEY_SCHEMA } from '../modules/call-params.ts';
import { allowedOperations, recordContext, requireModuleOperation } from '../modules/module-call.ts';
import { rowVersionOf, validationAnswer, type ModuleCall } from '../modules/module-call-kit.ts';
import { recordData } from '../modules/list-envelope.ts';
import { loadRecord } from '../modules/record-read.ts';
import { fieldAccessOf } from '../modules/field-overrides.ts';
import { visibleRecord } from '../modules/field-visibility.ts';
import { RecordValidationError } from '../modules/record-validation-error.ts';
import type { RecordContext } from '../modules/record-context.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { transitionHistory } from './transition-log.ts';
import { lifecycleUser, requireLifecycle, runTransition, workflowRunning } from './transition-run.ts';

/** A list page asks for its rows' transitions at once: at most this many keys. */
const MAX_OFFER_KEYS = 200;

function keysOf(text: unknown): string[] {
  return [...new Set(String(text ?? '').split(',').map((key) => key.trim()).filter((key) => key !== ''))].slice(0, MAX_OFFER_KEYS);
}

/** What the buttons of one record show: name, label in the user's language, target state; none while its workflow runs. */
async function offersOf(app: FastifyInstance, module: CompiledModule, key: string, user: SessionUser, ctx: RecordContext) {
  const record = await loadRecord(app.database.db, app.modules, module, key, ctx, { labels: false }).catch((error: unknown) => {
    // A row deleted since the page loaded (or not the user's organisation's) offers nothing.
    if (isAppError(error) && error.code === 'E_RECORD_NOT_FOUND') return undefined;
    throw error;
  });
  if (!record || (await workflowRunning(app.database.db, module, key))) return [];
  const offered = await offeredTransitions(module, record.values, lifecycleUser(user));
  return offered.map((transition) => ({ name: transition.name, label: transition.label[ctx.locale], to: transition.to }));
}

export function lifecycleCalls(app: FastifyInstance): Readonly<Record<string, ModuleCall>> {
  return {
    'transition.ajax': {
      params: { params: { ...ENTITY_PARAMS, pkValue: KEY_SCHEMA, transition: { type: 'string', maxLength: 64 }, _rowVersion: { type: 'string', maxLength: 12 } }, required: ['pkValue', 'transition'] },
      async run(request, reply, module, params) {
        requireLifecycle(module);
        const user = requireModuleOperation(request, module, 'edit');
        try {
          const record = await runTransition(
            app.database.db,
            app.modules,
            module,
            { key: String(params.pkValue), name: String(params.transition), rowVersion: rowVersionOf(params) },
            user,
            recordContext(request, user),
          );
          const visible = visibleRecord(record, await fieldAccessOf(app.database.db, module, user));
          return { ...ok(record.key, { msgInfo: request.t('lifecycle.done') }), recorder: { ...recordData(visible), _rowVersion: record.rowVersion } };
        } catch (error) {
          if (!(error instanceof RecordValidationError)) throw error;
          const answer = validationAnswer(request, error.errors);
          return reply.status(answer.status).send(answer.body);
        }
      },
    },
    'transitions.ajax': {
      params: { params: { ...ENTITY_PARAMS, pkValue: { type: 'string', maxLength: 65 * MAX_OFFER_KEYS } }, required: ['pkValue'] },
      async run(request, _reply, module, params) {
        requireLifecycle(module);
        const user = requireModuleOperation(request, module, 'view');
        const ctx = recordContext(request, user);
        const keys = keysOf(params.pkValue);
        // Without 'edit' no transition can be taken: nothing is offered.
        if (!allowedOperations(request, module).moduleOprs.includes('edit')) return ok(Object.fromEntries(keys.map((key) => [key, []])));
        const entries: [string, unknown][] = [];
        for (const key of keys) entries.push([key, await offersOf(app, module, key, user, ctx)]);
        return ok(Object.fromEntries(entries));
      },
    },
    'transitionLog.ajax': {
      params: { params: { ...ENTITY_PARAMS, pkValue: KEY_SCHEMA }, required: ['pkValue'] },
      async run(request, _reply, module, params) {
        requireLifecycle(module);
        const user = requireModuleOperation(request, module, 'view');
        const ctx = recordContext(request, user);
        const key = String(params.pkValue);
        // The record must be the user's organisation's: another's answers E_RECORD_NOT_FOUND.
        await loadRecord(app.database.db, app.modules, module, key, ctx, { labels: false });
        const orgNo = module.bundle.entity.orgScoped ? ctx.orgNo : null;
        return ok(await transitionHistory(app.database.db, module, key, orgNo, ctx.locale, request.t));
      },
    },
  };
}
