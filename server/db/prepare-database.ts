import type { Database } from './database.ts';
import { migratePlatformSchema } from './platform-migrate.ts';
import { ensureRsaKeyPair } from '../auth/rsa-keys.ts';
import { ensureTemplateSecret } from '../excel/template-secret.ts';
import { ensureModulesRevision } from '../designer/module-revision.ts';
import { migrateModuleTables } from './module-migrate.ts';
import { publishNewBundleFiles } from '../designer/bundle-files.ts';
import { publishNewReportFiles } from '../reports/report-store.ts';
import { createLiveRegistry, type LiveModuleRegistry } from '../designer/live-registry.ts';
import { seedDemoData } from '../seed/seed-demo.ts';
import { readDictionaries } from '../modules/registry.ts';
import { seedDictionaries } from '../system/dictionary-store.ts';

/**
 * Everything a database needs before a server answers on it, in order: the platform
 * migrations it has not had, the platform's own data (login key pair, template secret, modules
 * revision), the bundles of modules/ the database has never had (as their first published
 * versions), the registry of the published versions and their tables, demo data on an empty
 * database, then the reports of reports/ the database has never had (with their menu entries). Idempotent: every server start (and the benchmarks) runs it.
 */
export async function prepareDatabase(database: Database, options: { seedDemo: boolean }): Promise<LiveModuleRegistry> {
  await preparePlatform(database);
  await publishNewBundleFiles(database);
  const registry = await createLiveRegistry(database.db);
  await migrateModuleTables(database, registry);
  if (options.seedDemo) await seedDemoData(database, registry);
  // After the demo seed: the reports' menu entries go into the folders it makes.
  await publishNewReportFiles(database.db, registry);
  return registry;
}

/** The platform's tables and its own data, without modules: what tools and unit tests need. */
export async function preparePlatform(database: Database): Promise<void> {
  await migratePlatformSchema(database);
  await ensureRsaKeyPair(database);
  await ensureTemplateSecret(database);
  await ensureModulesRevision(database.db);
  // modules/dictionaries.json seeds the dictionaries administrators then keep in the database.
  await seedDictionaries(database.db, await readDictionaries());
}
