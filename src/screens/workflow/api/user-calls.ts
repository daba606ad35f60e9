import { serializeCondition } from '../../../../runtime/query/condition-codec.ts';
import { callRows } from './wf-call.ts';
import { text } from './wf-types.ts';

export interface PickedUser {
  userId: string;
  userName: string;
  departName: string;
}

export const USER_PAGE_SIZE = 10;

/**
 * A page of the employee selector (system/employee/selector.ajax) of the user's current
 * organisation, as users: workflow handlers are user ids, so employees without an account
 * are left out.
 */
export async function searchUsers(keyword: string, pageNo: number): Promise<{ rows: PickedUser[]; total: number }> {
  const condition = keyword.trim() ? serializeCondition([{ field: 'empName', code: ':@', value: keyword.trim() }]) : '';
  const { rows, total } = await callRows('system/employee/selector.ajax', { pageNo, pageSize: USER_PAGE_SIZE, condition }, 'GET');
  const users = rows
    .map((row) => ({ userId: text(row.userId), userName: text(row.empName ?? row.userName), departName: text(row.departName ?? row.depart_name) }))
    .filter((user) => user.userId !== '');
  return { rows: users, total };
}
