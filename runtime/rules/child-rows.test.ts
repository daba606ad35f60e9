import { describe, expect, it } from 'vitest';
import type { ChildListDef } from '../bundle/types.ts';
import { loadCompiled } from '../test-support/modules.ts';
import { childFieldPath, childRowErrors, parseChildFieldPath, rowCountErrors, validateChildRows } from './child-rows.ts';

const track = loadCompiled('dfDefectTrack');
const link: ChildListDef = { module: 'dfDefectTrack', title: { 'zh-CN': '处理记录', 'en-US': 'Handling records' }, inline: true, minRows: 1, maxRows: 3 };

function row(values: Record<string, unknown> = {}): Record<string, unknown> {
  return { trackNo: null, parentId: null, parentName: null, action: 'CONFIRM', handler: '张三', handleTime: '2024-05-01 08:00:00', hours: '1.5', content: '现场核实', ...values };
}

describe('inline child rows', () => {
  it('names a row field by list, position and field, and reads it back', () => {
    expect(childFieldPath('dfDefectTrack', 12, 'handler')).toBe('dfDefectTrack[12].handler');
    expect(parseChildFieldPath('dfDefectTrack[12].handler')).toEqual({ moduleId: 'dfDefectTrack', index: 12, field: 'handler' });
    for (const plain of ['handler', 'dfDefectTrack', 'a[x].b', 'a[1]', '[1].b', 'a[1].b.c']) expect(parseChildFieldPath(plain)).toBeUndefined();
  });

  it('holds the row count between minRows and maxRows, in the user language', () => {
    expect(rowCountErrors(link, track, 0, 'en-US')).toEqual([{ field: 'dfDefectTrack', messageId: 'rule.rows.min', params: { label: 'Handling records', limit: 1 } }]);
    expect(rowCountErrors(link, track, 1)).toEqual([]);
    expect(rowCountErrors(link, track, 3)).toEqual([]);
    expect(rowCountErrors(link, track, 4)).toEqual([{ field: 'dfDefectTrack', messageId: 'rule.rows.max', params: { label: '处理记录', limit: 3 } }]);
    // Without bounds any count passes; without a title the child module's names the list.
    expect(rowCountErrors({ module: 'dfDefectTrack', inline: true }, track, 0)).toEqual([]);
    expect(rowCountErrors({ module: 'dfDefectTrack', inline: true, minRows: 2 }, track, 1)[0]?.params.label).toBe('缺陷处理记录');
  });

  it("checks each row by the child module's rules, at the row's place", () => {
    const errors = childRowErrors(link, track, [row(), row({ handler: '', hours: '1000' }), row({ action: 'NOPE' })]);
    expect(errors.map((error) => [error.field, error.messageId])).toEqual([
      ['dfDefectTrack[1].handler', 'rule.required.enter'],
      ['dfDefectTrack[1].hours', 'rule.range'],
      ['dfDefectTrack[2].action', 'rule.dict'],
    ]);
  });

  it('leaves the parent link to the server: a row without it is valid', () => {
    // parentId is required in the child bundle, but a new parent has no key yet.
    expect(childRowErrors(link, track, [row({ parentId: null })])).toEqual([]);
  });

  it('answers count and row errors together', () => {
    const errors = validateChildRows(link, track, [row(), row(), row(), row({ content: '' })]);
    expect(errors.map((error) => error.field)).toEqual(['dfDefectTrack', 'dfDefectTrack[3].content']);
  });
});
