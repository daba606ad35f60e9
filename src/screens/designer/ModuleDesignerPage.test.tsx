// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DictionaryBundle, ModuleBundle } from '../../../runtime/index.ts';
import dictionaries from '../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import vehicle from '../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import schema from '../../../schemas/module.schema.json' with { type: 'json' };
import { activateLocale } from '../../i18n/index.ts';
import { TestProviders } from '../../app/TestProviders.tsx';
import { request, RequestError } from '../../api/request.ts';
import { confirm } from '../../components/confirm.ts';
import type { DesignContext } from '../../../contracts/module-design.ts';
import { ModuleDesignerPage } from './ModuleDesignerPage.tsx';

vi.mock('../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));
vi.mock('../../components/confirm.ts', () => ({ confirm: vi.fn(async () => false) }));

const requestMock = vi.mocked(request);
const { $schema: _schema, ...dictionaryBundle } = dictionaries;
const context: DesignContext = {
  dictionaries: dictionaryBundle as unknown as DictionaryBundle,
  entities: [],
  menuFolders: [{ id: 'm_vehicle', title: { 'zh-CN': '车辆管理', 'en-US': 'Vehicles' }, modules: ['vmVehicle'] }],
  workflowModels: [],
  roles: [{ id: 'admin', name: { 'zh-CN': '管理员', 'en-US': 'Administrators' } }],
  posts: [],
  tables: [{ table: 'vm_vehicle', module: 'vmVehicle' }],
};
const API_PATH_PATTERN = schema.properties.apiPath.pattern;
const published = { moduleId: 'vmVehicle', title: vehicle.title, apiPath: 'vm/vehicle', publishedVersion: 1, draft: null, updatedAt: '2026-11-20 10:00:00' };

function answer(path: string, params: Record<string, unknown> = {}): unknown {
  if (path.endsWith('moduleDesign/access.ajax')) return { state: 0, value: { view: true, edit: true, publish: false } };
  if (path.endsWith('moduleDesign/list.ajax')) return { state: 0, value: [published] };
  if (path.endsWith('moduleDesign/context.ajax')) return { state: 0, value: context };
  if (path.endsWith('moduleDesign/load.ajax')) return { state: 0, value: { moduleId: params.moduleId, version: 1, status: 'published', revision: 0, bundle: vehicle } };
  if (path.endsWith('moduleDesign/saveDraft.ajax')) return { state: 0, value: { version: 2, revision: 1 } };
  return { state: 0, value: null };
}

function renderPage(entry = '/setting/moduleDesigner') {
  const router = createMemoryRouter(
    [
      { path: '/setting/moduleDesigner', element: <ModuleDesignerPage /> },
      { path: '/index', element: <p>home</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const calls = (suffix: string) => requestMock.mock.calls.filter(([path]) => path.endsWith(suffix));

async function createModule() {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '新建模块' }));
  const dialog = await screen.findByRole('form', { name: '新建模块' });
  fireEvent.change(within(dialog).getByLabelText('模块标识'), { target: { value: 'omSparePart' } });
  fireEvent.change(within(dialog).getByLabelText('模块名称 中文'), { target: { value: '备品备件' } });
  fireEvent.change(within(dialog).getByLabelText('模块名称 English'), { target: { value: 'Spare parts' } });
  expect((within(dialog).getByLabelText('接口路径') as HTMLInputElement).value).toBe('om/sparePart');
  expect((within(dialog).getByLabelText('数据表') as HTMLInputElement).value).toBe('om_spare_part');
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  await screen.findByRole('heading', { name: '备品备件' });
}

describe('ModuleDesignerPage', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    requestMock.mockImplementation(async (path, params) => answer(path, params as Record<string, unknown>));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lists the designed modules with their published version', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: '车辆台账' })).toBeTruthy();
    expect(screen.getByText('v1')).toBeTruthy();
    expect(screen.getByText('无草稿')).toBeTruthy();
  });

  it('creates a module whose preview lists its column and shows its form field', async () => {
    await createModule();
    expect(screen.getByText('新模块，未保存')).toBeTruthy();
    const preview = screen.getByRole('region', { name: '预览' });
    expect(await within(preview).findByRole('columnheader', { name: /名称/ })).toBeTruthy();
    fireEvent.click(within(preview).getByRole('tab', { name: '详情页' }));
    expect(await within(preview).findByRole('heading', { name: '备品备件-新增' })).toBeTruthy();
    expect(within(preview).getByLabelText(/名称/)).toBeTruthy();
  });

  it('updates the preview as a label is typed, and switches the preview language', async () => {
    await createModule();
    fireEvent.click(screen.getByRole('button', { name: '字段' }));
    fireEvent.click(await screen.findByRole('button', { name: /名称 text/ }));
    fireEvent.change(screen.getByLabelText('显示名称 中文'), { target: { value: '备件名称' } });
    const preview = screen.getByRole('region', { name: '预览' });
    expect(await within(preview).findByRole('columnheader', { name: /备件名称/ })).toBeTruthy();
    fireEvent.click(within(preview).getByRole('button', { name: 'English' }));
    expect(await within(preview).findByRole('columnheader', { name: /Name/ })).toBeTruthy();
    expect(within(preview).getByRole('button', { name: 'Add' })).toBeTruthy();
  });

  it('shows the problems of a draft that does not check instead of the preview, in Chinese', async () => {
    await createModule();
    fireEvent.change(screen.getByLabelText('接口路径'), { target: { value: 'Bad Path' } });
    const preview = screen.getByRole('region', { name: '预览' });
    // The place in the analyst's words (the designer part), the pointer only as its tooltip.
    expect((await within(preview).findByTitle('/apiPath')).textContent).toBe('模块');
    expect(within(preview).getByText(`格式不正确，应匹配 ${API_PATH_PATTERN}`)).toBeTruthy();
    expect(within(preview).queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(calls('saveDraft.ajax')).toHaveLength(0));
  });

  it('names a field by its label where its problem is listed, and shows the problem at the field', async () => {
    await createModule();
    fireEvent.click(screen.getByRole('button', { name: '字段' }));
    fireEvent.click(await screen.findByRole('button', { name: /名称 text/ }));
    fireEvent.change(screen.getByLabelText('最大长度'), { target: { value: '-1' } });
    const preview = screen.getByRole('region', { name: '预览' });
    expect(await within(preview).findByText('字段「名称」')).toBeTruthy();
    expect(within(preview).queryByText('/entity/fields/1/maxLength')).toBeNull();
    expect(within(screen.getByRole('alert', { name: '此字段的问题' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('lists the problems under the JSON view in Chinese', async () => {
    await createModule();
    fireEvent.change(screen.getByLabelText('接口路径'), { target: { value: 'Bad Path' } });
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    // The JSON view is loaded lazily: its first import can take more than findBy's second on a busy machine.
    await screen.findByLabelText('模块 JSON', undefined, { timeout: 5000 });
    const preview = screen.getByRole('region', { name: '预览' });
    const [problems, ...others] = screen.getAllByRole('alert').filter((list) => !preview.contains(list));
    expect(others).toEqual([]);
    expect(within(problems!).getByText(`格式不正确，应匹配 ${API_PATH_PATTERN}`)).toBeTruthy();
    expect(within(problems!).getByText('/apiPath')).toBeTruthy();
  });

  it('saves a new module as a draft with revision -1, asking the server to refuse a taken id', async () => {
    await createModule();
    await screen.findByText('校验通过');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(calls('saveDraft.ajax')).toHaveLength(1));
    const params = calls('saveDraft.ajax')[0]?.[1] as Record<string, unknown>;
    expect(params).toMatchObject({ moduleId: 'omSparePart', revision: -1, create: '1' });
    // No note edited: none sent, so a draft keeps the note it has.
    expect(params).not.toHaveProperty('note');
    const saved = JSON.parse(String(params.bundle)) as ModuleBundle;
    expect(saved.entity.table).toBe('om_spare_part');
    // Issue 17: a new module goes into the menu unless the analyst turns it off.
    expect(saved.menu).toEqual({ parentId: 'm_vehicle', routerPath: 'om/sparePart' });
    expect(await screen.findByText('草稿 v2')).toBeTruthy();
  });

  it('keeps the edits when the draft was changed by someone else, showing the server message', async () => {
    requestMock.mockImplementation(async (path, params) => {
      if (path.endsWith('saveDraft.ajax')) throw new RequestError('草稿已被李四于2026-11-20 10:00修改，请重新打开后再编辑', 409, 'E_DRAFT_CHANGED');
      return answer(path, params as Record<string, unknown>);
    });
    renderPage('/setting/moduleDesigner?moduleId=vmVehicle');
    fireEvent.change(await screen.findByLabelText('接口路径'), { target: { value: 'vm/car' } });
    await screen.findByText('校验通过');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('草稿已被李四于2026-11-20 10:00修改，请重新打开后再编辑', expect.objectContaining({ confirmText: '重新打开草稿' })));
    expect((screen.getByLabelText('接口路径') as HTMLInputElement).value).toBe('vm/car');
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
    expect(calls('load.ajax')).toHaveLength(1);
  });

  it('asks before leaving unsaved work, and stays when told to', async () => {
    const router = renderPage('/setting/moduleDesigner?moduleId=vmVehicle');
    fireEvent.change(await screen.findByLabelText('接口路径'), { target: { value: 'vm/car' } });
    await router.navigate('/index');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('有修改的数据未保存是否退出？'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/moduleDesigner'));
    expect((screen.getByLabelText('接口路径') as HTMLInputElement).value).toBe('vm/car');
  });

  it('discards a saved draft with its revision and reopens the published version', async () => {
    let draftExists = true;
    requestMock.mockImplementation(async (path, params) => {
      if (path.endsWith('load.ajax')) {
        const status = draftExists ? 'draft' : 'published';
        return { state: 0, value: { moduleId: 'vmVehicle', version: draftExists ? 2 : 1, status, revision: draftExists ? 3 : 0, bundle: vehicle } };
      }
      if (path.endsWith('discardDraft.ajax')) {
        draftExists = false;
        return { state: 0, value: {} };
      }
      return answer(path, params as Record<string, unknown>);
    });
    vi.mocked(confirm).mockResolvedValueOnce(true);
    renderPage('/setting/moduleDesigner?moduleId=vmVehicle');
    expect(await screen.findByText('草稿 v2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '放弃草稿' }));
    await waitFor(() => expect(calls('discardDraft.ajax')[0]?.[1]).toEqual({ moduleId: 'vmVehicle', revision: 3 }));
    expect(await screen.findByText('已发布 v1')).toBeTruthy();
  });
});
