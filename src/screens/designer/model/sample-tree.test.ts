import { describe, expect, it } from 'vitest';
import { compileModule, type DictionaryBundle, type ModuleBundle } from '../../../../runtime/index.ts';
import bundle from '../../../../tests/fixtures/bundles/eqEquipment.json' with { type: 'json' };
import dictionaries from '../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { localeI18n } from '../preview/locale-i18n.ts';
import { sampleRows } from './sample-rows.ts';
import { sampleTree } from './sample-tree.ts';

const equipment = compileModule(bundle as ModuleBundle, dictionaries as unknown as DictionaryBundle);
const tree = equipment.bundle.tree!;

describe('sampleTree', () => {
  it('hangs two rows under the root and the rest under them, named by the name field', () => {
    const rows = sampleRows(equipment, 'zh-CN', localeI18n('zh-CN')._.bind(localeI18n('zh-CN')));
    const sample = sampleTree(rows, tree, '-1');
    const roots = sample.children.get('-1') ?? [];
    expect(roots.map((node) => node.id)).toEqual([rows[0]?.pkValue, rows[1]?.pkValue]);
    expect(roots[0]?.isParent).toBe(true);
    expect(sample.children.get(rows[0]!.pkValue)?.map((node) => node.id)).toEqual([rows[2]?.pkValue, rows[3]?.pkValue]);
    expect(sample.rows[2]?.rowDatas[tree.parentField]).toBe(rows[0]?.pkValue);
    expect(roots[0]?.name).toBe(String(rows[0]?.rowDatas[tree.nameField]));
  });
});
