// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { activateLocale } from '../../../../i18n/index.ts';
import { TestProviders } from '../../../../app/TestProviders.tsx';
import { request } from '../../../../api/request.ts';
import { DictionaryCreator } from './DictionaryCreator.tsx';

vi.mock('../../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn(async () => ({ state: 0, value: { dictCode: 'toolLoanState' } })) }));

describe('DictionaryCreator', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('creates a dictionary with its items in both languages and hands its code to the field', async () => {
    const created = vi.fn();
    render(<TestProviders><DictionaryCreator taken={['vehicleType']} onCreated={created} /></TestProviders>);
    fireEvent.click(screen.getByRole('button', { name: '新建字典' }));
    const creator = screen.getByRole('group', { name: '新建字典' });
    const create = within(creator).getByRole('button', { name: '创建字典' }) as HTMLButtonElement;
    fireEvent.change(within(creator).getByLabelText('字典编码'), { target: { value: 'vehicleType' } });
    expect(within(creator).getByText('字典编码 vehicleType 已存在')).toBeTruthy();
    expect(create.disabled).toBe(true);
    fireEvent.change(within(creator).getByLabelText('字典编码'), { target: { value: 'toolLoanState' } });
    fireEvent.change(within(creator).getByLabelText('字典名称 中文'), { target: { value: '工具借用状态' } });
    fireEvent.change(within(creator).getByLabelText('字典名称 English'), { target: { value: 'Tool loan state' } });
    fireEvent.change(within(creator).getAllByLabelText('值')[0]!, { target: { value: '10' } });
    fireEvent.change(within(creator).getAllByLabelText('显示名称 中文')[0]!, { target: { value: '借出' } });
    fireEvent.change(within(creator).getAllByLabelText('显示名称 English')[0]!, { target: { value: 'On loan' } });
    expect(create.disabled).toBe(false);
    fireEvent.click(create);
    await waitFor(() => expect(created).toHaveBeenCalledWith('toolLoanState'));
    expect(vi.mocked(request).mock.calls[0]).toEqual([
      'system/moduleDesign/createDictionary.ajax',
      { dictCode: 'toolLoanState', labelZh: '工具借用状态', labelEn: 'Tool loan state', items: JSON.stringify([{ value: '10', labelZh: '借出', labelEn: 'On loan' }]) },
    ]);
  });
});
