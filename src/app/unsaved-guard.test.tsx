// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { confirm } from '../components/confirm.ts';
import { activateLocale } from '../i18n/index.ts';
import { TestProviders } from './TestProviders.tsx';
import { ViewTagBar } from './layout/ViewTagBar.tsx';
import { openViewTag, resetViewTags, useViewTags } from './layout/view-tags.ts';
import { confirmDiscardChanges, confirmLeavingPage, useUnsavedGuard } from './unsaved-guard.ts';

vi.mock('../components/confirm.ts', () => ({ confirm: vi.fn(async () => false) }));
vi.mock('./menu-store.ts', () => ({ useMenuModel: () => null }));

const UNSAVED = '有修改的数据未保存是否退出？';

/** A page with one input; typing in it makes the page dirty. */
function EditPage() {
  const [value, setValue] = useState('');
  useUnsavedGuard(value !== '');
  return <input aria-label="value" value={value} onChange={(event) => setValue(event.target.value)} />;
}

function TagCount() {
  return <p>{`tags ${useViewTags().length}`}</p>;
}

function renderShell() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ViewTagBar />
            <TagCount />
            <Outlet />
          </>
        ),
        children: [
          { path: '/index', element: <p>home</p> },
          { path: '/edit', element: <EditPage /> },
        ],
      },
    ],
    { initialEntries: ['/index', '/edit'], initialIndex: 1 },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  openViewTag({ path: '/edit', url: '/edit', title: '编辑页' });
  return router;
}

const edit = () => fireEvent.change(screen.getByLabelText('value'), { target: { value: 'changed' } });

describe('the unsaved-changes guard', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(() => {
    cleanup();
    act(() => resetViewTags());
    vi.clearAllMocks();
  });

  it('answers yes without asking when no page or a clean page is shown', async () => {
    expect(await confirmDiscardChanges()).toBe(true);
    renderShell();
    await screen.findByLabelText('value');
    expect(await confirmLeavingPage()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('keeps the view tag of a page with edits when closing it is cancelled', async () => {
    const router = renderShell();
    await screen.findByLabelText('value');
    expect(screen.getByText('tags 2')).toBeTruthy();
    edit();
    fireEvent.click(screen.getByRole('button', { name: '关闭 编辑页' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    expect(screen.getByText('tags 2')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/edit');
    expect((screen.getByLabelText('value') as HTMLInputElement).value).toBe('changed');
  });

  it('closes the tag and leaves, asking once, when confirmed', async () => {
    vi.mocked(confirm).mockResolvedValueOnce(true);
    const router = renderShell();
    await screen.findByLabelText('value');
    edit();
    fireEvent.click(screen.getByRole('button', { name: '关闭 编辑页' }));
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/index');
    expect(screen.getByText('tags 1')).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('asks on any other navigation, once, and stays when told to', async () => {
    const router = renderShell();
    await screen.findByLabelText('value');
    edit();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit'));
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
