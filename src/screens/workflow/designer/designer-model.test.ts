import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, translate } from '../../../i18n/i18n.ts';
import { addLine, addNode, emptyDraft, removeElements, type DraftModel } from './designer-model.ts';

function drawn(): DraftModel {
  let draft = emptyDraft('dfDefect');
  for (const [type, x] of [['start', 0], ['ordinary', 200], ['end', 400]] as const) draft = addNode(draft, type, { x, y: 0 }, type).draft;
  return draft;
}

describe('designer link rules', () => {
  beforeEach(() => activateLocale('zh-CN'));

  it('refuses links out of an end node, into a start node and back to the same node with the spec texts', () => {
    const draft = drawn();
    const [start, task, end] = draft.nodes.map((node) => node.id) as [string, string, string];
    expect(translate(addLine(draft, end, task).refusal ?? '')).toBe('结束节点只能连入，不能连出！');
    expect(translate(addLine(draft, task, task).refusal ?? '')).toBe('开始结束节点不能都是本节点');
    expect(translate(addLine(draft, task, start).refusal ?? '')).toBe('开始节点只能连出，不能连入！');
    expect(addLine(draft, end, task).draft.lines).toHaveLength(0);
  });

  it('draws allowed links once, with their end types', () => {
    const draft = drawn();
    const [start, task] = draft.nodes.map((node) => node.id) as [string, string];
    const first = addLine(draft, start, task);
    expect(first.refusal).toBeUndefined();
    expect(first.line).toMatchObject({ from: start, to: task, fromType: 'start', toType: 'ordinary', condition: '' });
    expect(addLine(first.draft, start, task).draft.lines).toHaveLength(1);
  });

  it('gives new nodes unique ids and the small size to join nodes', () => {
    const { draft, node } = addNode(drawn(), 'sychronize', { x: 100, y: 100 }, '汇聚');
    expect(new Set(draft.nodes.map((entry) => entry.id)).size).toBe(4);
    expect([node.left, node.top]).toEqual([85, 85]);
  });

  it('removes the lines of a removed node', () => {
    const draft = drawn();
    const [start, task, end] = draft.nodes.map((node) => node.id) as [string, string, string];
    const linked = addLine(addLine(draft, start, task).draft, task, end).draft;
    expect(removeElements(linked, new Set([task]), new Set()).lines).toEqual([]);
  });
});
