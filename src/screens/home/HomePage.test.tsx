// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { activateLocale } from '../../i18n/index.ts';
import { TestProviders } from '../../app/TestProviders.tsx';
import { request, RequestError } from '../../api/request.ts';
import { HomePage } from './HomePage.tsx';

vi.mock('../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));
vi.mock('../../app/current-user.ts', () => ({ useCurrentUser: () => ({ userId: 'U0003', realName: '张三' }), readLoginInfo: () => null, getCurrentUser: () => ({ userId: 'U0003' }) }));

const requestMock = vi.mocked(request);

/** The answer each widget's call gets, by the end of its path. */
const ANSWERS: Record<string, unknown> = {
  'findUserTaskNums.ajax': { state: 0, value: { todoNum: 1, startNum: 0, doneNum: 0 } },
  'findUserTasks.ajax': { state: 0, totalRows: 0, rows: [] },
  'userLastMenu/load.ajax': { rows: [{ menuId: 'M1', menuName: '缺陷管理', menuUrl: 'df/defect/list', menuIcon: '', modType: 'MENU' }] },
  'loadMessage.ajax': { state: 0, value: [] },
  'userMenu/load.ajax': { rows: [{ menuId: 'M2', menuName: '车辆台账', menuUrl: 'vm/vehicle', menuIcon: '', modType: 'MENU' }] },
  'loadEventBetweenDate.ajax': { state: 0, value: [] },
  'loadDayEvent.ajax': { state: 0, value: [] },
  'homeSlide/list.ajax': { state: 0, value: [{ seq: 1, title: '', image: '' }], param: { editable: false } },
  'findAlarmToDoList.ajax': { state: 0, value: [], param: { totalCount: 0 } },
};

function renderHome() {
  const router = createMemoryRouter([{ path: '/index', element: <HomePage /> }], { initialEntries: ['/index'] });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const answerOf = (path: string) => Object.entries(ANSWERS).find(([suffix]) => path.endsWith(suffix))?.[1] ?? { state: 0, value: null };
const called = (suffix: string) => requestMock.mock.calls.some(([path]) => path.endsWith(suffix));

describe('HomePage', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(() => {
    cleanup();
    requestMock.mockReset();
  });

  it('asks every widget’s call before any has answered', async () => {
    const pending: (() => void)[] = [];
    requestMock.mockImplementation((path) => new Promise((resolve) => pending.push(() => resolve(answerOf(path)))));
    renderHome();
    await waitFor(() => expect(Object.keys(ANSWERS).every(called)).toBe(true));
    expect(pending.length).toBe(requestMock.mock.calls.length);
    for (const answer of pending) answer();
    expect(await screen.findByText('缺陷管理')).toBeTruthy();
    expect(await screen.findByText('车辆台账')).toBeTruthy();
    expect(await screen.findByText('当天暂无日程')).toBeTruthy();
  });

  it('shows a widget’s failure with a retry in its place while the others show their data', async () => {
    let lastMenusFail = true;
    requestMock.mockImplementation(async (path) => {
      if (path.endsWith('userLastMenu/load.ajax') && lastMenusFail) throw new RequestError('服务暂不可用', 503);
      return answerOf(path);
    });
    renderHome();
    const lastMenus = (await screen.findByRole('heading', { name: '最近访问' })).closest('section') as HTMLElement;
    const failure = await within(lastMenus).findByRole('alert');
    expect(failure.textContent).toContain('服务暂不可用');
    const messages = screen.getByRole('heading', { name: '消息通知' }).closest('section') as HTMLElement;
    expect(within(messages).queryByRole('alert')).toBeNull();

    lastMenusFail = false;
    fireEvent.click(within(failure).getByRole('button', { name: '重试' }));
    expect(await within(lastMenus).findByText('缺陷管理')).toBeTruthy();
    expect(within(lastMenus).queryByRole('alert')).toBeNull();
  });
});
