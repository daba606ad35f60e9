/** The sample rows as a small tree for the preview of a tree module: two roots, children under them. */
import type { TreeDef } from '../../../../runtime/index.ts';
import { cellText, type ListRow } from '../../../components/table/list-envelope.ts';
import type { TreeNode } from '../../../renderers/tree/tree-node.ts';

/** Rows 0 and 1 hang under the root; every further pair under the row before them. */
function parentIndex(index: number): number {
  return index < 2 ? -1 : Math.floor((index - 2) / 2);
}

/** The rows with their parent field set, and the tree's nodes by parent id. */
export function sampleTree(rows: readonly ListRow[], tree: TreeDef, rootId: string): { rows: ListRow[]; children: Map<string, TreeNode[]> } {
  const linked = rows.map((row, index) => {
    const parent = rows[parentIndex(index)];
    return { ...row, rowDatas: { ...row.rowDatas, [tree.parentField]: parent ? parent.pkValue : rootId } };
  });
  const children = new Map<string, TreeNode[]>();
  linked.forEach((row, index) => {
    const pId = String(row.rowDatas[tree.parentField]);
    const node: TreeNode = { id: row.pkValue, name: cellText(row.rowDatas, tree.nameField), pId, isParent: linked.some((_, other) => parentIndex(other) === index) };
    children.set(pId, [...(children.get(pId) ?? []), node]);
  });
  return { rows: linked, children };
}
