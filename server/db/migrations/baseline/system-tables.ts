import { sql } from 'kysely';
import type { IndexStatement, TableStatement } from '../../schema-shape.ts';

/**
 * The sys_* tables of organisations, users, roles, menus, sessions and messages as issue 11
 * left them. Times are timestamptz: both drivers return them as instants, so expiry checks do
 * not depend on the time zone of the server or of the database.
 */
export const SYSTEM_TABLES: readonly TableStatement[] = [
  (db) =>
    db.schema.createTable('sys_config').ifNotExists()
      .addColumn('config_key', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('config_value', 'text', (c) => c.notNull()),
  (db) =>
    db.schema.createTable('sys_org').ifNotExists()
      .addColumn('org_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('org_name', 'varchar(100)', (c) => c.notNull())
      // '0' for the company at the root: the spec's organisation tree has root id 0.
      .addColumn('parent_no', 'varchar(32)', (c) => c.notNull().defaultTo('0'))
      .addColumn('org_type', 'varchar(16)')
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0)),
  (db) =>
    db.schema.createTable('sys_depart').ifNotExists()
      .addColumn('depart_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('depart_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('org_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('parent_no', 'varchar(32)')
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0)),
  (db) =>
    db.schema.createTable('sys_team').ifNotExists()
      .addColumn('team_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('team_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('depart_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('org_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0)),
  (db) =>
    db.schema.createTable('sys_post').ifNotExists()
      .addColumn('post_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('post_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('org_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('depart_no', 'varchar(32)')
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0)),
  (db) =>
    db.schema.createTable('sys_employee').ifNotExists()
      .addColumn('emp_id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('emp_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('org_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('depart_no', 'varchar(32)')
      .addColumn('team_no', 'varchar(32)')
      .addColumn('post_no', 'varchar(32)')
      .addColumn('mobile', 'varchar(20)')
      .addColumn('leader_emp_id', 'varchar(32)')
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0)),
  (db) =>
    db.schema.createTable('sys_user').ifNotExists()
      .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_name', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('emp_id', 'varchar(32)')
      .addColumn('real_name', 'varchar(64)')
      .addColumn('avatar', 'varchar(500)')
      .addColumn('theme', 'varchar(32)')
      // 1 active, 0 disabled by an administrator.
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('current_org_no', 'varchar(32)')
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
  (db) =>
    db.schema.createTable('sys_user_org').ifNotExists()
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('org_no', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('sys_user_org_pk', ['user_id', 'org_no']),
  (db) =>
    db.schema.createTable('sys_role').ifNotExists()
      .addColumn('role_id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('role_name_zh', 'varchar(64)', (c) => c.notNull())
      .addColumn('role_name_en', 'varchar(64)', (c) => c.notNull())
      .addColumn('is_super', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0)),
  (db) =>
    db.schema.createTable('sys_user_role').ifNotExists()
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('sys_user_role_pk', ['user_id', 'role_id']),
  (db) =>
    db.schema.createTable('sys_role_opr').ifNotExists()
      .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('module_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('opr_name', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('sys_role_opr_pk', ['role_id', 'module_id', 'opr_name']),
  (db) =>
    db.schema.createTable('sys_menu').ifNotExists()
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      // '-1' for top-level menus.
      .addColumn('parent_id', 'varchar(64)', (c) => c.notNull().defaultTo('-1'))
      .addColumn('name_zh', 'varchar(100)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
      .addColumn('icon', 'varchar(64)')
      .addColumn('url', 'varchar(500)')
      .addColumn('module', 'varchar(64)')
      .addColumn('router_path', 'varchar(200)')
      .addColumn('form_router', 'varchar(200)')
      .addColumn('mod_type', 'varchar(16)', (c) => c.notNull().defaultTo('MENU'))
      .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0)),
  (db) =>
    db.schema.createTable('sys_menu_role').ifNotExists()
      .addColumn('menu_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('sys_menu_role_pk', ['menu_id', 'role_id']),
  (db) =>
    db.schema.createTable('sys_token').ifNotExists()
      .addColumn('token_hash', 'char(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      // null: never expires (config tokenHours 0).
      .addColumn('expires_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
      // The session uakey issued with the token, revoked with it at logout.
      .addColumn('uakey_hash', 'char(64)'),
  (db) =>
    db.schema.createTable('sys_uakey').ifNotExists()
      .addColumn('key_hash', 'char(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz'),
  (db) =>
    db.schema.createTable('sys_captcha').ifNotExists()
      .addColumn('uu_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('code_hash', 'char(64)', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used', 'boolean', (c) => c.notNull().defaultTo(false)),
  (db) =>
    db.schema.createTable('sys_sms_code').ifNotExists()
      .addColumn('id', 'char(32)', (c) => c.primaryKey())
      .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
      // 'login' | 'register' | 'reset': a code texted for one purpose opens nothing else.
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      .addColumn('code_hash', 'char(64)', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used', 'boolean', (c) => c.notNull().defaultTo(false)),
  (db) =>
    db.schema.createTable('sys_sms_outbox').ifNotExists()
      .addColumn('id', 'char(32)', (c) => c.primaryKey())
      .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
  (db) =>
    db.schema.createTable('sys_user_menu').ifNotExists()
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('menu_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('sys_user_menu_pk', ['user_id', 'menu_id']),
  (db) =>
    db.schema.createTable('sys_user_last_menu').ifNotExists()
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('menu_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('visited_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('sys_user_last_menu_pk', ['user_id', 'menu_id']),
  (db) =>
    db.schema.createTable('sys_message').ifNotExists()
      .addColumn('msg_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('msgtype', 'varchar(32)', (c) => c.notNull())
      .addColumn('module_id', 'varchar(64)')
      .addColumn('pk_val', 'varchar(64)')
      .addColumn('url', 'varchar(500)')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text')
      .addColumn('sender', 'varchar(32)')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
  (db) =>
    db.schema.createTable('sys_msg_receiver').ifNotExists()
      .addColumn('msg_rec_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('msg_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('receiver', 'varchar(32)', (c) => c.notNull())
      // 0 unread, 1 read.
      .addColumn('read_state', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('read_at', 'timestamptz'),
  (db) =>
    db.schema.createTable('sys_lang_label').ifNotExists()
      .addColumn('label_key', 'varchar(200)', (c) => c.notNull())
      .addColumn('lang', 'varchar(8)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('type', 'varchar(32)', (c) => c.notNull().defaultTo('common'))
      .addPrimaryKeyConstraint('sys_lang_label_pk', ['label_key', 'lang']),
  // Per-user list column settings (pub/columnSetting/*.ajax).
  (db) =>
    db.schema.createTable('sys_column_setting').ifNotExists()
      .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('module_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('setting', 'text', (c) => c.notNull())
      .addColumn('updated_at', sql`timestamp(0)`, (c) => c.notNull().defaultTo(sql`localtimestamp(0)`))
      .addPrimaryKeyConstraint('sys_column_setting_pkey', ['user_id', 'module_id']),
];

export const SYSTEM_INDEXES: readonly IndexStatement[] = [
  (db) => db.schema.createIndex('sys_token_user_idx').ifNotExists().on('sys_token').column('user_id'),
  (db) => db.schema.createIndex('sys_uakey_user_idx').ifNotExists().on('sys_uakey').column('user_id'),
  (db) => db.schema.createIndex('sys_sms_code_mobile_idx').ifNotExists().on('sys_sms_code').columns(['mobile', 'purpose', 'created_at']),
  (db) => db.schema.createIndex('sys_employee_mobile_idx').ifNotExists().on('sys_employee').column('mobile'),
  (db) => db.schema.createIndex('sys_employee_org_idx').ifNotExists().on('sys_employee').column('org_no'),
  (db) => db.schema.createIndex('sys_menu_parent_idx').ifNotExists().on('sys_menu').column('parent_id'),
  (db) => db.schema.createIndex('sys_msg_receiver_idx').ifNotExists().on('sys_msg_receiver').columns(['receiver', 'read_state']),
  (db) => db.schema.createIndex('sys_msg_receiver_msg_idx').ifNotExists().on('sys_msg_receiver').column('msg_no'),
];
