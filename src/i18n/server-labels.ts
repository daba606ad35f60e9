import type { Locale } from '../../runtime/bundle/types.ts';
import type { Catalog } from '../../locales/locale.ts';
import { request, type Envelope } from '../api/request.ts';
import { toast } from '../components/toast.ts';
import { mergeServerLabels, serverLang } from './i18n.ts';

/**
 * Loads the labels administrators manage on the server for a locale and merges them.
 * A refusal shows its msgInfo (spec 01 §7); any failure keeps the built-in catalogs.
 */
export async function loadServerLabels(locale: Locale): Promise<void> {
  try {
    const body = await request<Envelope<Catalog | null>>('langLabel/getLoadLabels.ajax', { lang: serverLang(locale) }, { method: 'GET', base: 'lios' });
    if (body.state !== 0) toast.error(body.msgInfo ?? '');
    else if (body.value && typeof body.value === 'object') mergeServerLabels(locale, body.value);
  } catch {
    // labels are optional; request() already reported a 401
  }
}
