import { sql, type Migration } from 'kysely';
import { addMissingColumns, createMissingIndexes, createMissingTables, type TableColumns } from '../schema-shape.ts';

/** 1 in use, 0 disabled by an administrator (kept for the records that name it). */
const STATE = { name: 'state', type: sql`integer not null default 1` };

const COLUMNS: readonly TableColumns[] = [
  {
    table: 'sys_role',
    columns: [
      // server/auth/data-scope.ts: all | orgTree | org | departTree | self | custom; 'org' is what every role saw before.
      { name: 'data_scope', type: sql`varchar(16) not null default 'org'` },
      STATE,
    ],
  },
  // An administrator's password reset: the user changes it at the next sign-in before anything else.
  { table: 'sys_user', columns: [{ name: 'must_change_password', type: sql`boolean not null default false` }] },
  { table: 'sys_org', columns: [STATE] },
  { table: 'sys_depart', columns: [STATE] },
  { table: 'sys_team', columns: [STATE] },
  { table: 'sys_post', columns: [STATE] },
];

/**
 * System administration (issue 15): role states and data scopes, the organisations a
 * 'custom' data scope names (sys_role_org), the audit of every grant change (sys_grant_audit:
 * who, when, what before and after, as JSON), the forced password change after a reset, and a
 * state on the organisation tree's nodes so that a node in use is disabled instead of deleted.
 */
export const accessAdmin: Migration = {
  async up(db) {
    for (const { table, columns } of COLUMNS) await addMissingColumns(db, table, columns);
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('sys_role_org').ifNotExists()
          .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
          .addColumn('org_no', 'varchar(32)', (c) => c.notNull())
          .addPrimaryKeyConstraint('sys_role_org_pk', ['role_id', 'org_no']),
      (db) =>
        db.schema
          .createTable('sys_grant_audit').ifNotExists()
          .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
          // role | roleMenus | roleOperations | roleScope | userRoles | userOrgs | menu
          .addColumn('kind', 'varchar(32)', (c) => c.notNull())
          .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
          .addColumn('before_value', 'text', (c) => c.notNull())
          .addColumn('after_value', 'text', (c) => c.notNull())
          .addColumn('actor_id', 'varchar(32)', (c) => c.notNull())
          .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
    ]);
    await createMissingIndexes(db, [
      (db) => db.schema.createIndex('sys_grant_audit_target_idx').ifNotExists().on('sys_grant_audit').columns(['target_id', 'created_at']),
      (db) => db.schema.createIndex('sys_depart_parent_idx').ifNotExists().on('sys_depart').column('parent_no'),
      (db) => db.schema.createIndex('sys_org_parent_idx').ifNotExists().on('sys_org').column('parent_no'),
    ]);
  },
};
