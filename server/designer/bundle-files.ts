import type { Database } from '../db/database.ts';
import { lockModuleMigrations } from '../db/module-migrate.ts';
import { loadModuleRegistry, MODULES_DIR } from '../modules/registry.ts';
import { recordAudit } from './audit-log.ts';
import { bumpModulesRevision } from './module-revision.ts';
import { insertVersion, nextVersionNumber, SYSTEM_AUTHOR } from './version-store.ts';

/**
 * Every module of `dir` (modules/) that the database has never had becomes its first published
 * version, by `system`, audited as an import. Files never overwrite a module the database has:
 * from then on the database holds the versions (`npm run bundles:import` brings files in on
 * purpose). Bad files are logged and skipped as the registry does.
 */
export async function publishNewBundleFiles(database: Database, dir: string = MODULES_DIR, log?: (line: string) => void): Promise<string[]> {
  const files = await loadModuleRegistry(dir, log);
  return database.db.transaction().execute(async (trx) => {
    await lockModuleMigrations(trx);
    const known = new Set((await trx.selectFrom('sys_module_version').select('module_id').distinct().execute()).map((row) => String(row.module_id)));
    const added = files.all().filter((module) => !known.has(module.moduleId));
    for (const { moduleId, bundle } of added) {
      const version = await nextVersionNumber(trx, moduleId);
      const note = `modules/${moduleId}.json`;
      await insertVersion(trx, { moduleId, version, status: 'published', bundle, note, userId: SYSTEM_AUTHOR });
      await recordAudit(trx, { moduleId, action: 'import', fromVersion: null, toVersion: version, userId: SYSTEM_AUTHOR, note });
    }
    if (added.length > 0) await bumpModulesRevision(trx);
    return added.map((module) => module.moduleId);
  });
}
