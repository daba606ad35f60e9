// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { compileModule, type DictionaryBundle, type ModuleBundle } from '../../../../runtime/index.ts';
import bundle from '../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import dictionaries from '../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { activateLocale } from '../../../i18n/index.ts';
import { request } from '../../../api/request.ts';
import { RequestError } from '../../../api/request-error.ts';
import { confirm } from '../../../components/confirm.ts';
import { toast } from '../../../components/toast.ts';
import type { FormMode } from '../../../app/routes/form-path.ts';
import { ModuleDetailPage } from './ModuleDetailPage.tsx';
import { renderInRouter } from '../render-in-router.tsx';

vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));
vi.mock('../../../components/confirm.ts', () => ({ confirm: vi.fn(async () => false) }));

// Bundles come in as JSON imports: the file-reading test support needs a file: URL, which happy-dom has not.
const vehicle = compileModule(bundle as ModuleBundle, dictionaries as unknown as DictionaryBundle);
const requestMock = vi.mocked(request);

const recorder = {
  vehicleNo: 'V1',
  plateNo: '京A12345',
  frameNo: 'LSVAM4187C2184847',
  vehicleType: 'SUV',
  brandModel: '哈弗H9',
  seats: 5,
  purchaseDate: '2023-05-01',
  vehicleState: '10',
  departNo: 'D01',
  _labels: { vehicleType: '越野车', departNo: '运维部' },
  _rowVersion: 2,
};

/** The page at /page; Close goes back to /elsewhere as the route's close does (a navigation). */
function renderPage(mode: FormMode, pkValue: string, options: { disabled?: boolean } = {}) {
  const onClose = vi.fn(() => void router.navigate(-1));
  const router = renderInRouter(<ModuleDetailPage module={vehicle} mode={mode} pkValue={pkValue} name="车辆台账" disabled={options.disabled} onClose={onClose} onSwitchToEdit={vi.fn()} />);
  return Object.assign(onClose, { router });
}

const UNSAVED = '有修改的数据未保存是否退出？';
const plateInput = () => document.getElementById('root_plateNo') as HTMLInputElement;

