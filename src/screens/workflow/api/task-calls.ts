/** The user's workflow tasks (spec 02 §7 'Dashboard and task calls'). */
import type { StartedRow, TaskCountsAnswer, TaskListRow } from '../../../../contracts/workflow.ts';
import type { BatchAnswer } from '../../../../contracts/workflow-monitor.ts';
import { callAction, callRows, callValue } from './wf-call.ts';

export type TaskTab = 'todo' | 'start' | 'done';
export const TASK_TABS: readonly TaskTab[] = ['todo', 'start', 'done'];

export interface TaskCounts {
  todo: number;
  start: number;
  done: number;
}

/** One row of any tab, with the spec's column names read into one shape. */
export interface TaskRow {
  /** The task (todo, done) or instance (initiated): the row's key and updateReadState's taskNo. */
  key: string;
  moduleId: string;
  moduleName: string;
  /** The module's form route, for users whose menu has no {moduleId}Form name. */
  formUrl: string;
  /** The business record. */
  pkValue: string;
  title: string;
  nodeDesc: string;
  startUserName: string;
  time: string;
  unread: boolean;
  /** Initiated rows: the instance has finished (state 20). */
  finished: boolean;
  /** To-do and done rows: the model and node of the task (tasks of one node can be approved together); '' for initiated rows. */
  nodeKey: string;
}

export interface TaskQuery {
  pageNo: number;
  pageSize: number;
  condition: string;
}

export async function findTaskCounts(userId: string): Promise<TaskCounts> {
  const value = await callValue<TaskCountsAnswer>('system/workflow/findUserTaskNums.ajax', { userId });
  return { todo: value.todoNum, start: value.startNum, done: value.doneNum };
}

/** Instance state 20: finished (spec 02 §4). */
const FINISHED = 20;

/** A to-do or done row: LINKNO is the task, row_pkValue the record. Done rows show when they were handled. */
function taskRow(row: TaskListRow, tab: 'todo' | 'done'): TaskRow {
  return {
    key: row.LINKNO,
    moduleId: row.MODULEID,
    moduleName: row.MODULENAME,
    formUrl: row.FORMURL,
    pkValue: row.row_pkValue,
    title: row.INST_DESC,
    nodeDesc: row.NODEDESC,
    startUserName: row.STARTUSERNAME,
    time: tab === 'todo' ? row.REACH_TIME : row.HANDLE_TIME || row.REACH_TIME,
    unread: tab === 'todo' && row.READ_STATE === 0,
    finished: row.INST_STATE === FINISHED,
    nodeKey: `${row.MODEL_ID}/${row.NODEID}`,
  };
}

function startedRow(row: StartedRow): TaskRow {
  return {
    key: row.workflow_id || row.business_no,
    moduleId: row.mod_id,
    moduleName: row.mod_name,
    formUrl: row.form_url,
    pkValue: row.business_no,
    title: row.inst_desc,
    nodeDesc: '',
    startUserName: '',
    time: row.start_time,
    unread: false,
    finished: row.state === FINISHED,
    nodeKey: '',
  };
}

/** A page of one tab, newest first. */
export async function findTasks(tab: TaskTab, userId: string, query: TaskQuery): Promise<{ rows: TaskRow[]; total: number }> {
  if (tab === 'start') {
    const page = await callRows<StartedRow>('system/workflow/findUserStartWorkflow.ajax', { userId, ...query, orderField: 'start_time', orderCondition: 'desc' });
    return { rows: page.rows.map(startedRow), total: page.total };
  }
  const stateType = tab === 'todo' ? 'todoTask' : 'doneTask';
  const orderField = tab === 'todo' ? 'REACH_TIME' : 'HANDLE_TIME';
  const page = await callRows<TaskListRow>('system/workflow/findUserTasks.ajax', { userId, stateType, ...query, orderField, orderCondition: 'desc' });
  return { rows: page.rows.map((row) => taskRow(row, tab)), total: page.total };
}

export function updateReadState(taskNo: string): Promise<string> {
  return callAction('system/workflow/updateReadState.ajax', { taskNo });
}

/** Approves the user's tasks of one node with one opinion: which passed, which were refused and why (issue 19 part 5). */
export function batchSubmit(taskNos: readonly string[], opinion: string): Promise<BatchAnswer> {
  return callValue<BatchAnswer>('system/workflow/batchSubmit.ajax', { taskNos: taskNos.join(','), opinion });
}
