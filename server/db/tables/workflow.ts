import type { Generated } from 'kysely';
import type { Instant, InstantDefault, Serial8 } from './columns.ts';

/** Workflow models, instances, tasks and logs (server/db/migrations/baseline/workflow-tables.ts). */

export interface WfModelTable {
  model_id: string;
  module_id: string;
  model_name: string;
  /** English name (migration 0135); null before, read as model_name. */
  model_name_en: string | null;
  grp_no: string | null;
  draft_json: string;
  /** 0 draft only, 99 a published version exists. */
  publish_state: Generated<number>;
  published_version: number | null;
  updated_by: string | null;
  updated_at: InstantDefault;
}

export interface WfModelVersionTable {
  model_id: string;
  version: number;
  model_json: string;
  published_by: string | null;
  published_at: InstantDefault;
}

export interface WfInstanceTable {
  inst_id: string;
  module_id: string;
  pk_value: string;
  org_no: string;
  model_id: string;
  model_version: number;
  /** 10 running, 20 finished. */
  state: Generated<number>;
  start_user: string;
  start_time: InstantDefault;
  end_time: Instant | null;
  /** JSON array of node ids. */
  active_nodes: Generated<string>;
  inst_desc: string | null;
  /** Optimistic lock: every transition bumps it. */
  version: Generated<number>;
}

export interface WfTaskTable {
  task_no: string;
  task_seq: Serial8;
  inst_id: string;
  node_id: string;
  node_desc: string;
  /** English node name (migration 0135); null before, read as node_desc. */
  node_desc_en: string | null;
  handler: string;
  /** 'normal' | 'notify' | 'countersign'. */
  task_type: string;
  /** 10 waiting, 20 handled, 30 specially handled. */
  handle_state: Generated<number>;
  read_state: Generated<number>;
  urgent: Generated<string>;
  opinion: string | null;
  from_task: string | null;
  reach_time: InstantDefault;
  handle_time: Instant | null;
  created_log: string;
  closed_log: string | null;
}

export interface WfLogTable {
  log_no: string;
  log_seq: Serial8;
  inst_id: string;
  action: string;
  opr_no: number;
  node_id: string;
  user_id: string;
  opinion: string | null;
  /** JSON arrays of node ids and line ids. */
  to_nodes: Generated<string>;
  lines: Generated<string>;
  created_at: InstantDefault;
}

export interface WfCommonOpinionTable {
  opinion_no: string;
  user_id: string;
  common_desc: string;
  seq: Generated<number>;
  created_at: InstantDefault;
}

/** The workflow monitor's reassignments of open tasks (migration 0040). */
export interface WfTaskReassignTable {
  id: Serial8;
  task_no: string;
  inst_id: string;
  org_no: string;
  from_user: string;
  to_user: string;
  reason: string;
  by_user: string;
  created_at: InstantDefault;
}

export interface WorkflowTables {
  wf_model: WfModelTable;
  wf_model_version: WfModelVersionTable;
  wf_instance: WfInstanceTable;
  wf_task: WfTaskTable;
  wf_log: WfLogTable;
  wf_common_opinion: WfCommonOpinionTable;
  wf_task_reassign: WfTaskReassignTable;
}
