// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '../../api/query-client.ts';
import { compileModule, type DictionaryBundle, type ModuleBundle } from '../../../runtime/index.ts';
import bundle from '../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import dictionaries from '../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { checkModulesRevision } from '../../app/menu-store.ts';
import { initModule } from './module-api.ts';
import { cachedModule, loadModule, type LoadedModule } from './module-meta.ts';
import { useModule } from './use-module.ts';

vi.mock('../../app/menu-store.ts', () => ({ checkModulesRevision: vi.fn() }));
vi.mock('./module-api.ts', () => ({ initModule: vi.fn() }));
vi.mock('./module-meta.ts', () => ({ cachedModule: vi.fn(), loadModule: vi.fn() }));

const module = compileModule(bundle as ModuleBundle, dictionaries as unknown as DictionaryBundle);
const v1: LoadedModule = { module, version: '1' };
const v2: LoadedModule = { module: compileModule({ ...(bundle as ModuleBundle), title: { 'zh-CN': '车辆台账 v2', 'en-US': 'Vehicles v2' } }, dictionaries as unknown as DictionaryBundle), version: '2' };
const grant = (version: string) => ({ moduleId: 'vmVehicle', version, operations: [], isModuleOprLimit: false, moduleOprs: ['view'] });

/** The detail page's use: no grants wanted. Answers the version the hook settled on once its load is done. */
async function detailPageVersion(revision: number | undefined): Promise<string> {
  vi.mocked(checkModulesRevision).mockResolvedValue(revision);
  const client = createQueryClient({ queries: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  const { result, unmount } = renderHook(() => useModule('vmVehicle', false), { wrapper });
  // The first state is the cached compile (or loading) while the load runs.
  expect(client.isFetching()).toBe(1);
  await waitFor(() => expect(client.isFetching()).toBe(0));
  unmount();
  return result.current.status === 'ready' ? result.current.version : result.current.status;
}

describe('useModule on a page without grants (the detail page)', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('reuses the cached compile while the modules revision is the one it was confirmed at, and asks init once it changed', async () => {
    // First visit: nothing cached, meta/module.ajax answers the version published now.
    vi.mocked(cachedModule).mockReturnValue(undefined);
    vi.mocked(loadModule).mockResolvedValue(v1);
    expect(await detailPageVersion(5)).toBe('1');
    expect(initModule).not.toHaveBeenCalled();

    // Same revision on the next navigation: the cache, no init.ajax.
    vi.mocked(cachedModule).mockReturnValue(v1);
    expect(await detailPageVersion(5)).toBe('1');
    expect(initModule).not.toHaveBeenCalled();

    // A publish since: init.ajax says version 2, which is loaded.
    vi.mocked(initModule).mockResolvedValue(grant('2'));
    vi.mocked(loadModule).mockImplementation(async (_moduleId, version) => (version === '2' ? v2 : v1));
    expect(await detailPageVersion(6)).toBe('2');
    expect(initModule).toHaveBeenCalledTimes(1);
    expect(vi.mocked(loadModule).mock.calls.at(-1)).toEqual(['vmVehicle', '2']);
  });

  it('asks init when the revision cannot be read', async () => {
    vi.mocked(cachedModule).mockReturnValue(v1);
    vi.mocked(loadModule).mockResolvedValue(v1);
    vi.mocked(initModule).mockResolvedValue(grant('1'));
    expect(await detailPageVersion(undefined)).toBe('1');
    expect(initModule).toHaveBeenCalledTimes(1);
  });
});

describe('useModule reload', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('asks init for the newest version even while the revision says the cache is current, and shows it', async () => {
    vi.mocked(checkModulesRevision).mockResolvedValue(7);
    vi.mocked(cachedModule).mockReturnValue(undefined);
    vi.mocked(loadModule).mockImplementation(async (_moduleId, version) => (version === '2' ? v2 : v1));
    const client = createQueryClient({ queries: { retry: false } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useModule('vmVehicle', false), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', version: '1' }));
    expect(initModule).not.toHaveBeenCalled();

    // A save answered that the module changed: the form reloads it.
    vi.mocked(cachedModule).mockReturnValue(v1);
    vi.mocked(initModule).mockResolvedValue(grant('2'));
    const { reload } = result.current as Extract<ReturnType<typeof useModule>, { status: 'ready' }>;
    reload();
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', version: '2' }));
    expect(initModule).toHaveBeenCalledTimes(1);
  });
});
