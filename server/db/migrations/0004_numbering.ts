import type { Migration } from 'kysely';
import { createMissingTables } from '../schema-shape.ts';

/**
 * sys_numbering: one counter per numbered field, organisation (scope_key; '' on modules that
 * are not org-scoped) and period ('20261125', '202611', '2026', '' for never), holding the last
 * sequence value handed out (server/modules/numbering-counter.ts). The primary key is what
 * `insert ... on conflict` of servers sharing the database meet on. Like the baseline it creates
 * only what the catalog lacks, so it passes through a database whose migration records were lost.
 */
export const numbering: Migration = {
  async up(db) {
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('sys_numbering').ifNotExists()
          .addColumn('module_id', 'varchar(64)', (c) => c.notNull())
          .addColumn('field', 'varchar(64)', (c) => c.notNull())
          .addColumn('scope_key', 'varchar(64)', (c) => c.notNull())
          .addColumn('period', 'varchar(8)', (c) => c.notNull())
          .addColumn('last_value', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('sys_numbering_pk', ['module_id', 'field', 'scope_key', 'period']),
    ]);
  },
};
