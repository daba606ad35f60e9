import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { signIn } from './session.ts';

/** Spec 01 §2: the cockpit entry opens the gotoView page in a new window, now by a one-time code. */
describe('cockpit link', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser);
  });
  afterAll(() => browser.close());

  it('opens gotoView with a one-time code: no uakey or token in any URL, and the code opens once', async () => {
    const requested: string[] = [];
    page.context().on('request', (request: Request) => requested.push(request.url()));
    const entry = page.locator('header').getByRole('button', { name: '领导驾驶舱' });
    await entry.waitFor();
    const [popup] = await Promise.all([page.waitForEvent('popup'), entry.click()]);
    await popup.waitForURL(/\/cockpit\?moduleId=cockpit&inIframe=true$/);
    await screenshot(popup, 'cockpit-opened');
    const gotoView = requested.find((url) => url.includes('/api/gotoView?'));
    expect(gotoView).toMatch(/\/api\/gotoView\?target=cockpit&moduleId=cockpit&inIframe=true&code=[\w-]{43}$/);
    expect(requested.filter((url) => /[?&/](access_token|uakey)[=/]|ssoToken/.test(url))).toEqual([]);
    // The code was spent: the same link now refuses.
    const again = await page.request.get(gotoView as string, { maxRedirects: 0 });
    expect((await again.json()).code).toBe('E_UNAUTHENTICATED');
  });
});
