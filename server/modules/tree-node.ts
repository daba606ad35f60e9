/** A node of pub/tree.ajax (spec 01 §3 tree node). */
export interface TreeNode {
  id: string;
  name: string;
  pId: string;
  isParent: boolean;
  leaf: boolean;
  /** A node shown for its place in the tree that cannot be picked (a reference's `where` leaves it out). */
  disabled?: boolean;
}

export function treeNode(id: string, name: string, pId: string, isParent: boolean, selectable = true): TreeNode {
  return selectable ? { id, name, pId, isParent, leaf: !isParent } : { id, name, pId, isParent, leaf: !isParent, disabled: true };
}
