import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, type CompiledModule } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { text } from '../auth/param-schemas.ts';
import { requireOperation } from '../auth/permissions.ts';
import { OVERRIDE_GRANT, readOverrides, setOverrides, type OverrideChange } from '../modules/field-overrides.ts';

const MODULE_ID = Type.String({ minLength: 1, maxLength: 64 });
/** At most one change per field and role of a wide module; each one is checked by setOverrides. */
const MAX_CHANGES = 2000;

function moduleOf(app: FastifyInstance, moduleId: string): CompiledModule {
  const module = app.modules.byModuleId(moduleId);
  if (!module) throw new AppError('E_UNKNOWN_ENTITY', { entity: moduleId });
  return module;
}

/** `changes`: a JSON array of { roleId, field, access } with access hidden | readOnly | editable | null. */
function parseChanges(text: string): OverrideChange[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('E_BAD_REQUEST', { reason: 'changes' });
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_CHANGES) throw new AppError('E_BAD_REQUEST', { reason: 'changes' });
  return parsed.map((entry: unknown) => {
    const { roleId, field, access } = (entry ?? {}) as Record<string, unknown>;
    if (typeof roleId !== 'string' || typeof field !== 'string' || !(access === null || typeof access === 'string')) throw new AppError('E_BAD_REQUEST', { reason: 'changes' });
    return { roleId, field, access: access as OverrideChange['access'] };
  });
}

/**
 * Administrators' overrides of a module's field permissions in their current organisation
 * (server/modules/field-overrides.ts): fieldPermissions.ajax reads the bundle's permissions, the
 * organisation's overrides and the roles; setFieldPermissions.ajax sets or clears overrides.
 * Both need the override grant (the designer's publish grant).
 */
export async function fieldPermissionRoutes(app: FastifyInstance): Promise<void> {
  addCall(app, 'meta/fieldPermissions.ajax', { params: Type.Object({ moduleId: MODULE_ID }) }, async (request, params) => {
    const user = requireOperation(request, OVERRIDE_GRANT.module, OVERRIDE_GRANT.operation);
    const module = moduleOf(app, params.moduleId);
    const roles = await app.database.db.selectFrom('sys_role').select(['role_id', 'role_name_zh', 'role_name_en']).where('is_super', '=', false).orderBy('seq').execute();
    return ok({
      bundle: module.bundle.fieldPermissions ?? {},
      overrides: await readOverrides(app.database.db, user.orgNo, module.moduleId),
      roles: roles.map((role) => ({ roleId: String(role.role_id), name: String(request.locale === 'en-US' ? role.role_name_en : role.role_name_zh) })),
      orgName: user.orgName,
    });
  });

  addCall(
    app,
    'meta/setFieldPermissions.ajax',
    { params: Type.Object({ moduleId: MODULE_ID, changes: text(200_000) }), methods: ['POST'] },
    async (request, params) => {
      const user = requireOperation(request, OVERRIDE_GRANT.module, OVERRIDE_GRANT.operation);
      await setOverrides(app.database.db, user, moduleOf(app, params.moduleId), parseChanges(params.changes));
      return ok(null, { msgInfo: request.t('fieldPolicy.override.saved') });
    },
  );
}
