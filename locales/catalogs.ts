/**
 * The message catalogs of both languages, loaded at once (the server, the tests and the module
 * designer, which writes texts in both). The client's pages load one language at a time through
 * src/i18n/catalog-loader.ts.
 */
import type { Locale } from '../runtime/bundle/types.ts';
import zhCN from './zh-CN/index.ts';
import enUS from './en-US/index.ts';
import { withZhFallback, type Catalog } from './locale.ts';

export const CATALOGS: Readonly<Record<Locale, Catalog>> = { 'zh-CN': zhCN, 'en-US': withZhFallback(zhCN, enUS) };
