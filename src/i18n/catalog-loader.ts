/**
 * Each language's catalog is a chunk of its own, fetched the first time the language is needed:
 * the login page carries one language, not both. en-US also needs zh-CN, its fallback.
 */
import type { Locale } from '../../runtime/bundle/types.ts';
import { withZhFallback, type Catalog } from '../../locales/locale.ts';

/** The chunk of one language's own messages (no fallback). */
export type CatalogChunks = Readonly<Record<Locale, () => Promise<Catalog>>>;

const CHUNKS: CatalogChunks = {
  'zh-CN': () => import('../../locales/zh-CN/index.ts').then((chunk) => chunk.default),
  'en-US': () => import('../../locales/en-US/index.ts').then((chunk) => chunk.default),
};

/**
 * A loader of the merged catalogs: each chunk fetched once (concurrent callers share the fetch,
 * a failed fetch is tried again on the next call), en-US laid over zh-CN.
 */
export function catalogLoader(chunks: CatalogChunks): (locale: Locale) => Promise<Catalog> {
  const fetched = new Map<Locale, Promise<Catalog>>();
  const own = (locale: Locale): Promise<Catalog> => {
    let chunk = fetched.get(locale);
    if (!chunk) {
      chunk = chunks[locale]();
      fetched.set(locale, chunk);
      chunk.catch(() => fetched.delete(locale));
    }
    return chunk;
  };
  return async (locale) => {
    if (locale === 'zh-CN') return own('zh-CN');
    const [zhCN, mine] = await Promise.all([own('zh-CN'), own(locale)]);
    return withZhFallback(zhCN, mine);
  };
}

export const loadCatalog = catalogLoader(CHUNKS);
