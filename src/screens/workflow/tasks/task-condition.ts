import { serializeCondition, type ConditionItem } from '../../../../runtime/query/condition-codec.ts';
import type { TaskTab } from '../api/task-calls.ts';

export interface TaskFilter {
  moduleId: string;
  keyword: string;
  /** YYYY-MM-DD bounds of the reach (or start) time; '' for open. */
  from: string;
  to: string;
}

export const EMPTY_FILTER: TaskFilter = { moduleId: '', keyword: '', from: '', to: '' };

/** The condition fields each tab's rows answer to (the spec's column names). */
const FIELDS: Record<TaskTab, { module: string; keyword: string; time: string }> = {
  todo: { module: 'MODULEID', keyword: 'INST_DESC', time: 'REACH_TIME' },
  done: { module: 'MODULEID', keyword: 'INST_DESC', time: 'HANDLE_TIME' },
  start: { module: 'mod_id', keyword: 'inst_desc', time: 'start_time' },
};

/**
 * The filter as the condition wire format of spec 01 §3: module equal, keyword like, the
 * date range as lower (:D_B) and upper (:D_S) bounds.
 * @example taskCondition('todo', { ...EMPTY_FILTER, keyword: '风机' }) === 'INST_DESC:@风机'
 */
export function taskCondition(tab: TaskTab, filter: TaskFilter): string {
  const fields = FIELDS[tab];
  const items: ConditionItem[] = [];
  if (filter.moduleId) items.push({ field: fields.module, code: ':S_E', value: filter.moduleId });
  if (filter.keyword.trim()) items.push({ field: fields.keyword, code: ':@', value: filter.keyword.trim() });
  if (filter.from) items.push({ field: fields.time, code: ':D_B', value: filter.from });
  if (filter.to) items.push({ field: fields.time, code: ':D_S', value: filter.to });
  return serializeCondition(items);
}
