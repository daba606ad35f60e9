import { sql, type Migration } from 'kysely';
import { createMissingTables } from '../schema-shape.ts';

/**
 * The seed items (menus, menu roles, grants of server/seed/) a database has been given once
 * (server/seed/seed-upgrade.ts): a start adds only the items not listed here, so a menu or a
 * grant an administrator removed afterwards is never given back. Listed by key, e.g.
 * 'menu:sysCache' or 'grant:admin/cockpit/view'.
 */
export const seedItems: Migration = {
  async up(db) {
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('sys_seed_item').ifNotExists()
          .addColumn('item_key', 'varchar(200)', (c) => c.primaryKey())
          .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
    ]);
  },
};
