import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../runtime/bundle/types.ts';
import { catalogLoader, loadCatalog, type CatalogChunks } from './catalog-loader.ts';
import { CATALOGS } from '../../locales/catalogs.ts';

function chunks(zhCN: () => Promise<Record<string, string>>, enUS: () => Promise<Record<string, string>>): CatalogChunks & Record<Locale, ReturnType<typeof vi.fn>> {
  return { 'zh-CN': vi.fn(zhCN), 'en-US': vi.fn(enUS) };
}

describe('the catalog loader', () => {
  it('fetches only zh-CN for zh-CN, and each chunk once however often it is asked for', async () => {
    const fetches = chunks(async () => ({ a: '甲' }), async () => ({ a: 'A' }));
    const load = catalogLoader(fetches);
    const [first, second] = await Promise.all([load('zh-CN'), load('zh-CN')]);
    expect(first).toEqual({ a: '甲' });
    expect(second).toBe(first);
    expect(fetches['zh-CN']).toHaveBeenCalledTimes(1);
    expect(fetches['en-US']).not.toHaveBeenCalled();
    await load('en-US');
    await load('en-US');
    expect(fetches['zh-CN']).toHaveBeenCalledTimes(1);
    expect(fetches['en-US']).toHaveBeenCalledTimes(1);
  });

  it('lays en-US over zh-CN: a message en-US lacks shows in Chinese', async () => {
    const load = catalogLoader(chunks(async () => ({ a: '甲', b: '乙' }), async () => ({ a: 'A' })));
    expect(await load('en-US')).toEqual({ a: 'A', b: '乙' });
  });

  it('fetches again after a failed fetch', async () => {
    let failures = 1;
    const fetches = chunks(
      async () => {
        if (failures-- > 0) throw new Error('offline');
        return { a: '甲' };
      },
      async () => ({}),
    );
    const load = catalogLoader(fetches);
    await expect(load('zh-CN')).rejects.toThrow('offline');
    expect(await load('zh-CN')).toEqual({ a: '甲' });
    expect(fetches['zh-CN']).toHaveBeenCalledTimes(2);
  });

  it('loads the real chunks as the eager catalogs merge them', async () => {
    expect(await loadCatalog('zh-CN')).toEqual(CATALOGS['zh-CN']);
    expect(await loadCatalog('en-US')).toEqual(CATALOGS['en-US']);
  });
});
