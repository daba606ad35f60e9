import { describe, expect, it } from 'vitest';
import { dictionaryItemsByValue } from './dictionary-index.ts';
import type { DictionaryDef } from './types.ts';

describe('dictionaryItemsByValue', () => {
  it('finds an item by its value, the first of a repeated value, and builds the index once per dictionary', () => {
    const dictionary = {
      items: [
        { value: '10', label: { 'zh-CN': '在用', 'en-US': 'In use' } },
        { value: '20', label: { 'zh-CN': '维修', 'en-US': 'Repair' } },
        { value: '10', label: { 'zh-CN': '重复', 'en-US': 'Again' } },
      ],
    } as unknown as DictionaryDef;
    const index = dictionaryItemsByValue(dictionary);
    expect(index.get('10')?.label['zh-CN']).toBe('在用');
    expect(index.get('20')?.label['en-US']).toBe('Repair');
    expect(index.get('30')).toBeUndefined();
    expect(dictionaryItemsByValue(dictionary)).toBe(index);
  });
});
