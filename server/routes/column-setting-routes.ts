import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type CompiledModule } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { requireModuleOperation } from '../modules/module-call.ts';
import { loadColumnSetting, parseColumnSetting, resetColumnSetting, saveColumnSetting } from '../modules/column-setting.ts';

const MODULE_ID = Type.String({ maxLength: 64 });

/** A user keeps settings only for lists they may see. */
async function settingOwner(request: FastifyRequest, moduleId: string): Promise<{ module: CompiledModule; user: SessionUser }> {
  const module = request.server.modules.byModuleId(moduleId);
  if (!module) throw new AppError('E_UNKNOWN_ENTITY', { entity: moduleId });
  return { module, user: requireModuleOperation(request, module, 'view') };
}

/** pub/columnSetting/load.ajax | save.ajax | reset.ajax: a user's list columns per module. */
export async function columnSettingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  addCall(app, 'pub/columnSetting/load.ajax', { params: Type.Object({ moduleId: MODULE_ID }) }, async (request, params) => {
    const { user } = await settingOwner(request, params.moduleId);
    return ok(await loadColumnSetting(db, user.userId, params.moduleId));
  });

  addCall(
    app,
    'pub/columnSetting/save.ajax',
    { params: Type.Object({ moduleId: MODULE_ID, setting: Type.String({ maxLength: 100_000 }) }) },
    async (request, params) => {
      const { module, user } = await settingOwner(request, params.moduleId);
      await saveColumnSetting(db, user.userId, module.moduleId, parseColumnSetting(module, params.setting));
      return ok(null, { msgInfo: request.t('msg.saved') });
    },
  );

  addCall(app, 'pub/columnSetting/reset.ajax', { params: Type.Object({ moduleId: MODULE_ID }) }, async (request, params) => {
    const { user } = await settingOwner(request, params.moduleId);
    await resetColumnSetting(db, user.userId, params.moduleId);
    return ok(null, { msgInfo: request.t('msg.success') });
  });
}
