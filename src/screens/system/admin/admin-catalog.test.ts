import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import zh from '../../../../locales/zh-CN/admin-screens.json' with { type: 'json' };
import en from '../../../../locales/en-US/admin-screens.json' with { type: 'json' };
import { activateLocale, i18n } from '../../../i18n/i18n.ts';
import { ORG_LEVELS } from './org-nodes.ts';
import { MENU_TYPES } from './menu-nodes.ts';
import { DATA_SCOPES } from './RoleForm.tsx';

const here = new URL('.', import.meta.url);

describe('administration screen catalogs', () => {
  it('have the same keys in both languages, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const catalog of [zh, en]) for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
  });

  it('render every message with its placeholders filled', async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      await activateLocale(locale);
      for (const id of Object.keys(zh)) expect(i18n._(id, { name: 'N' }), `${locale} ${id}`).not.toMatch(/[{}]/);
    }
  });

  it('hold every admin message the screens name, literally or per level, kind and scope', () => {
    const sources = readdirSync(here).filter((file) => file.endsWith('.tsx')).map((file) => readFileSync(new URL(file, here), 'utf8'));
    const literal = sources.flatMap((source) => [...source.matchAll(/t\('(admin\.[\w.]+)'/g)].map((match) => match[1] ?? ''));
    const composed = [...ORG_LEVELS.map((level) => `admin.org.level.${level}`), ...MENU_TYPES.map((type) => `admin.menu.type.${type}`), ...DATA_SCOPES.flatMap((scope) => [`admin.role.scope.${scope}`, `admin.role.scopeHelp.${scope}`])];
    const known = new Set(Object.keys(zh));
    expect([...literal, ...composed].filter((id) => !known.has(id))).toEqual([]);
  });
});
