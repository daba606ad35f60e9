// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { activateLocale } from '../../../i18n/index.ts';
import { TestProviders } from '../../../app/TestProviders.tsx';
import { request } from '../../../api/request.ts';
import { toast } from '../../../components/toast.ts';
import { TaskCenterPage } from './TaskCenterPage.tsx';

vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));
vi.mock('../../../app/current-user.ts', () => ({ useCurrentUser: () => ({ userId: 'U0003' }) }));
vi.mock('../../../app/routes/route-names.ts', () => ({ workflowFormPath: (moduleId: string, pk: string, mode: string, from: string) => `/form/${moduleId}/${pk}?mode=${mode}&from=${from}` }));

const requestMock = vi.mocked(request);

const todoRow = { LINKNO: 'T1', row_pkValue: 'D1', MODULEID: 'dfDefect', MODULENAME: '缺陷管理', MODEL_ID: 'M1', NODEID: 'teamReview', NODEDESC: '班组长审核', INST_DESC: '3号风机变桨故障', STARTUSERNAME: '王海峰', REACH_TIME: '2026-11-20 10:00:00', READ_STATE: 0, FORMURL: 'df/defect/form' };
const sameNodeRow = { ...todoRow, LINKNO: 'T2', row_pkValue: 'D2', INST_DESC: '5号风机偏航异响' };
const otherNodeRow = { ...todoRow, LINKNO: 'T3', row_pkValue: 'D3', NODEID: 'specialistReview', NODEDESC: '专工审核', INST_DESC: '主变冷却器故障' };
let todoRows: Record<string, unknown>[] = [todoRow];
const startRow = { workflow_id: 'W9', business_no: 'D9', mod_id: 'dfDefect', mod_name: '缺陷管理', inst_desc: '主变油温偏高', start_time: '2026-11-19 08:00:00', state: 20, form_url: 'df/defect/form' };

function answer() {
  requestMock.mockImplementation(async (path) => {
    if (path.endsWith('findUserTaskNums.ajax')) return { state: 0, value: { todoNum: 3, startNum: 5, doneNum: 12 } };
    if (path.endsWith('findUserTasks.ajax')) return { state: 0, totalRows: todoRows.length, rows: todoRows };
    if (path.endsWith('batchSubmit.ajax')) {
      const refused = { taskNo: 'T2', moduleId: 'dfDefect', pkValue: 'D2', title: '5号风机偏航异响', code: 'E_CONFLICT', messageId: 'workflow.taskHandled', params: {}, message: '该任务已被处理，请刷新后查看' };
      return { state: 0, value: { passed: [{ taskNo: 'T1', moduleId: 'dfDefect', pkValue: 'D1', title: '3号风机变桨故障' }], refused: [refused] } };
    }
    if (path.endsWith('findUserStartWorkflow.ajax')) return { state: 0, totalRows: 1, rows: [startRow] };
    return { state: 0, value: null };
  });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/workflow/tasks', element: <TaskCenterPage /> },
      { path: '/form/:moduleId/:pk', element: <p>form page</p> },
    ],
    { initialEntries: ['/workflow/tasks'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const calls = (suffix: string) => requestMock.mock.calls.filter(([path]) => path.endsWith(suffix));

describe('TaskCenterPage', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    answer();
  });
  afterEach(() => {
    cleanup();
    requestMock.mockReset();
    todoRows = [todoRow];
  });

  it('shows the count of every tab and the to-do rows first', async () => {
    renderPage();
    expect(await screen.findByRole('tab', { name: '我的待办 3' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '我的发起 5' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '我的已办 12' })).toBeTruthy();
    expect(await screen.findByText('3号风机变桨故障')).toBeTruthy();
    expect(calls('findUserTaskNums.ajax')[0]?.[1]).toEqual({ userId: 'U0003' });
    expect(calls('findUserTasks.ajax')[0]?.[1]).toMatchObject({ userId: 'U0003', stateType: 'todoTask', pageNo: 1, pageSize: 20, condition: '' });
  });

  it('loads the initiated list on its tab', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '我的发起 5' }));
    expect(await screen.findByText('主变油温偏高')).toBeTruthy();
    expect(screen.getByText('流程已结束')).toBeTruthy();
  });

  it('sends the filters as a condition', async () => {
    renderPage();
    await screen.findByText('3号风机变桨故障');
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '风机' } });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(calls('findUserTasks.ajax').at(-1)?.[1]).toMatchObject({ condition: 'INST_DESC:@风机|REACH_TIME:D_B2026-11-01' }));
  });

  it('marks an unread to-do read and opens its record in workflow mode', async () => {
    const router = renderPage();
    fireEvent.click(await screen.findByText('3号风机变桨故障'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/dfDefect/D1'));
    expect(router.state.location.search).toBe('?mode=workflow&from=task');
    expect(calls('updateReadState.ajax')[0]?.[1]).toEqual({ taskNo: 'T1' });
  });

  it('approves ticked to-dos of one node together and lists which passed and which were refused', async () => {
    todoRows = [todoRow, sameNodeRow, otherNodeRow];
    const warning = vi.spyOn(toast, 'warning');
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择 3号风机变桨故障' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 主变冷却器故障' }));
    fireEvent.click(screen.getByRole('button', { name: '批量审批' }));
    // Two nodes: refused before anything is sent.
    expect(warning).toHaveBeenCalledWith('所选任务不属于同一流程环节，不能批量审批');
    expect(screen.queryByRole('dialog')).toBeNull();
    warning.mockRestore();

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 主变冷却器故障' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 5号风机偏航异响' }));
    fireEvent.click(screen.getByRole('button', { name: '批量审批' }));
    const dialog = await screen.findByRole('dialog', { name: '批量审批（2 条）' });
    fireEvent.change(dialog.querySelector('textarea') as HTMLTextAreaElement, { target: { value: '同意' } });
    fireEvent.click(screen.getByRole('button', { name: '审批通过' }));
    expect(await screen.findByText('通过 1 条，未通过 1 条')).toBeTruthy();
    expect(screen.getByText('该任务已被处理，请刷新后查看')).toBeTruthy();
    expect(calls('batchSubmit.ajax').map(([, params]) => params)).toEqual([{ taskNos: 'T1,T2', opinion: '同意' }]);
  });
});
