/** The user's workflow tasks (spec 02 §7 'Dashboard and task calls'). */
import { callAction, callRows, callValue } from './wf-call.ts';
import { num, text, type Raw } from './wf-types.ts';

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
}

export interface TaskQuery {
  pageNo: number;
  pageSize: number;
  condition: string;
}

export async function findTaskCounts(userId: string): Promise<TaskCounts> {
  const value = await callValue('system/workflow/findUserTaskNums.ajax', { userId });
  return { todo: num(value.todoNum), start: num(value.startNum), done: num(value.doneNum) };
}

/** Instance state 20: finished (spec 02 §4). */
const FINISHED = 20;

/** A to-do or done row: LINKNO is the task, row_pkValue the record. Done rows show when they were handled. */
function taskRow(row: Raw, tab: 'todo' | 'done'): TaskRow {
  return {
    key: text(row.LINKNO),
    moduleId: text(row.MODULEID),
    moduleName: text(row.MODULENAME),
    formUrl: text(row.FORMURL),
    pkValue: text(row.row_pkValue),
    title: text(row.INST_DESC),
    nodeDesc: text(row.NODEDESC),
    startUserName: text(row.STARTUSERNAME),
    time: text(tab === 'todo' ? row.REACH_TIME : row.HANDLE_TIME || row.REACH_TIME),
    unread: tab === 'todo' && num(row.READ_STATE) === 0,
    finished: num(row.INST_STATE) === FINISHED,
  };
}

function startedRow(row: Raw): TaskRow {
  return {
    key: text(row.workflow_id || row.business_no),
    moduleId: text(row.mod_id),
    moduleName: text(row.mod_name),
    formUrl: text(row.form_url),
    pkValue: text(row.business_no),
    title: text(row.inst_desc),
    nodeDesc: '',
    startUserName: '',
    time: text(row.start_time),
    unread: false,
    finished: num(row.state) === FINISHED,
  };
}

/** A page of one tab, newest first. */
export async function findTasks(tab: TaskTab, userId: string, query: TaskQuery): Promise<{ rows: TaskRow[]; total: number }> {
  if (tab === 'start') {
    const page = await callRows('system/workflow/findUserStartWorkflow.ajax', { userId, ...query, orderField: 'start_time', orderCondition: 'desc' });
    return { rows: page.rows.map(startedRow), total: page.total };
  }
  const stateType = tab === 'todo' ? 'todoTask' : 'doneTask';
  const orderField = tab === 'todo' ? 'REACH_TIME' : 'HANDLE_TIME';
  const page = await callRows('system/workflow/findUserTasks.ajax', { userId, stateType, ...query, orderField, orderCondition: 'desc' });
  return { rows: page.rows.map((row) => taskRow(row, tab)), total: page.total };
}

export function updateReadState(taskNo: string): Promise<string> {
  return callAction('system/workflow/updateReadState.ajax', { taskNo });
}
