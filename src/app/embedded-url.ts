import { API_BASES } from '../api/bases.ts';
import { readTokenRecord } from './session-store.ts';

/**
 * The embedded page of a menu leaf without a router path (spec 01 §2): the server's gotoView
 * page with the menu's target, its module, inIframe and the session uakey.
 */
export function gotoViewUrl(target: string, moduleId: string): string {
  const query = new URLSearchParams({ target, moduleId, inIframe: 'true', uakey: readTokenRecord()?.uakey ?? '' });
  return `${API_BASES.base}/gotoView?${query.toString()}`;
}
