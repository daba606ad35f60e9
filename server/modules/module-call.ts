import type { FastifyRequest } from 'fastify';
import { AppError, type CompiledModule, type OperationName } from '../../runtime/index.ts';
import { moduleOperations, requireUser } from '../auth/permissions.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext } from './record-context.ts';
import { isInlineChild } from './inline-children.ts';
import { noteOperation } from '../system/oper-log.ts';

/** What a user may still do with the rows of an inline child list outside its parent's form. */
const READ_OPERATIONS: readonly string[] = ['view', 'export'];

type Params = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Calls under a module's own path name their module already; an _entityName or _moduleId sent
 * along must agree, so a client cannot read one module through another's permissions.
 */
export function assertSameModule(module: CompiledModule, params: Params): void {
  const entityName = text(params._entityName);
  const moduleId = text(params._moduleId);
  if (entityName && entityName !== module.entityName) throw new AppError('E_UNKNOWN_ENTITY', { entity: entityName });
  if (moduleId && moduleId !== module.moduleId) throw new AppError('E_UNKNOWN_ENTITY', { entity: moduleId });
}

/** The module a generic call (pub/*.ajax) names by _entityName (or the spec's entityName / moduleId variants). */
export function moduleByEntity(registry: ModuleRegistry, params: Params): CompiledModule {
  const entityName = text(params._entityName) || text(params.entityName);
  const moduleId = text(params._moduleId) || text(params.moduleId);
  const module = entityName ? registry.byEntityName(entityName) : registry.byModuleId(moduleId);
  if (!module) throw new AppError('E_UNKNOWN_ENTITY', { entity: entityName || moduleId });
  if (entityName && moduleId && module.moduleId !== moduleId) throw new AppError('E_UNKNOWN_ENTITY', { entity: moduleId });
  return module;
}

/**
 * A child module without a menu of its own (defect handling records) is edited inside its
 * parent's form, so its rows are governed by the parent's grants: reading them needs the
 * parent's 'view', changing them the parent's 'edit'.
 */
function governingParent(registry: ModuleRegistry, module: CompiledModule): CompiledModule | undefined {
  if (module.bundle.menu) return undefined;
  return registry.childLinks(module.moduleId)[0]?.parent;
}

/** What the user may do in the module: the operations it offers ('view' always) that the user's roles grant. */
export function allowedOperations(request: FastifyRequest, module: CompiledModule): { isModuleOprLimit: boolean; moduleOprs: string[] } {
  const user = requireUser(request);
  // The rows of an inline child list are written only with their parent (inline-children.ts);
  // a derived list is a view of other modules' records, never written.
  const readOnly = module.bundle.derived !== undefined || isInlineChild(request.server.modules, module);
  const offered = ['view', ...module.bundle.operations].filter((operation) => !readOnly || READ_OPERATIONS.includes(operation));
  const parent = governingParent(request.server.modules, module);
  const granted = moduleOperations(user, (parent ?? module).moduleId);
  const allows = (operation: string) =>
    parent ? granted.moduleOprs.includes(operation === 'view' ? 'view' : 'edit') : granted.moduleOprs.includes(operation);
  return { isModuleOprLimit: granted.isModuleOprLimit, moduleOprs: offered.filter(allows) };
}

/** The signed-in user, when allowed to run the operation in the module; E_OPERATION_DENIED otherwise. */
export function requireModuleOperation(request: FastifyRequest, module: CompiledModule, operation: 'view' | OperationName): SessionUser {
  const user = requireUser(request);
  const { moduleOprs } = allowedOperations(request, module);
  // Every operation but reading is a write the operation log keeps, refused or not.
  if (operation !== 'view') noteOperation(request, { moduleId: module.moduleId, operation });
  if (!moduleOprs.includes(operation)) throw new AppError('E_OPERATION_DENIED', { operation });
  return user;
}

export function recordContext(request: FastifyRequest, user: SessionUser): RecordContext {
  return { orgNo: user.orgNo, userId: user.userId, locale: request.locale, scope: user.dataScope };
}
