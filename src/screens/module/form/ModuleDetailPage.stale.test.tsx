// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { compileModule, type DictionaryBundle, type ModuleBundle } from '../../../../runtime/index.ts';
import bundle from '../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import dictionaries from '../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { activateLocale } from '../../../i18n/index.ts';
import { request, RequestError } from '../../../api/request.ts';
import { confirm } from '../../../components/confirm.ts';
import { ModuleDetailPage } from './ModuleDetailPage.tsx';
import { renderInRouter } from '../render-in-router.tsx';

vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));
vi.mock('../../../components/confirm.ts', () => ({ confirm: vi.fn(async () => true) }));

const vehicle = compileModule(bundle as ModuleBundle, dictionaries as unknown as DictionaryBundle);
const requestMock = vi.mocked(request);
const recorder = { vehicleNo: 'V1', plateNo: '京A12345', frameNo: 'LSVAM4187C2184847', vehicleType: 'SUV', brandModel: '哈弗H9', purchaseDate: '2023-05-01', vehicleState: '10', _rowVersion: 2 };
const CHANGED = '该模块已发布新版本（4），请刷新页面后再保存，刷新前可先复制已填写的内容';

function renderPage(onReloadModule: () => void) {
  renderInRouter(<ModuleDetailPage module={vehicle} mode="edit" pkValue="V1" name="车辆台账" onClose={vi.fn()} onSwitchToEdit={vi.fn()} bundleVersion="3" onReloadModule={onReloadModule} />);
}

describe('ModuleDetailPage against a newer bundle', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    requestMock.mockImplementation(async (path) => {
      if (path.endsWith('find.ajax')) return { state: 0, recorder };
      throw new RequestError(CHANGED, 409, 'E_BUNDLE_CHANGED');
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('sends the version the form was rendered from', async () => {
    renderPage(vi.fn());
    await screen.findByDisplayValue('京A12345');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestMock).toHaveBeenCalledWith('vm/vehicle/save.ajax', expect.objectContaining({ _bundleVersion: '3', _rowVersion: 2 })));
  });

  it('keeps the values entered and offers to reload the module definition', async () => {
    const reload = vi.fn();
    renderPage(reload);
    const plate = (await screen.findByDisplayValue('京A12345')) as HTMLInputElement;
    fireEvent.change(plate, { target: { value: '京A54321' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(CHANGED, expect.objectContaining({ confirmText: '重新加载' })));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect((screen.getByDisplayValue('京A54321') as HTMLInputElement).value).toBe('京A54321');
  });

  it('leaves the form as it is when the user declines', async () => {
    vi.mocked(confirm).mockResolvedValueOnce(false);
    const reload = vi.fn();
    renderPage(reload);
    await screen.findByDisplayValue('京A12345');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByDisplayValue('京A12345')).toBeTruthy();
  });
});
