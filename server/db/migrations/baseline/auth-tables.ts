import { sql } from 'kysely';
import type { IndexStatement, TableColumns, TableStatement } from '../../schema-shape.ts';

/**
 * The sign-in tables of the hardening (issue 11): a session id on tokens and uakeys (logout
 * ends every token of the session), the failed-login time locks, the shared rate-limit
 * counters and the audit of administrators' account decisions.
 */
export const AUTH_COLUMNS: readonly TableColumns[] = [
  { table: 'sys_token', columns: [{ name: 'session_id', type: sql`varchar(32)` }] },
  { table: 'sys_uakey', columns: [{ name: 'session_id', type: sql`varchar(32)` }] },
];

export const AUTH_TABLES: readonly TableStatement[] = [
  (db) =>
    db.schema.createTable('sys_login_lock').ifNotExists()
      // lower(user name) as typed, known or not: an unknown name locks like a real one.
      .addColumn('name_key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      // Locks in a row without a successful sign-in; each one lasts twice the previous.
      .addColumn('lock_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'timestamptz')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
  (db) =>
    db.schema.createTable('sys_rate_limit').ifNotExists()
      .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('reset_at', 'timestamptz', (c) => c.notNull()),
  (db) =>
    db.schema.createTable('sys_user_audit').ifNotExists()
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      // 'approve' | 'lock' | 'unlock'
      .addColumn('action', 'varchar(16)', (c) => c.notNull())
      .addColumn('actor_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
];

export const AUTH_INDEXES: readonly IndexStatement[] = [
  (db) => db.schema.createIndex('sys_token_session_idx').ifNotExists().on('sys_token').column('session_id'),
  (db) => db.schema.createIndex('sys_uakey_session_idx').ifNotExists().on('sys_uakey').column('session_id'),
  (db) => db.schema.createIndex('sys_rate_limit_reset_idx').ifNotExists().on('sys_rate_limit').column('reset_at'),
  (db) => db.schema.createIndex('sys_user_audit_user_idx').ifNotExists().on('sys_user_audit').columns(['user_id', 'created_at']),
];
