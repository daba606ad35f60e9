import { describe, expect, it } from 'vitest';
import zh from '../../../locales/zh-CN/screens.json' with { type: 'json' };
import en from '../../../locales/en-US/screens.json' with { type: 'json' };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('screens catalog', () => {
  it('has the same keys in both languages, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const catalog of [zh, en]) for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
  });

  it('uses the same placeholders in both languages, except where Chinese leaves one out', () => {
    const enTexts = en as Record<string, string>;
    for (const [key, text] of Object.entries(zh as Record<string, string>)) {
      const english = placeholders(enTexts[key] ?? '');
      for (const name of placeholders(text)) expect(english, key).toContain(name);
    }
  });

  it('keeps the spec wording of the Chinese confirmations', () => {
    expect(zh['tree.deleteConfirm']).toBe('确认删除节点[{name}]？');
    expect(zh['tree.checkToDelete']).toBe('请勾选要删除的节点！');
    expect(zh['form.mode.workflow']).toBe('流程处理');
  });
});
