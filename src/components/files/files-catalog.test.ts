import { describe, expect, it } from 'vitest';
import zh from '../../../locales/zh-CN/files-client.json' with { type: 'json' };
import en from '../../../locales/en-US/files-client.json' with { type: 'json' };
import { activateLocale, i18n } from '../../i18n/i18n.ts';

describe('files-client catalogs', () => {
  it('have the same keys in both languages, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const catalog of [zh, en]) for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
  });

  it('render every message with its placeholders filled', async () => {
    const params = { n: 3, name: 'a.pdf', type: 'exe', types: 'pdf', max: 6, percent: 40, message: 'm', rows: 500, columns: 60, success: 2, failed: 1 };
    for (const locale of ['zh-CN', 'en-US'] as const) {
      await activateLocale(locale);
      for (const id of Object.keys(zh)) expect(i18n._(id, params), `${locale} ${id}`).not.toMatch(/[{}]/);
    }
  });
});
