// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { compileModule, type DictionaryBundle, type ModuleBundle } from '../../../runtime/index.ts';
import bundle from '../../../tests/fixtures/bundles/baStation.json' with { type: 'json' };
import dictionaries from '../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { activateLocale } from '../../i18n/index.ts';
import { TestProviders } from '../../app/TestProviders.tsx';
import { request } from '../../api/request.ts';
import { ModuleForm } from '../ModuleForm.tsx';
import MapEditorDialog from '../map/MapEditorDialog.tsx';

vi.mock('../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));

const station = compileModule(bundle as ModuleBundle, dictionaries as unknown as DictionaryBundle);
const requestMock = vi.mocked(request);

function renderForm(formData: Record<string, unknown>, readonly: boolean, onChange = vi.fn()) {
  render(
    <TestProviders>
      <ModuleForm module={station} formData={formData} onChange={onChange} labels={new Map()} readonly={readonly} liveValidate={false} />
    </TestProviders>,
  );
  return onChange;
}

describe('GeoWidget', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    requestMock.mockResolvedValue({ state: 0, value: { tileUrl: null, features: [{ label: '张北风电场', type: 'geoPoint', value: '[114.695,41.151]' }] } });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('takes a polygon typed vertex by vertex in the editor, rounded to 6 decimals', async () => {
    const onChange = renderForm({}, false);
    fireEvent.click(screen.getByRole('button', { name: '在地图上编辑场站边界' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain('地理坐标编辑 · 场站边界');
    await waitFor(() => expect(requestMock).toHaveBeenCalledWith('pub/mapContext.ajax'));
    const add = screen.getByRole('button', { name: '添加顶点' });
    for (const [lng, lat] of [['114.6812345678', '41.158'], ['114.703', '41.162'], ['114.712', '41.149']]) {
      fireEvent.click(add);
      const row = screen.getAllByLabelText(/^第 \d 点经度$/).length;
      fireEvent.change(screen.getByLabelText(`第 ${row} 点经度`), { target: { value: lng } });
      fireEvent.change(screen.getByLabelText(`第 ${row} 点纬度`), { target: { value: lat } });
    }
    expect(dialog.querySelector('output')?.textContent).toBe('[[114.681235,41.158],[114.703,41.162],[114.712,41.149]]');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ outline: '[[114.681235,41.158],[114.703,41.162],[114.712,41.149]]' })));
  });

  it('names the rows still missing before a polygon is a value', async () => {
    renderForm({}, false);
    fireEvent.click(screen.getByRole('button', { name: '在地图上编辑场站边界' }));
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: '添加顶点' }));
    // A blank row is nothing typed yet, not a mistake.
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('第 1 点经度'), { target: { value: '114.7' } });
    fireEvent.change(screen.getByLabelText('第 1 点纬度'), { target: { value: '41.1' } });
    expect(screen.getByRole('alert').textContent).toBe('至少需要 3 个顶点');
    fireEvent.click(screen.getByRole('button', { name: '添加顶点' }));
    fireEvent.change(screen.getByLabelText('第 2 点经度'), { target: { value: '114.' } });
    expect(screen.getByRole('alert').textContent).toBe('第 2 行的经度须在 -180 到 180 之间，纬度须在 -90 到 90 之间');
    // The half-typed longitude stays as typed.
    expect((screen.getByLabelText('第 2 点经度') as HTMLInputElement).value).toBe('114.');
  });

  it('offers no editor on a read-only form and shows the shape on a map instead', async () => {
    renderForm({ location: '[114.695,41.151]' }, true);
    expect(screen.queryByRole('button', { name: '在地图上编辑地理位置' })).toBeNull();
    await waitFor(() => expect(document.querySelector('.geo-map[aria-label="地理位置地图"]')).not.toBeNull(), { timeout: 10_000 });
  });

  it('takes a typed circle centre and radius, the radius rounded to 2 decimals', () => {
    const onConfirm = vi.fn();
    render(
      <TestProviders>
        <MapEditorDialog type="geoCircle" value={undefined} fieldLabel="范围" onConfirm={onConfirm} onClose={vi.fn()} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByLabelText('第 1 点经度'), { target: { value: '110.294' } });
    fireEvent.change(screen.getByLabelText('第 1 点纬度'), { target: { value: '20.01' } });
    fireEvent.change(screen.getByLabelText('半径（米）'), { target: { value: '150.555' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith('[110.294,20.01];150.56');
  });

  it('clears a point to lng and lat -1, as the spec has it', () => {
    const onConfirm = vi.fn();
    render(
      <TestProviders>
        <MapEditorDialog type="geoPoint" value="[114.695,41.151]" fieldLabel="位置" onConfirm={onConfirm} onClose={vi.fn()} />
      </TestProviders>,
    );
    expect((screen.getByLabelText('第 1 点经度') as HTMLInputElement).value).toBe('114.695');
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect((screen.getByLabelText('第 1 点经度') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith('[-1,-1]');
  });
});
