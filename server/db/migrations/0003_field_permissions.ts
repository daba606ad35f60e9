import { sql, type Migration } from 'kysely';
import { createMissingTables } from '../schema-shape.ts';

/**
 * sys_field_permission: administrators' overrides of a module bundle's fieldPermissions, per
 * organisation (server/modules/field-overrides.ts). A row replaces the bundle's access of one
 * role to one field in one organisation; deleting it returns to the bundle's. Like the baseline
 * it creates only what the catalog lacks.
 */
export const fieldPermissions: Migration = {
  async up(db) {
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('sys_field_permission').ifNotExists()
          .addColumn('org_no', 'varchar(32)', (c) => c.notNull())
          .addColumn('module_id', 'varchar(64)', (c) => c.notNull())
          .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
          .addColumn('field_name', 'varchar(64)', (c) => c.notNull())
          // hidden | readOnly | editable
          .addColumn('access', 'varchar(16)', (c) => c.notNull())
          .addColumn('updated_by', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addPrimaryKeyConstraint('sys_field_permission_pk', ['org_no', 'module_id', 'role_id', 'field_name']),
    ]);
  },
};
