import type { Database } from './database.ts';
import { migrateSystemSchema } from './system-schema.ts';
import { migrateWorkflowSchema } from '../workflow/schema.ts';
import { migrateFileSchema } from '../files/file-schema.ts';
import { migrateModuleTables } from './module-migrate.ts';
import { loadModuleRegistry, type ModuleRegistry } from '../modules/registry.ts';
import { seedDemoData } from '../seed/seed-demo.ts';

/**
 * Everything a database needs before a server answers on it, in order: system, workflow and
 * file tables, the module registry and its tables, then demo data on an empty database.
 * Idempotent: every server start (and the benchmarks) runs it.
 */
export async function prepareDatabase(database: Database, options: { seedDemo: boolean }): Promise<ModuleRegistry> {
  await migrateSystemSchema(database);
  await migrateWorkflowSchema(database);
  await migrateFileSchema(database);
  const registry = await loadModuleRegistry();
  await migrateModuleTables(database, registry);
  if (options.seedDemo) await seedDemoData(database, registry);
  return registry;
}
