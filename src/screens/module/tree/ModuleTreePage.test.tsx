// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { compileModule, type DictionaryBundle, type ModuleBundle } from '../../../../runtime/index.ts';
import bundle from '../../../../tests/fixtures/bundles/eqEquipment.json' with { type: 'json' };
import dictionaries from '../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { request } from '../../../api/request.ts';
import { confirm } from '../../../components/confirm.ts';
import { activateLocale } from '../../../i18n/index.ts';
import { renderInRouter } from '../render-in-router.tsx';
import { ModuleTreePage } from './ModuleTreePage.tsx';

vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));
vi.mock('../../../components/confirm.ts', () => ({ confirm: vi.fn(async () => false) }));

const equipment = compileModule(bundle as ModuleBundle, dictionaries as unknown as DictionaryBundle);
const requestMock = vi.mocked(request);
const UNSAVED = '有修改的数据未保存是否退出？';
const NODES = [
  { id: 'E1', name: '1号风机', pId: '-1', isParent: false },
  { id: 'E2', name: '2号风机', pId: '-1', isParent: false },
];

const nameInput = () => document.getElementById('root_eqName') as HTMLInputElement | null;

function renderTree() {
  return renderInRouter(<ModuleTreePage module={equipment} grant={{ isModuleOprLimit: false, moduleOprs: [] }} />);
}

async function pick(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
}

describe('ModuleTreePage unsaved changes', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    requestMock.mockImplementation(async (path, params) => {
      if (path === 'pub/tree.ajax') return { state: 0, value: NODES };
      if (path.endsWith('find.ajax')) {
        const node = NODES.find((item) => item.id === (params as { pkValue: string }).pkValue);
        return { state: 0, recorder: { eqNo: node?.id, eqName: node?.name, eqCode: node?.id, parentEqNo: '-1', _rowVersion: 1 } };
      }
      return { state: 0, value: null };
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('asks before another node replaces a form with edits; cancel keeps them, confirm switches', async () => {
    renderTree();
    await pick('1号风机');
    await waitFor(() => expect(nameInput()?.value).toBe('1号风机'));
    fireEvent.change(nameInput()!, { target: { value: '1号风机（改）' } });

    await pick('2号风机');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    expect(nameInput()?.value).toBe('1号风机（改）');

    vi.mocked(confirm).mockResolvedValueOnce(true);
    await pick('2号风机');
    await waitFor(() => expect(nameInput()?.value).toBe('2号风机'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('asks before a new node replaces a form with edits', async () => {
    renderTree();
    await pick('1号风机');
    await waitFor(() => expect(nameInput()?.value).toBe('1号风机'));
    fireEvent.change(nameInput()!, { target: { value: '1号风机（改）' } });
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    expect(nameInput()?.value).toBe('1号风机（改）');
  });

  it('switches without asking when the form is unchanged', async () => {
    renderTree();
    await pick('1号风机');
    await waitFor(() => expect(nameInput()?.value).toBe('1号风机'));
    await pick('2号风机');
    await waitFor(() => expect(nameInput()?.value).toBe('2号风机'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before leaving the page with edits', async () => {
    const router = renderTree();
    await pick('1号风机');
    await waitFor(() => expect(nameInput()?.value).toBe('1号风机'));
    fireEvent.change(nameInput()!, { target: { value: '1号风机（改）' } });
    await router.navigate('/elsewhere');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    await waitFor(() => expect(router.state.location.pathname).toBe('/page'));
    expect(nameInput()?.value).toBe('1号风机（改）');
  });
});
