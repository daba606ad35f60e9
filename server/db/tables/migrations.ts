import type { Generated } from 'kysely';

/** The records of Kysely's Migrator over the platform migrations (server/db/platform-migrate.ts). */

export interface SysMigrationTable {
  name: string;
  /** When it ran, as ISO text. */
  timestamp: string;
}

export interface SysMigrationLockTable {
  id: string;
  is_locked: Generated<number>;
}

export interface MigrationTables {
  sys_migration: SysMigrationTable;
  sys_migration_lock: SysMigrationLockTable;
}
