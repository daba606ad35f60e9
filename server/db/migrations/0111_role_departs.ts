import type { Migration } from 'kysely';
import { createMissingTables } from '../schema-shape.ts';

/** The departments a role's 'customDepart' data scope names (runtime/permission/data-scope.ts). */
export const roleDeparts: Migration = {
  async up(db) {
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('sys_role_depart').ifNotExists()
          .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
          .addColumn('depart_no', 'varchar(32)', (c) => c.notNull())
          .addPrimaryKeyConstraint('sys_role_depart_pk', ['role_id', 'depart_no']),
    ]);
  },
};
