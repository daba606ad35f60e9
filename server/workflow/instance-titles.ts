import type { SessionUser } from '../auth/session-user.ts';
import { fieldAccessOf } from '../modules/field-overrides.ts';
import { hiddenFields } from '../modules/field-visibility.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * An instance's title is its record's workflow titleField as the starter saw it; a viewer whose
 * roles hide that field reads the record's key instead (field policy applies to task lists too).
 * Answers the title to show for a row of a task list, the field access read once per module.
 */
export async function visibleTitles(
  db: PlatformDb,
  modules: ModuleRegistry,
  user: Pick<SessionUser, 'orgNo' | 'roleIds' | 'isSuperAdmin'>,
  moduleIds: readonly string[],
): Promise<(moduleId: string, key: string, title: string | null) => string> {
  const hiding = new Set<string>();
  for (const moduleId of new Set(moduleIds)) {
    const module = modules.byModuleId(moduleId);
    const titleField = module?.bundle.workflow?.titleField;
    if (module && titleField && hiddenFields(await fieldAccessOf(db, module, user)).has(titleField)) hiding.add(moduleId);
  }
  return (moduleId, key, title) => (hiding.has(moduleId) ? key : (title ?? ''));
}
