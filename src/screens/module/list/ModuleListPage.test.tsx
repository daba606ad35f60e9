// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { compileModule, type DictionaryBundle, type ModuleBundle } from '../../../../runtime/index.ts';
import bundle from '../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import dictionaries from '../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { activateLocale } from '../../../i18n/index.ts';
import { TestProviders } from '../../../app/TestProviders.tsx';
import { request } from '../../../api/request.ts';
import { confirm } from '../../../components/confirm.ts';
import { toast } from '../../../components/toast.ts';
import { ModuleListPage } from './ModuleListPage.tsx';

vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));
vi.mock('../../../components/confirm.ts', () => ({ confirm: vi.fn(async () => true) }));

// Bundles come in as JSON imports: the file-reading test support needs a file: URL, which happy-dom has not.
const vehicle = compileModule(bundle as ModuleBundle, dictionaries as unknown as DictionaryBundle);
const requestMock = vi.mocked(request);

const rows = [
  { pkValue: 'V1', check: false, rowDatas: { vehicleNo: 'V1', plateNo: '京A12345', vehicleType: 'SUV', seats: 5, purchasePrice: '1000.00', _labels: { vehicleType: '越野车' } } },
  { pkValue: 'V2', check: false, rowDatas: { vehicleNo: 'V2', plateNo: '京B67890', vehicleType: 'VAN', seats: 7, purchasePrice: '2000.00', _labels: { vehicleType: '面包车' } } },
];

function answer(path: string): unknown {
  if (path.endsWith('tableList.ajax')) return { totalRows: 2, rows, tableHeader: [], summary: { purchasePrice: '3000.00' }, code: 200, msg: '', isPageList: true };
  return { state: 0, value: null };
}

function listCalls(): Record<string, unknown>[] {
  return requestMock.mock.calls.filter(([path]) => path === 'vm/vehicle/tableList.ajax').map(([, params]) => params as Record<string, unknown>);
}

function renderList() {
  const onOpen = vi.fn();
  render(
    <TestProviders>
      <ModuleListPage module={vehicle} grant={{ isModuleOprLimit: false, moduleOprs: [] }} onOpen={onOpen} />
    </TestProviders>,
  );
  return onOpen;
}

