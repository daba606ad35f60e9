import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { requireModuleOperation } from '../modules/module-call.ts';
import { bundleVersion } from '../modules/bundle-version.ts';
import { fieldAccessOf } from '../modules/field-overrides.ts';

/**
 * meta/module.ajax: a module's bundle with the dictionaries it names (every language), so
 * the client compiles the module itself with compileModule; version keys its cache. fieldAccess:
 * the fields the user's roles make read-only or hidden (runtime/bundle/field-access.ts).
 * meta/modulesRevision.ajax: the revision of the published set (docs/module-authoring.md,
 * Stale pages and saves), asked by the client on navigation.
 */
export async function metaRoutes(app: FastifyInstance): Promise<void> {
  addCall(app, 'meta/module.ajax', { params: Type.Object({ moduleId: Type.String({ maxLength: 64 }) }) }, async (request, params) => {
    const module = app.modules.byModuleId(params.moduleId);
    if (!module) throw new AppError('E_UNKNOWN_ENTITY', { entity: params.moduleId });
    const user = requireModuleOperation(request, module, 'view');
    // The user's field access (field policy): the client shows those fields read-only or not at all.
    const fieldAccess = await fieldAccessOf(app.database.db, module, user);
    return ok({ bundle: module.bundle, dictionaries: module.dictionaries, version: bundleVersion(module), fieldAccess });
  });

  // Costs no query of its own: the sign-in check of this very request read the revision and
  // brought the registry up to it (auth-plugin.ts), so the registry's revision is the newest.
  addCall(app, 'meta/modulesRevision.ajax', { params: NO_PARAMS }, async (request) => {
    requireUser(request);
    return ok({ revision: app.modules.revision });
  });
}
