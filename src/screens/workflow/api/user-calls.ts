import { serializeCondition } from '../../../../runtime/query/condition-codec.ts';
import type { EmployeeSelectorRow } from '../../../../contracts/selectors.ts';
import { callRows } from './wf-call.ts';

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
  const { rows, total } = await callRows<EmployeeSelectorRow>('system/employee/selector.ajax', { pageNo, pageSize: USER_PAGE_SIZE, condition }, 'GET');
  const users = rows.map(({ rowDatas }) => ({ userId: rowDatas.userId, userName: rowDatas.empName, departName: rowDatas.departName })).filter((user) => user.userId !== '');
  return { rows: users, total };
}
