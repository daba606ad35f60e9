import { request, unwrap, type Envelope } from '../api/request.ts';

/**
 * The embedded page of a menu leaf without a router path, or the cockpit (spec 01 §2): the
 * server's gotoView link with the target, its module and inIframe. The server issues it with a
 * one-time code that opens the page once, within a minute; the session uakey never goes into it.
 */
export async function gotoViewLink(target: string, moduleId: string): Promise<string> {
  const link = unwrap(await request<Envelope<string>>('system/pub/gotoViewLink.ajax', { target, moduleId, inIframe: 'true' }));
  return new URL(link, window.location.origin).href;
}
