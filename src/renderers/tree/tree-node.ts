/**
 * Tree nodes of pub/tree.ajax (spec 01 §3): id, name, pId, leaf, isParent, ... Ids of the
 * organisation tree carry their level as a prefix: org_, depart_, team_.
 */
import { request, unwrap, type Envelope } from '../../api/request.ts';

export interface TreeNode {
  id: string;
  name: string;
  pId?: string | null;
  leaf?: boolean;
  isParent?: boolean;
  disabled?: boolean;
}

/** Spec 01 §9: module trees hang under '-1'. */
export const DEFAULT_TREE_ROOT = '-1';

export function hasChildren(node: TreeNode): boolean {
  return node.isParent ?? node.leaf === false;
}

/** Reads a node list sent bare or inside an envelope. */
function nodesOf(body: unknown): TreeNode[] {
  const list = Array.isArray(body) ? body : unwrap(body as Envelope<unknown>);
  if (!Array.isArray(list)) return [];
  return (list as TreeNode[]).map((node) => ({ ...node, id: String(node.id), name: String(node.name ?? '') }));
}

/** Children of `parentId` in an entity's tree, optionally narrowed by extra parameters. */
export async function loadTreeChildren(entity: string, parentId: string, extra: Record<string, unknown> = {}): Promise<TreeNode[]> {
  return nodesOf(await request<unknown>('pub/tree.ajax', { _entityName: entity, id: parentId, ...extra }));
}
