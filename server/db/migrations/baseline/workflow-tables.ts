import { sql } from 'kysely';
import type { IndexStatement, TableStatement } from '../../schema-shape.ts';

/**
 * The wf_* tables. Models keep their draft as JSON and every published version as an
 * immutable snapshot, so a running instance keeps the model it started with while the
 * designer edits the next one.
 */
export const WORKFLOW_TABLES: readonly TableStatement[] = [
  (db) =>
    db.schema.createTable('wf_model').ifNotExists()
      .addColumn('model_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('module_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('model_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('grp_no', 'varchar(64)')
      .addColumn('draft_json', 'text', (c) => c.notNull())
      // 0 draft only, 99 a published version exists (spec 02 §9).
      .addColumn('publish_state', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published_version', 'integer')
      .addColumn('updated_by', 'varchar(32)')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
  (db) =>
    db.schema.createTable('wf_model_version').ifNotExists()
      .addColumn('model_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('model_json', 'text', (c) => c.notNull())
      .addColumn('published_by', 'varchar(32)')
      .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('wf_model_version_pk', ['model_id', 'version']),
  (db) =>
    db.schema.createTable('wf_instance').ifNotExists()
      .addColumn('inst_id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('module_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('pk_value', 'varchar(64)', (c) => c.notNull())
      .addColumn('org_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('model_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('model_version', 'integer', (c) => c.notNull())
      // 10 running, 20 finished (spec 02 §4).
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(10))
      .addColumn('start_user', 'varchar(32)', (c) => c.notNull())
      .addColumn('start_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('end_time', 'timestamptz')
      // JSON array of node ids: task nodes with open tasks and waiting sychronize nodes.
      .addColumn('active_nodes', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('inst_desc', 'varchar(500)')
      // Optimistic lock: every transition bumps it under the row lock.
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint('wf_instance_record_uq', ['module_id', 'pk_value']),
  (db) =>
    db.schema.createTable('wf_task').ifNotExists()
      .addColumn('task_no', 'varchar(32)', (c) => c.primaryKey())
      // Creation order inside an instance, also among tasks created in the same instant.
      .addColumn('task_seq', 'bigserial', (c) => c.notNull())
      .addColumn('inst_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('node_desc', 'varchar(200)', (c) => c.notNull())
      .addColumn('handler', 'varchar(32)', (c) => c.notNull())
      // normal, notify, countersign
      .addColumn('task_type', 'varchar(16)', (c) => c.notNull())
      // 10 waiting, 20 handled, 30 specially handled.
      .addColumn('handle_state', 'integer', (c) => c.notNull().defaultTo(10))
      .addColumn('read_state', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('urgent', 'char(1)', (c) => c.notNull().defaultTo('N'))
      .addColumn('opinion', 'text')
      .addColumn('from_task', 'varchar(32)')
      .addColumn('reach_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('handle_time', 'timestamptz')
      // The log entries that opened and closed the task: the log accounts for every task.
      .addColumn('created_log', 'varchar(32)', (c) => c.notNull())
      .addColumn('closed_log', 'varchar(32)'),
  (db) =>
    db.schema.createTable('wf_log').ifNotExists()
      .addColumn('log_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('log_seq', 'bigserial', (c) => c.notNull())
      .addColumn('inst_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('action', 'varchar(16)', (c) => c.notNull())
      .addColumn('opr_no', 'integer', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('opinion', 'text')
      .addColumn('to_nodes', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('lines', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
  (db) =>
    db.schema.createTable('wf_common_opinion').ifNotExists()
      .addColumn('opinion_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('common_desc', 'varchar(500)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
];

export const WORKFLOW_INDEXES: readonly IndexStatement[] = [
  (db) => db.schema.createIndex('wf_model_module_idx').ifNotExists().on('wf_model').column('module_id'),
  (db) => db.schema.createIndex('wf_instance_starter_idx').ifNotExists().on('wf_instance').columns(['start_user', 'org_no']),
  (db) => db.schema.createIndex('wf_task_handler_idx').ifNotExists().on('wf_task').columns(['handler', 'handle_state']),
  (db) => db.schema.createIndex('wf_task_inst_idx').ifNotExists().on('wf_task').columns(['inst_id', 'task_seq']),
  (db) => db.schema.createIndex('wf_log_inst_idx').ifNotExists().on('wf_log').columns(['inst_id', 'log_seq']),
  (db) => db.schema.createIndex('wf_common_opinion_user_idx').ifNotExists().on('wf_common_opinion').column('user_id'),
];
