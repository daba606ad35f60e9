import { sql, type Migration } from 'kysely';
import { addMissingColumns, createMissingIndexes, createMissingTables } from '../schema-shape.ts';

/**
 * System administration (issue 15, server/system/): dictionaries kept in the database (seeded
 * from modules/dictionaries.json), system parameters overriding the environment's defaults, the
 * login and operation logs, one heartbeat row per running server (the monitor and cache
 * screens read them), switched-off schedules, and a name and last use for uakeys.
 */
export const systemAdmin: Migration = {
  async up(db) {
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('sys_dict_type').ifNotExists()
          .addColumn('dict_code', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('label_zh', 'varchar(100)', (c) => c.notNull())
          .addColumn('label_en', 'varchar(100)', (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0)),
      (db) =>
        db.schema
          .createTable('sys_dict_item').ifNotExists()
          .addColumn('dict_code', 'varchar(64)', (c) => c.notNull())
          .addColumn('item_value', 'varchar(64)', (c) => c.notNull())
          .addColumn('label_zh', 'varchar(100)', (c) => c.notNull())
          .addColumn('label_en', 'varchar(100)', (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
          // A tag colour (#rrggbb), or null for the default tag.
          .addColumn('color', 'varchar(16)')
          .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
          // Deleted by an administrator: records holding the value still read its label.
          .addColumn('removed', 'boolean', (c) => c.notNull().defaultTo(false))
          .addPrimaryKeyConstraint('sys_dict_item_pk', ['dict_code', 'item_value']),
      (db) =>
        db.schema
          .createTable('sys_param').ifNotExists()
          .addColumn('param_key', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('param_value', 'varchar(500)', (c) => c.notNull())
          .addColumn('updated_by', 'varchar(32)')
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
      (db) =>
        db.schema
          .createTable('sys_login_log').ifNotExists()
          .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
          .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
          .addColumn('user_id', 'varchar(32)')
          .addColumn('login_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addColumn('ip', 'varchar(64)')
          .addColumn('client', 'varchar(300)')
          // 'success' | 'failure'
          .addColumn('result', 'varchar(16)', (c) => c.notNull())
          // The refusal's message id on a failure.
          .addColumn('reason', 'varchar(64)'),
      (db) =>
        db.schema
          .createTable('sys_oper_log').ifNotExists()
          .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
          .addColumn('user_id', 'varchar(32)')
          .addColumn('user_name', 'varchar(64)')
          .addColumn('oper_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addColumn('module_id', 'varchar(64)')
          .addColumn('operation', 'varchar(64)', (c) => c.notNull())
          .addColumn('call_path', 'varchar(200)', (c) => c.notNull())
          .addColumn('record_key', 'varchar(200)')
          // JSON: { field: { before, after } } of the changed fields, when the write knows them.
          .addColumn('changes', 'text')
          // 'success' | 'failure'
          .addColumn('result', 'varchar(16)', (c) => c.notNull())
          .addColumn('message', 'varchar(500)'),
      (db) =>
        db.schema
          .createTable('sys_server_heartbeat').ifNotExists()
          .addColumn('server_name', 'varchar(100)', (c) => c.primaryKey())
          .addColumn('started_at', 'timestamptz', (c) => c.notNull())
          .addColumn('beat_at', 'timestamptz', (c) => c.notNull())
          // JSON of the server's figures (server/system/heartbeat.ts).
          .addColumn('stats', 'text', (c) => c.notNull()),
      (db) =>
        db.schema
          .createTable('sys_job_schedule_off').ifNotExists()
          .addColumn('schedule_key', 'varchar(300)', (c) => c.primaryKey())
          .addColumn('updated_by', 'varchar(32)')
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
    ]);
    await addMissingColumns(db, 'sys_uakey', [
      { name: 'key_name', type: sql`varchar(100)` },
      { name: 'last_used_at', type: sql`timestamptz` },
    ]);
    await createMissingIndexes(db, [
      (db) => db.schema.createIndex('sys_login_log_at_idx').ifNotExists().on('sys_login_log').column('login_at'),
      (db) => db.schema.createIndex('sys_oper_log_at_idx').ifNotExists().on('sys_oper_log').column('oper_at'),
    ]);
  },
};
