import { Migrator, sql, type Migration, type MigrationResult } from 'kysely';
import type { Database } from './database.ts';
import { PLATFORM_MIGRATIONS } from './migrations/index.ts';

/**
 * Runs the platform migrations this database has not had yet, recording each in sys_migration.
 * Kysely's Migrator runs them in one transaction under its session advisory lock, so servers
 * starting together on one PostgreSQL database take turns and each migration runs once; a
 * database already up to date is only read (catalog, sys_migration_lock, sys_migration).
 * Its tables live in the current schema: Kysely looks tables up in every schema, so a test
 * schema must name its own or it would take another schema's record for its own.
 * @example await migratePlatformSchema(database); // at start, before module tables
 */
export async function migratePlatformSchema(database: Database, migrations: Readonly<Record<string, Migration>> = PLATFORM_MIGRATIONS): Promise<MigrationResult[]> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => ({ ...migrations }) },
    migrationTableName: 'sys_migration',
    migrationLockTableName: 'sys_migration_lock',
    migrationTableSchema: rows[0]!.schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return results ?? [];
}
