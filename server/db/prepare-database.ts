import type { Database } from './database.ts';
import { migrateSystemSchema } from './system-schema.ts';
import { migrateAuthSchema } from '../auth/auth-schema.ts';
import { migrateWorkflowSchema } from '../workflow/schema.ts';
import { migrateFileSchema } from '../files/file-schema.ts';
import { migrateModuleTables } from './module-migrate.ts';
import { migrateDesignerSchema } from '../designer/schema.ts';
import { migrateLinkSchema } from '../links/link-schema.ts';
import { migrateJobSchema } from '../jobs/job-schema.ts';
import { publishNewBundleFiles } from '../designer/bundle-files.ts';
import { createLiveRegistry, type LiveModuleRegistry } from '../designer/live-registry.ts';
import { seedDemoData } from '../seed/seed-demo.ts';

/**
 * Everything a database needs before a server answers on it, in order: system and sign-in, workflow, file,
 * designer and job tables, the bundles of modules/ the database has never had (as their first
 * published versions), the registry of the published versions and their tables, then demo
 * data on an empty database. Idempotent: every server start (and the benchmarks) runs it.
 */
export async function prepareDatabase(database: Database, options: { seedDemo: boolean }): Promise<LiveModuleRegistry> {
  await migrateSystemSchema(database);
  await migrateAuthSchema(database);
  await migrateWorkflowSchema(database);
  await migrateFileSchema(database);
  await migrateDesignerSchema(database);
  await migrateLinkSchema(database);
  await migrateJobSchema(database);
  await publishNewBundleFiles(database);
  const registry = await createLiveRegistry(database.db);
  await migrateModuleTables(database, registry);
  if (options.seedDemo) await seedDemoData(database, registry);
  return registry;
}
