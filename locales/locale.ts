/**
 * What the server, the client and the tests share about the two languages, without the
 * catalogs themselves: the client loads each language's catalog as a chunk of its own.
 */
import type { Locale } from '../runtime/bundle/types.ts';

export type Catalog = Record<string, string>;

/** Maps the spec's language codes (zh-cn, en_US) and browser tags to a supported locale. */
export function toLocale(lang: string | undefined | null): Locale {
  return lang && /^en/i.test(lang) ? 'en-US' : 'zh-CN';
}

/** A language's catalog with zh-CN as the fallback: a message it lacks shows in Chinese rather than as its id. */
export function withZhFallback(zhCN: Catalog, own: Catalog): Catalog {
  return { ...zhCN, ...own };
}
