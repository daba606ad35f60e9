// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { activateLocale } from '../../../i18n/index.ts';
import { TestProviders } from '../../../app/TestProviders.tsx';
import { request } from '../../../api/request.ts';
import { TaskCenterPage } from './TaskCenterPage.tsx';

vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));
vi.mock('../../../app/current-user.ts', () => ({ useCurrentUser: () => ({ userId: 'U0003' }) }));
vi.mock('../../../app/routes/route-names.ts', () => ({ workflowFormPath: (moduleId: string, pk: string, mode: string, from: string) => `/form/${moduleId}/${pk}?mode=${mode}&from=${from}` }));

const requestMock = vi.mocked(request);

const todoRow = { LINKNO: 'T1', row_pkValue: 'D1', MODULEID: 'dfDefect', MODULENAME: '缺陷管理', NODEDESC: '班组长审核', INST_DESC: '3号风机变桨故障', STARTUSERNAME: '王海峰', REACH_TIME: '2026-11-20 10:00:00', READ_STATE: 0, FORMURL: 'df/defect/form' };
const startRow = { workflow_id: 'W9', business_no: 'D9', mod_id: 'dfDefect', mod_name: '缺陷管理', inst_desc: '主变油温偏高', start_time: '2026-11-19 08:00:00', state: 20, form_url: 'df/defect/form' };

function answer() {
  requestMock.mockImplementation(async (path) => {
    if (path.endsWith('findUserTaskNums.ajax')) return { state: 0, value: { todoNum: 3, startNum: 5, doneNum: 12 } };
    if (path.endsWith('findUserTasks.ajax')) return { state: 0, totalRows: 1, rows: [todoRow] };
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
});
