import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n.ts';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withChunkTimeout } from './chunk-timeout.ts';

beforeEach(() => {
  vi.useFakeTimers();
  activateLocale('zh-CN');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('route chunk timeout (spec 01 §8)', () => {
  it('is 120 s', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('fails a chunk that has not arrived after 120 s, with a message naming the wait', async () => {
    const load = withChunkTimeout(() => new Promise<never>(() => {}));
    const result = load();
    const caught = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(await Promise.race([caught, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    expect((error as Error).message).toBe('页面加载超时（120 秒），请检查网络后刷新重试');
  });

  it('says so in English too', async () => {
    await activateLocale('en-US');
    const caught = withChunkTimeout(() => new Promise<never>(() => {}), 5_000)().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(((await caught) as Error).message).toBe('The page did not load within 5 s, check the network, then refresh and try again');
  });

  it('passes a chunk that arrives in time through and leaves no timer behind', async () => {
    const page = { Component: () => null };
    const load = withChunkTimeout(() => new Promise<typeof page>((resolve) => setTimeout(() => resolve(page), 1_000)));
    const result = load();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe(page);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("fails with the loader's own error when that comes first", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/Page.js');
    await expect(withChunkTimeout(() => Promise.reject(failure))()).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('loads afresh on every call', async () => {
    const load = vi.fn(async () => 1);
    const wrapped = withChunkTimeout(load);
    await wrapped();
    await wrapped();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
