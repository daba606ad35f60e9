// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { WfModel } from '../../../../runtime/workflow/index.ts';
import { TestProviders } from '../../../app/TestProviders.tsx';
import { findEntityFields, findExtMethods, loadDraft, publishModel, saveModel } from '../api/designer-calls.ts';
import { findModels } from '../api/model-calls.ts';
import { useDesigner } from './use-designer.ts';

vi.mock('../api/designer-calls.ts', () => ({ findEntityFields: vi.fn(), findExtMethods: vi.fn(), loadDraft: vi.fn(), publishModel: vi.fn(), saveModel: vi.fn() }));
vi.mock('../api/model-calls.ts', () => ({ findModels: vi.fn() }));

const stored = (modelId: string, name: string) => ({ modelId, moduleId: 'dfDefect', name, grpNo: 'dfDefect', nodes: [], lines: [] }) as unknown as WfModel;

/** The designer page's use: the address gives module and model; `rerender` moves the address. */
function renderDesigner(modelId: string) {
  return renderHook(({ model }: { model: string }) => useDesigner('dfDefect', model), { initialProps: { model: modelId }, wrapper: TestProviders });
}

describe('useDesigner', () => {
  beforeEach(() => {
    vi.mocked(findEntityFields).mockResolvedValue([{ name: 'title', label: '标题', inlineList: false }]);
    vi.mocked(findExtMethods).mockResolvedValue([]);
    vi.mocked(findModels).mockResolvedValue([]);
    vi.mocked(loadDraft).mockImplementation(async (modelId) => stored(modelId, `stored ${modelId}`));
    vi.mocked(saveModel).mockResolvedValue({ modelId: 'M9', message: '', problems: [] });
    vi.mocked(publishModel).mockResolvedValue('');
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('keeps a new model’s edits through a publish that leaves the address as it was, and once the address names it', async () => {
    const { result, rerender } = renderDesigner('');
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => result.current.setDraft({ ...result.current.draft, name: 'edited' }));
    expect(result.current.dirty).toBe(true);

    await act(() => result.current.publish());
    expect(result.current.draft).toMatchObject({ modelId: 'M9', name: 'edited' });
    expect(result.current.dirty).toBe(false);

    rerender({ model: 'M9' });
    expect(result.current.draft).toMatchObject({ modelId: 'M9', name: 'edited' });
    expect(loadDraft).not.toHaveBeenCalled();
  });

  it('drops the edits of a model left for another, and reads it again on return', async () => {
    const { result, rerender } = renderDesigner('M1');
    await waitFor(() => expect(result.current.draft.name).toBe('stored M1'));
    act(() => result.current.setDraft({ ...result.current.draft, name: 'edited' }));

    rerender({ model: 'M2' });
    await waitFor(() => expect(result.current.draft.name).toBe('stored M2'));
    expect(result.current.dirty).toBe(false);

    rerender({ model: 'M1' });
    await waitFor(() => expect(result.current.draft.name).toBe('stored M1'));
    expect(vi.mocked(loadDraft).mock.calls.map(([modelId]) => modelId)).toEqual(['M1', 'M2', 'M1']);
  });

  it('refreshes the model list after a save without replacing the draft being edited', async () => {
    const { result } = renderDesigner('M1');
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => result.current.setDraft({ ...result.current.draft, name: 'edited' }));
    vi.mocked(findModels).mockResolvedValue([{ id: 'M1', name: 'edited' } as never]);
    vi.mocked(saveModel).mockResolvedValue({ modelId: 'M1', message: '', problems: [] });
    await act(async () => void (await result.current.save()));
    await waitFor(() => expect(result.current.models).toEqual([{ id: 'M1', name: 'edited' }]));
    expect(result.current.draft.name).toBe('edited');
    expect(loadDraft).toHaveBeenCalledTimes(1);
  });
});
