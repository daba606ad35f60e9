import type { MessageParams } from '../../../../runtime/errors.ts';
import type { TreeNode } from '../../../renderers/tree/tree-node.ts';

/** Spec 01 §5: one node is named ('确认删除节点[name]？'), several are counted. */
export function deleteQuestion(names: readonly string[]): { messageId: string; params: MessageParams } {
  if (names.length === 1) return { messageId: 'tree.deleteConfirm', params: { name: names[0] ?? '' } };
  return { messageId: 'tree.deleteManyConfirm', params: { count: names.length } };
}

export function findNode(children: ReadonlyMap<string, readonly TreeNode[]>, id: string): TreeNode | undefined {
  for (const nodes of children.values()) {
    const node = nodes.find((candidate) => candidate.id === id);
    if (node) return node;
  }
  return undefined;
}
