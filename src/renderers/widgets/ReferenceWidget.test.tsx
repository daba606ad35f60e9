// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { compileModule, type DictionaryBundle, type ModuleBundle } from '../../../runtime/index.ts';
import bundle from '../../../tests/fixtures/bundles/dfDefect.json' with { type: 'json' };
import dictionaries from '../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { activateLocale } from '../../i18n/index.ts';
import { TestProviders } from '../../app/TestProviders.tsx';
import { request } from '../../api/request.ts';
import { ModuleForm } from '../ModuleForm.tsx';

vi.mock('../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));

const defect = compileModule(bundle as ModuleBundle, dictionaries as unknown as DictionaryBundle);
const requestMock = vi.mocked(request);

function renderForm(formData: Record<string, unknown>) {
  render(
    <TestProviders>
      <ModuleForm module={defect} formData={formData} onChange={vi.fn()} labels={new Map()} readonly={false} liveValidate={false} />
    </TestProviders>,
  );
}

const open = (field: string) => fireEvent.click(document.getElementById(`root_${field}`) as HTMLInputElement);

describe('ReferenceWidget choices', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    requestMock.mockResolvedValue({ totalRows: 0, rows: [], tableHeader: [], isPageList: true, code: 200 });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it("asks the tree picker for the nodes filtered by the current value of the field the bundle's filterBy names", async () => {
    requestMock.mockResolvedValue([]);
    renderForm({ czxxNo: 'S1' });
    open('eqNo');
    await waitFor(() => expect(requestMock).toHaveBeenCalled());
    expect(requestMock).toHaveBeenCalledWith('pub/tree.ajax', expect.objectContaining({ _entityName: 'EqEquipment', id: '', refModule: 'dfDefect', refField: 'eqNo', refValue: 'S1' }));
  });

  it('shows the label of a value the form filled itself, asked of the server by its key', async () => {
    requestMock.mockResolvedValue({ totalRows: 1, rows: [{ pkValue: 'S1', rowDatas: { czxxNam: '张北风电场' } }], tableHeader: [], code: 200 });
    renderForm({ czxxNo: 'S1' });
    await waitFor(() => expect((document.getElementById('root_czxxNo') as HTMLInputElement).value).toBe('张北风电场'));
    expect(requestMock).toHaveBeenCalledWith('pub/tableSelector.ajax', expect.objectContaining({ _entityName: 'BaStation', refModule: 'dfDefect', refField: 'czxxNo', refKey: 'S1', pageSize: 1 }));
  });

  it('names the reference without a filter value when it has no filterBy, so its where still applies', async () => {
    renderForm({});
    open('czxxNo');
    await waitFor(() => expect(requestMock).toHaveBeenCalled());
    expect(requestMock).toHaveBeenCalledWith('pub/tableSelector.ajax', expect.objectContaining({ _entityName: 'BaStation', refModule: 'dfDefect', refField: 'czxxNo', refValue: '' }), expect.anything());
  });
});
