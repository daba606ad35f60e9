import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { notifySessionChange } from '../db/session-changes.ts';
import { bumpParamsRevision } from '../system/live-params.ts';
import { PARAM_DEFS, paramDef, paramValue, parseParam, type ParamDef } from '../system/param-catalog.ts';
import { noteChanges } from '../system/oper-log.ts';
import { requireSystemAccess } from '../system/system-access.ts';

/**
 * System parameters (issue 15 item 8): the list with each value in force, its environment
 * default and bounds; a save stores a value (blank: back to the default) and every server
 * applies it from its next request.
 */
export async function paramRoutes(app: FastifyInstance): Promise<void> {
  const { database, config } = app;

  addCall(app, 'system/param/list.ajax', { params: NO_PARAMS }, async (request) => {
    requireSystemAccess(request, 'sysParam', 'view');
    const stored = new Map((await database.db.selectFrom('sys_param').select(['param_key', 'param_value', 'updated_at']).execute()).map((row) => [row.param_key as string, row]));
    return ok(
      (PARAM_DEFS as readonly ParamDef[]).map((def) => ({
        key: def.key,
        name: request.t(`system.param.${def.key}`),
        kind: def.kind,
        value: paramValue(app.params.values, def.key),
        fallback: def.fallback(config),
        min: def.min ?? null,
        max: def.max?.(config) ?? null,
        stored: stored.has(def.key),
        updatedAt: stored.get(def.key)?.updated_at ?? null,
      })),
    );
  });

  addCall(app, 'system/param/save.ajax', { params: Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }), value: Type.String({ maxLength: 20 }) }), methods: ['POST'] }, async (request, params) => {
    const user = requireSystemAccess(request, 'sysParam', 'edit', params.key);
    const def = paramDef(params.key);
    if (!def) throw new AppError('E_VALIDATION', { key: params.key }, 'system.param.unknown');
    const reset = params.value.trim() === '';
    const value = reset ? undefined : parseParam(def, params.value, config);
    if (!reset && value === undefined) throw new AppError('E_VALIDATION', { min: def.min ?? 0, max: def.max?.(config) ?? 0 }, def.kind === 'boolean' ? 'system.param.boolean' : 'system.param.range');
    const before = paramValue(app.params.values, def.key);
    await database.db.transaction().execute(async (trx) => {
      if (reset) await trx.deleteFrom('sys_param').where('param_key', '=', def.key).execute();
      else {
        const row = { param_value: String(value), updated_by: user.userId, updated_at: new Date() };
        await trx.insertInto('sys_param').values({ param_key: def.key, ...row }).onConflict((c) => c.column('param_key').doUpdateSet(row)).execute();
      }
      await bumpParamsRevision(trx);
      // Cached sessions skip the session query that carries the revision: they go.
      await notifySessionChange(database.changes, trx, { kind: 'all' });
    });
    await app.params.reload();
    noteChanges(request, { [def.key]: { before, after: paramValue(app.params.values, def.key) } });
    return ok(null, { msgInfo: request.t('msg.saved') });
  });
}
