import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import zh from '../../../locales/zh-CN/map-editor.json' with { type: 'json' };
import en from '../../../locales/en-US/map-editor.json' with { type: 'json' };
import { GEO_TYPES } from '../../../runtime/rules/geo-value.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** The map message ids the editor's sources name, the per-type ones for every geo type. */
function usedIds(): string[] {
  const dir = new URL('./', import.meta.url);
  const sources = [...fs.readdirSync(dir).filter((name) => name.endsWith('.tsx') || (name.endsWith('.ts') && !name.endsWith('.test.ts'))).map((name) => fs.readFileSync(new URL(name, dir), 'utf8')), fs.readFileSync(new URL('../widgets/GeoWidget.tsx', dir), 'utf8')];
  const ids = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/'(map\.[\w.]+)'/g)) ids.add(match[1]!);
    for (const match of source.matchAll(/`(map\.[\w.]+)\.\$\{type\}`/g)) for (const type of GEO_TYPES) ids.add(`${match[1]}.${type}`);
  }
  return [...ids];
}

describe('map editor catalog', () => {
  it('has the same keys and placeholders in both languages, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    const english = en as Record<string, string>;
    for (const [key, text] of Object.entries(zh as Record<string, string>)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(english[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('has every message the editor names, the mode and hint of each geo type among them', () => {
    const ids = usedIds();
    expect(ids).toContain('map.mode.geoPolyline');
    expect(ids).toContain('map.problem.vertices');
    expect(ids.filter((id) => !(id in zh))).toEqual([]);
  });
});
