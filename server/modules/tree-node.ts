/** A node of pub/tree.ajax (spec 01 §3 tree node). */
export interface TreeNode {
  id: string;
  name: string;
  pId: string;
  isParent: boolean;
  leaf: boolean;
}

export function treeNode(id: string, name: string, pId: string, isParent: boolean): TreeNode {
  return { id, name, pId, isParent, leaf: !isParent };
}
