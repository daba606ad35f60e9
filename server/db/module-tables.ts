import type { Kysely } from 'kysely';
import type { PlatformDb } from './tables/index.ts';

/**
 * The database viewed over module tables, whose names and columns bundles define at run time
 * (the compiled module says them): no static type can name them. The one place the platform's
 * typed handle is given up; a platform table queried through it loses its column checks, so
 * use it only for tables a compiled module names.
 * @example await moduleTables(db).selectFrom(module.table).selectAll().execute();
 */
export function moduleTables(db: PlatformDb): Kysely<any> {
  return db;
}
