import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import zh from '../../../locales/zh-CN/designer-client.json' with { type: 'json' };
import en from '../../../locales/en-US/designer-client.json' with { type: 'json' };
import { CATALOGS } from '../../../locales/catalogs.ts';
import schema from '../../../schemas/module.schema.json' with { type: 'json' };
import { FORMAT_NAMES, LOCALES } from '../../../runtime/index.ts';
import { SECTIONS } from './model/problem-place.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** The designer's source files outside the versions area (which has its own catalogue). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'versions' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

describe('designer client catalog', () => {
  it('has the same keys in both languages, none empty, all prefixed designer.', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const catalog of [zh, en]) for (const [key, text] of Object.entries(catalog)) {
      expect(key.startsWith('designer.'), key).toBe(true);
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    const english = en as Record<string, string>;
    for (const [key, text] of Object.entries(zh as Record<string, string>)) expect(placeholders(english[key] ?? ''), key).toEqual(placeholders(text));
  });

  it('has every message id the designer screen names literally', () => {
    const dir = path.resolve('src/screens/designer');
    const ids = sourceFiles(dir).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/'(designer\.[A-Za-z0-9_.-]+[A-Za-z0-9])'/g)].map((match) => match[1] ?? ''));
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) for (const locale of ['zh-CN', 'en-US'] as const) expect(CATALOGS[locale][id], `${locale} ${id}`).toBeDefined();
  });

  it('names every value of the bundle format the editor offers', () => {
    const defs = schema.$defs;
    const named: [string, readonly (string | number)[]][] = [
      ['designer.type', defs.field.properties.type.enum],
      ['designer.format', FORMAT_NAMES],
      ['designer.treeRef', defs.field.properties.treeRef.enum],
      ['designer.operator', defs.searchCondition.properties.operator.enum],
      ['designer.compare', (defs.form.properties.rules.items.oneOf[0] as { properties: { op: { enum: string[] } } }).properties.op.enum],
      ['designer.summary', defs.list.properties.summary.items.properties.fn.enum],
      ['designer.section', SECTIONS],
      ['designer.locale', LOCALES],
      ['designer.locale.short', LOCALES],
    ];
    for (const [prefix, values] of named) for (const value of values) expect((zh as Record<string, string>)[`${prefix}.${value}`], `${prefix}.${value}`).toBeDefined();
  });
});
