// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { activateLocale, currentLocale, i18n, mergeServerLabels } from './i18n.ts';

// A file of its own: en-US has not been fetched when this runs.
describe('switching language', () => {
  it('starts in zh-CN, lets a later choice win over the slower fetch of an earlier one, and applies labels merged before the fetch', async () => {
    expect(currentLocale()).toBe('zh-CN');
    expect(i18n._('login.captchaRefresh')).toBe('看不清？换一张');
    mergeServerLabels('en-US', { 'label.fromServer': 'Managed on the server' });

    const english = activateLocale('en-US');
    await activateLocale('zh-CN');
    await english;
    expect(currentLocale()).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');

    await activateLocale('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n._('label.fromServer')).toBe('Managed on the server');
    expect(i18n._('login.captchaRefresh')).toBe("Can't read it? Get another");
  });
});
