import { describe, expect, it } from 'vitest';
import zh from '../../locales/zh-CN/client.json' with { type: 'json' };
import en from '../../locales/en-US/client.json' with { type: 'json' };
import { activateLocale, i18n, serverLang } from './i18n.ts';

describe('client catalogs', () => {
  it('have the same keys in both languages, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const catalog of [zh, en]) for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
  });

  it('render every message with its placeholders filled', async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      await activateLocale(locale);
      for (const id of Object.keys(zh)) {
        const text = i18n._(id, { n: 3, code: 418, name: 'N', org: 'O', title: 'T', app: 'A' });
        expect(text, `${locale} ${id}`).not.toMatch(/[{}]/);
      }
    }
    expect(i18n._('login.captchaRefresh')).toBe("Can't read it? Get another");
  });

  it('uses the spec language codes on the wire', () => {
    expect(serverLang('zh-CN')).toBe('zh-cn');
    expect(serverLang('en-US')).toBe('en_US');
  });
});
