import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { baseUrl, signIn } from './session.ts';

/** Spec 01 §8: unhandled script errors become error notifications titled by their kind. */
describe('unhandled script errors', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser);
  });
  afterAll(() => browser.close());

  const alert = (title: string) => page.getByRole('alert').filter({ hasText: title });

  /** Each scenario starts on a freshly loaded home page, with no notification of the one before. */
  const openHome = async () => {
    await page.goto(`${baseUrl()}/index`);
    await page.getByRole('navigation', { name: 'menu' }).waitFor();
  };

  it('titles a thrown error and an unhandled rejection by their kind, with their message', async () => {
    await openHome();
    await page.evaluate(() => {
      // A real TypeError thrown outside any handler, and a rejection nobody catches.
      window.setTimeout(() => (window as unknown as { nothingHere: { value: number } }).nothingHere.value);
      void Promise.reject(new RangeError('Invalid array length'));
      window.setTimeout(() => {
        throw new ReferenceError('notDefinedAnywhere is not defined');
      });
    });
    await alert('使用了错误的类型或对象').waitFor();
    await alert('使用内置对象时，参数超范围').filter({ hasText: 'Invalid array length' }).waitFor();
    await alert('未找到对象').filter({ hasText: 'notDefinedAnywhere is not defined' }).waitFor();
    await screenshot(page, 'script-errors');
  });

  it('leaves request errors to the request layer: no script-error notification for them', async () => {
    await openHome();
    await page.evaluate(() => {
      window.setTimeout(() => {
        throw Object.assign(new Error('Status:404, requesting a non-existent server record!'), { name: 'RequestError' });
      });
      // A script error thrown after it: once its notification shows, the request error was handled.
      window.setTimeout(() => {
        throw new ReferenceError('afterTheRequestError is not defined');
      });
    });
    await alert('未找到对象').filter({ hasText: 'afterTheRequestError is not defined' }).waitFor();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Status:404' }).count()).toBe(0);
  });
});
