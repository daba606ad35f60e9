import { describe, expect, it } from 'vitest';
import zh from '../../../../locales/zh-CN/designer-versions.json' with { type: 'json' };
import en from '../../../../locales/en-US/designer-versions.json' with { type: 'json' };
import { readdirSync, readFileSync } from 'node:fs';
import { CATALOGS } from '../../../../locales/catalogs.ts';
import { activateLocale, i18n, translate } from '../../../i18n/i18n.ts';
import { propertyWord } from './value-text.ts';

/** Placeholders of a message; an ICU plural's argument counts once. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:[,}])/g)].map((match) => match[1]))].sort();

describe('designer versions catalogs', () => {
  it('have the same keys and placeholders in both languages, none empty, all in this area', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const [key, text] of Object.entries(zh)) {
      expect(key).toMatch(/^designer\.(versions|diff|publish)\./);
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(en[key as keyof typeof en]), key).toEqual(placeholders(text));
    }
  });

  it('render every message with its placeholders filled', async () => {
    const params = { n: 2, version: 3, rows: 4, name: 'N', time: 'T', module: 'M', table: 't', column: 'c', label: 'L', type: 'y', from: 'f', to: 'o', value: 'v', columns: 'a, b', moduleId: 'm', parentId: 'p', routerPath: 'r', precision: 12, scale: 2, part: 'P' };
    for (const locale of ['zh-CN', 'en-US'] as const) {
      await activateLocale(locale);
      for (const id of Object.keys(zh)) expect(i18n._(id, params), `${locale} ${id}`).not.toMatch(/[{}]/);
    }
    activateLocale('zh-CN');
  });

  it('have a word for every property the bundles in modules/ use, so diffs never show a raw name', () => {
    const keys = new Set<string>();
    // Role ids and field names, the keys of fieldPermissions, and the field values numbering's fieldCodes maps are data: diffs show them as they are.
    const DATA_MAPS = new Set(['fieldPermissions', 'fieldCodes']);
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (typeof value === 'object' && value !== null) {
        for (const [key, item] of Object.entries(value)) {
          if (key !== '$schema' && key !== 'zh-CN' && key !== 'en-US') keys.add(key);
          if (!DATA_MAPS.has(key)) walk(item);
        }
      }
    };
    const dir = new URL('../../../../modules/', import.meta.url);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'dictionaries.json')) walk(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
    activateLocale('zh-CN');
    const untranslated = [...keys].filter((key) => propertyWord(key, translate) === key);
    expect(keys.size).toBeGreaterThan(30);
    expect(untranslated).toEqual([]);
  });

  it('have every message id the versions area names literally, in both languages', () => {
    const dir = new URL('./', import.meta.url);
    const sources = readdirSync(dir).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
    const ids = sources.flatMap((name) => [...readFileSync(new URL(name, dir), 'utf8').matchAll(/'(designer\.[A-Za-z0-9_.]+[A-Za-z0-9])'/g)].map((match) => match[1] ?? ''));
    expect(ids.length).toBeGreaterThan(40);
    for (const id of ids) for (const locale of ['zh-CN', 'en-US'] as const) expect(CATALOGS[locale][id], `${locale} ${id}`).toBeDefined();
  });
});
