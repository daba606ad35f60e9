import { sql, type RawBuilder } from 'kysely';
import { mergePermissions, userFieldAccess, type CompiledModule } from '../../runtime/index.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { fieldAccessOf, readOverrides } from '../modules/field-overrides.ts';
import { hiddenFields } from '../modules/field-visibility.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * An instance's description (wf_instance.inst_desc) is its record's workflow titleField as the
 * starter saw it. Whoever reads it — a task list row, a search of those lists, a message — reads
 * it only when that field is visible to them (their roles, the organisation's overrides); anyone
 * else reads the record's key instead, as for a title left empty. Field policy decides, not a
 * separate bundle flag: a field safe for titles is simply one no role of the reader hides.
 */
type Viewer = Pick<SessionUser, 'orgNo' | 'roleIds' | 'isSuperAdmin'>;

async function titleHidden(db: PlatformDb, module: CompiledModule | undefined, viewer: Viewer): Promise<boolean> {
  const titleField = module?.bundle.workflow?.titleField;
  return Boolean(module && titleField && hiddenFields(await fieldAccessOf(db, module, viewer)).has(titleField));
}

/** The modules among `moduleIds` whose instance titles the viewer may not read. */
async function hidingModules(db: PlatformDb, modules: ModuleRegistry, viewer: Viewer, moduleIds: Iterable<string>): Promise<Set<string>> {
  const hiding = new Set<string>();
  for (const moduleId of new Set(moduleIds)) if (await titleHidden(db, modules.byModuleId(moduleId), viewer)) hiding.add(moduleId);
  return hiding;
}

/** The title to show for a row of a task list, the field access read once per module. */
export async function visibleTitles(db: PlatformDb, modules: ModuleRegistry, viewer: Viewer, moduleIds: readonly string[]): Promise<(moduleId: string, key: string, title: string | null) => string> {
  const hiding = await hidingModules(db, modules, viewer, moduleIds);
  return (moduleId, key, title) => (hiding.has(moduleId) ? key : (title ?? ''));
}

/**
 * The instance title as SQL the viewer may search (`INST_DESC:@…`): the key wherever the list
 * would show the key, so a search cannot find records by a title the viewer does not see.
 */
export async function searchableTitle(db: PlatformDb, modules: ModuleRegistry, viewer: Viewer): Promise<RawBuilder<unknown>> {
  const titled = modules.all().filter((module) => module.bundle.workflow?.titleField).map((module) => module.moduleId);
  const hiding = [...(await hidingModules(db, modules, viewer, titled))];
  return hiding.length === 0 ? sql`i.inst_desc` : sql`case when i.module_id in (${sql.join(hiding.map((id) => sql`${id}`))}) then i.pk_value else i.inst_desc end`;
}

/**
 * The title each receiver of a message about a record of `orgNo` may read: the description, or
 * the key for a receiver whose roles hide the title field in that organisation.
 */
export async function receiverTitles(db: PlatformDb, module: CompiledModule, orgNo: string, instance: { instDesc: string; pkValue: string }, receivers: Iterable<string>): Promise<(userId: string) => string> {
  const ids = [...new Set(receivers)].filter(Boolean);
  if (ids.length === 0 || !module.bundle.workflow?.titleField) return () => instance.instDesc;
  const rows = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', (join) => join.onRef('r.role_id', '=', 'ur.role_id').on('r.state', '=', 1))
    .select(['ur.user_id', 'ur.role_id', 'r.is_super'])
    .where('ur.user_id', 'in', ids)
    .execute();
  // One organisation and module: its overrides are read once for every receiver.
  const permissions = mergePermissions(module.bundle.fieldPermissions, await readOverrides(db, orgNo, module.moduleId));
  const titleField = module.bundle.workflow.titleField;
  const hiddenFrom = new Set<string>();
  for (const userId of ids) {
    const own = rows.filter((row) => String(row.user_id) === userId);
    const access = userFieldAccess(permissions, own.map((row) => String(row.role_id)), own.some((row) => row.is_super === true));
    if (hiddenFields(access).has(titleField)) hiddenFrom.add(userId);
  }
  return (userId) => (hiddenFrom.has(userId) ? instance.pkValue : instance.instDesc);
}
