import type { IndexStatement, TableStatement } from '../../schema-shape.ts';

/** sys_view_code: the one-time codes of gotoView links (server/links/view-codes.ts), stored as hashes. */
export const LINK_TABLES: readonly TableStatement[] = [
  (db) =>
    db.schema.createTable('sys_view_code').ifNotExists()
      .addColumn('code_hash', 'char(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      // The session that asked for the code: the code dies with it.
      .addColumn('token_hash', 'char(64)', (c) => c.notNull())
      .addColumn('target', 'varchar(500)', (c) => c.notNull())
      .addColumn('module_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull()),
];

export const LINK_INDEXES: readonly IndexStatement[] = [
  (db) => db.schema.createIndex('sys_view_code_expiry_idx').ifNotExists().on('sys_view_code').column('expires_at'),
];