describe('ModuleDetailPage', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    requestMock.mockImplementation(async (path) => (path.endsWith('find.ajax') ? { state: 0, recorder } : { state: 0, value: 'V9', msgInfo: '保存成功' }));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('titles the page with the module name and mode, and lays out the bundle groups', async () => {
    renderPage('add', '-1');
    expect(screen.getByRole('heading', { name: '车辆台账-新增' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: '保险与年检' })).toBeTruthy();
    // The bundle default of vehicleState fills a new record; dictionary selects stay empty.
    expect((screen.getByRole('radio', { name: '在用' }) as HTMLInputElement).checked).toBe(true);
    expect((document.getElementById('root_vehicleType') as HTMLSelectElement).value).toBe('');
  });

  it('shows the required message under the field and saves nothing', async () => {
    const error = vi.spyOn(toast, 'error');
    renderPage('add', '-1');
    await screen.findByRole('region', { name: '保险与年检' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入车牌号')).toBeTruthy();
    expect(screen.getByText('请选择车辆类型')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('请先完善信息');
    expect(requestMock.mock.calls.some(([path]) => path.endsWith('save.ajax'))).toBe(false);
  });

  it('clears a message once the field is fixed', async () => {
    renderPage('add', '-1');
    await screen.findByRole('region', { name: '保险与年检' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('请输入车牌号');
    fireEvent.change(document.getElementById('root_plateNo') as HTMLInputElement, { target: { value: '京A12345' } });
    await waitFor(() => expect(screen.queryByText('请输入车牌号')).toBeNull());
  });

  it('is read-only in view mode, with labels of references and no save button', async () => {
    renderPage('view', 'V1');
    const plate = (await screen.findByDisplayValue('京A12345')) as HTMLInputElement;
    expect(plate.readOnly).toBe(true);
    expect((document.getElementById('root_vehicleType') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('运维部')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByRole('heading', { name: '车辆台账-查看' })).toBeTruthy();
  });

  it('sends the record with its row version and shows server field errors on their fields', async () => {
    requestMock.mockImplementation(async (path) =>
      path.endsWith('find.ajax')
        ? { state: 0, recorder }
        : { state: -1, msgInfo: '请先完善信息', code: 'E_VALIDATION', param: { errors: [{ field: 'plateNo', message: '车牌号已存在' }] } },
    );
    renderPage('edit', 'V1');
    await screen.findByDisplayValue('京A12345');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('车牌号已存在')).toBeTruthy();
    const save = requestMock.mock.calls.find(([path]) => path.endsWith('save.ajax'));
    expect(save?.[1]).toMatchObject({ pkValue: 'V1', _rowVersion: 2, plateNo: '京A12345', seats: 5, _entityName: 'VmVehicle' });
  });

  it('shows the server message of a refused save (stale record) and stays', async () => {
    const { RequestError } = await import('../../../api/request-error.ts');
    const error = vi.spyOn(toast, 'error');
    requestMock.mockImplementation(async (path) => {
      if (path.endsWith('find.ajax')) return { state: 0, recorder };
      throw new RequestError('该记录已被其他人修改，请重新加载后再保存', 409, 'E_STALE_RECORD');
    });
    const onClose = renderPage('edit', 'V1');
    await screen.findByDisplayValue('京A12345');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('该记录已被其他人修改，请重新加载后再保存'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is read-only when disabled, whatever the mode (spec 01 §2)', async () => {
    renderPage('edit', 'V1', { disabled: true });
    const plate = (await screen.findByDisplayValue('京A12345')) as HTMLInputElement;
    expect(plate.readOnly).toBe(true);
    expect((document.getElementById('root_vehicleType') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByRole('heading', { name: '车辆台账-编辑' })).toBeTruthy();
  });

  it('shows a 401 on save as the re-login prompt only, no toast besides', async () => {
    const error = vi.spyOn(toast, 'error');
    requestMock.mockImplementation(async (path) => {
      if (path.endsWith('find.ajax')) return { state: 0, recorder };
      throw new RequestError('当前用户已退出或无权限，请重新登录', 401);
    });
    const onClose = renderPage('edit', 'V1');
    await screen.findByDisplayValue('京A12345');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestMock.mock.calls.some(([path]) => path.endsWith('save.ajax'))).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' }).hasAttribute('disabled')).toBe(false));
    expect(error).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal in the envelope as a toast of its message', async () => {
    const error = vi.spyOn(toast, 'error');
    requestMock.mockImplementation(async (path) => (path.endsWith('find.ajax') ? { state: 0, recorder } : { state: -1, msgInfo: '车牌号已存在' }));
    renderPage('edit', 'V1');
    await screen.findByDisplayValue('京A12345');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('车牌号已存在'));
  });

  describe('unsaved changes (spec 01 §4)', () => {
    it('asks when Close leaves edited values; cancel keeps them, confirm leaves', async () => {
      const onClose = renderPage('edit', 'V1');
      await screen.findByDisplayValue('京A12345');
      fireEvent.change(plateInput(), { target: { value: '京B54321' } });
      fireEvent.click(screen.getByRole('button', { name: '关闭' }));
      await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
      await waitFor(() => expect(onClose.router.state.location.pathname).toBe('/page'));
      expect(plateInput().value).toBe('京B54321');

      vi.mocked(confirm).mockResolvedValueOnce(true);
      fireEvent.click(screen.getByRole('button', { name: '关闭' }));
      expect(await screen.findByText('elsewhere')).toBeTruthy();
      expect(confirm).toHaveBeenCalledTimes(2);
    });

    it('asks when another navigation (a menu link, a view tag) would leave edited values', async () => {
      const { router } = renderPage('edit', 'V1');
      await screen.findByDisplayValue('京A12345');
      fireEvent.change(plateInput(), { target: { value: '京B54321' } });
      await router.navigate('/elsewhere');
      await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
      await waitFor(() => expect(router.state.location.pathname).toBe('/page'));
      expect(plateInput().value).toBe('京B54321');
    });

    it('leaves without asking when nothing changed', async () => {
      const onClose = renderPage('edit', 'V1');
      await screen.findByDisplayValue('京A12345');
      fireEvent.click(screen.getByRole('button', { name: '关闭' }));
      expect(await screen.findByText('elsewhere')).toBeTruthy();
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(confirm).not.toHaveBeenCalled();
    });

    it('closes without asking once the edits are saved', async () => {
      const onClose = renderPage('edit', 'V1');
      await screen.findByDisplayValue('京A12345');
      fireEvent.change(plateInput(), { target: { value: '京B54321' } });
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('elsewhere')).toBeTruthy();
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(confirm).not.toHaveBeenCalled();
    });
  });
});
