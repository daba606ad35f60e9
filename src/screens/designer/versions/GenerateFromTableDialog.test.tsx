// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bundleFromTable, type ModuleBundle } from '../../../../runtime/index.ts';
import { request } from '../../../api/request.ts';
import { activateLocale } from '../../../i18n/index.ts';
import { TestProviders } from '../../../app/TestProviders.tsx';
import { GenerateFromTableDialog } from './index.ts';

vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));

const requestMock = vi.mocked(request);

const generated: ModuleBundle = bundleFromTable('pv_inverter', [
  { name: 'inverter_no', dataType: 'character varying', maxLength: 32, precision: null, scale: null, nullable: false, primaryKey: true },
  { name: 'rated_power', dataType: 'numeric', maxLength: null, precision: 10, scale: 2, nullable: false, primaryKey: false },
  { name: 'install_date', dataType: 'date', maxLength: null, precision: null, scale: null, nullable: true, primaryKey: false },
]);

function answer() {
  requestMock.mockImplementation(async (path) => {
    if (path.endsWith('context.ajax')) {
      return { state: 0, value: { dictionaries: {}, entities: [], menuFolders: [], workflowModels: [], roles: [], posts: [], tables: [{ table: 'vm_vehicle', module: 'vmVehicle' }, { table: 'pv_inverter' }, { table: 'pv_string' }] } };
    }
    if (path.endsWith('generate.ajax')) return { state: 0, value: { bundle: generated } };
    return { state: 0, value: null };
  });
}

function renderDialog() {
  const onGenerated = vi.fn();
  render(
    <TestProviders>
      <GenerateFromTableDialog open onClose={vi.fn()} onGenerated={onGenerated} />
    </TestProviders>,
  );
  return onGenerated;
}

const tableButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) }) as HTMLButtonElement;

describe('GenerateFromTableDialog', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    answer();
  });
  afterEach(() => {
    cleanup();
    requestMock.mockReset();
  });

  it('lists the tables, those a module uses disabled, and filters them by the search box', async () => {
    renderDialog();
    await screen.findByRole('button', { name: /^pv_inverter/ });
    expect(tableButton('vm_vehicle').disabled).toBe(true);
    expect(screen.getByText('已被 vmVehicle 使用')).toBeTruthy();
    expect(tableButton('pv_string').disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('搜索数据表'), { target: { value: 'INVERTER' } });
    expect(screen.queryByRole('button', { name: /^pv_string/ })).toBeNull();
    expect(tableButton('pv_inverter')).toBeTruthy();
  });

  it('generates from the picked table, previews the fields and hands the bundle over', async () => {
    const onGenerated = renderDialog();
    const submit = screen.getByRole('button', { name: '生成草稿' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: /^pv_inverter/ }));
    const preview = await screen.findByRole('table', { name: '字段（3）' });
    expect(requestMock.mock.calls.find(([path]) => path.endsWith('generate.ajax'))?.[1]).toEqual({ table: 'pv_inverter' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const rowOf = (column: string) => rows.find((row) => (row as HTMLTableRowElement).cells[1]?.textContent === column)!;
    expect(within(rowOf('rated_power')).getByText('小数')).toBeTruthy();
    expect(within(rowOf('rated_power')).getByText('是')).toBeTruthy();
    expect(within(rowOf('install_date')).getByText('日期')).toBeTruthy();
    expect(within(rowOf('install_date')).getByText('否')).toBeTruthy();
    expect(within(rowOf('inverter_no')).getByText('主键')).toBeTruthy();
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(onGenerated).toHaveBeenCalledWith(generated));
  });
});
