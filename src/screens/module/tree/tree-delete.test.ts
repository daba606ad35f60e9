import { describe, expect, it } from 'vitest';
import { deleteQuestion, findNode } from './tree-delete.ts';

describe('tree deletion', () => {
  it('names one node and counts several (spec 01 §5)', () => {
    expect(deleteQuestion(['1号风机'])).toEqual({ messageId: 'tree.deleteConfirm', params: { name: '1号风机' } });
    expect(deleteQuestion(['a', 'b', 'c'])).toEqual({ messageId: 'tree.deleteManyConfirm', params: { count: 3 } });
  });

  it('finds a loaded node under any parent', () => {
    const children = new Map([
      ['-1', [{ id: 'E1', name: '升压站' }]],
      ['E1', [{ id: 'E2', name: '主变' }]],
    ]);
    expect(findNode(children, 'E2')?.name).toBe('主变');
    expect(findNode(children, 'E9')).toBeUndefined();
  });
});