describe('ModuleListPage', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    requestMock.mockImplementation(async (path) => answer(path));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('renders the rows of the list call with dictionary labels and the summary', async () => {
    renderList();
    expect(await screen.findByText('京A12345')).toBeTruthy();
    expect(screen.getByText('面包车')).toBeTruthy();
    expect(screen.getByText('3000.00')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    // Vehicles drag-sort: the first page asks for no column, so the server lists the saved order.
    expect(listCalls()[0]).toMatchObject({ _entityName: 'VmVehicle', pageNo: 1, pageSize: 20, orderField: undefined, orderCondition: undefined, condition: '' });
  });

  it('shows a text cell whole as its tooltip once the pointer is over it; the row buttons cell has none', async () => {
    renderList();
    const plate = (await screen.findByText('京A12345')).closest('td')!;
    fireEvent.mouseMove(plate);
    expect(plate.title).toBe('京A12345');
    const actions = within(plate.closest('tr')!).getAllByRole('button')[0]!.closest('td')!;
    fireEvent.mouseMove(actions);
    expect(actions.hasAttribute('title')).toBe(false);
  });

  it('sorts on the server: a header click sends orderField and orderCondition', async () => {
    renderList();
    await screen.findByText('京A12345');
    fireEvent.click(screen.getByRole('columnheader', { name: /座位数/ }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ orderField: 'seats', orderCondition: 'asc' }));
    fireEvent.click(screen.getByRole('columnheader', { name: /座位数/ }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ orderField: 'seats', orderCondition: 'desc' }));
  });

  it('warns when deleting with nothing selected', async () => {
    const warning = vi.spyOn(toast, 'warning');
    renderList();
    await screen.findByText('京A12345');
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(warning).toHaveBeenCalledWith('请选择记录');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks naming the record and deletes the checked row', async () => {
    renderList();
    const cell = await screen.findByText('京B67890');
    fireEvent.click(within(cell.closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(requestMock).toHaveBeenCalledWith('vm/vehicle/delete.ajax', expect.objectContaining({ pkValue: 'V2' })));
    expect(confirm).toHaveBeenCalledWith('确定删除“京B67890”吗？', { danger: true });
  });

  it('shows a refused delete as a toast of its message, a 401 only as the re-login prompt', async () => {
    const { RequestError } = await import('../../../api/request-error.ts');
    const error = vi.spyOn(toast, 'error');
    const failing = (failure: Error) =>
      requestMock.mockImplementation(async (path) => {
        if (path.endsWith('delete.ajax')) throw failure;
        return answer(path);
      });
    const deleteChecked = async () => {
      const cell = await screen.findByText('京B67890');
      const box = within(cell.closest('tr') as HTMLElement).getByRole('checkbox') as HTMLInputElement;
      if (!box.checked) fireEvent.click(box);
      const before = requestMock.mock.calls.filter(([path]) => path.endsWith('delete.ajax')).length;
      fireEvent.click(screen.getByRole('button', { name: '删除' }));
      await waitFor(() => expect(requestMock.mock.calls.filter(([path]) => path.endsWith('delete.ajax')).length).toBe(before + 1));
      await waitFor(() => expect(screen.getByRole('button', { name: '删除' }).hasAttribute('disabled')).toBe(false));
    };
    renderList();
    failing(new RequestError('记录已被引用，不能删除', 200, 'E_IN_USE'));
    await deleteChecked();
    await waitFor(() => expect(error).toHaveBeenCalledWith('记录已被引用，不能删除'));
    error.mockClear();
    failing(new RequestError('当前用户已退出或无权限，请重新登录', 401));
    await deleteChecked();
    expect(error).not.toHaveBeenCalled();
  });

  it('asks naming the count of several rows, and deletes from a row button naming its record', async () => {
    renderList();
    await screen.findByText('京A12345');
    for (const plate of ['京A12345', '京B67890']) fireEvent.click(within(screen.getByText(plate).closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('确定删除选中的 2 条记录吗？', { danger: true }));
    fireEvent.click(screen.getByRole('button', { name: '删除 京A12345' }));
    await waitFor(() => expect(confirm).toHaveBeenLastCalledWith('确定删除“京A12345”吗？', { danger: true }));
  });

  it('refuses edit with two rows ticked instead of opening the first', async () => {
    const warning = vi.spyOn(toast, 'warning');
    const onOpen = renderList();
    await screen.findByText('京A12345');
    for (const plate of ['京A12345', '京B67890']) fireEvent.click(within(screen.getByText(plate).closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(warning).toHaveBeenCalledWith('编辑一次只能选择一条记录，当前选中了 2 条。');
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '查看 京B67890' }));
    expect(onOpen).toHaveBeenCalledWith('view', 'V2');
  });

  it('suggests adding in an empty list', async () => {
    requestMock.mockImplementation(async (path) => (path.endsWith('tableList.ajax') ? { totalRows: 0, rows: [], tableHeader: [], code: 200, msg: '', isPageList: true } : answer(path)));
    renderList();
    expect(await screen.findByText('还没有记录，点击“新增”创建第一条。')).toBeTruthy();
  });

  it('opens a double-clicked row read-only, also for users who may edit it', async () => {
    const onOpen = renderList();
    fireEvent.doubleClick(await screen.findByText('京A12345'));
    expect(onOpen).toHaveBeenCalledWith('view', 'V1');
  });

  it('shows the status text of a failed call in the empty area', async () => {
    const { RequestError } = await import('../../../api/request-error.ts');
    requestMock.mockImplementation(async (path) => {
      if (path.endsWith('tableList.ajax')) throw new RequestError('Status:404, 请求的服务器记录不存在!', 404);
      return answer(path);
    });
    renderList();
    expect(await screen.findByText('Status:404, 请求的服务器记录不存在!')).toBeTruthy();
  });

  it('opens the import dialog of the module from the import button', async () => {
    renderList();
    await screen.findByText('京A12345');
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    expect(await screen.findByText('导入数据 - 车辆台账')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载模板' })).toBeTruthy();
  });
});
