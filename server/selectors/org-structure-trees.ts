import { ORG_TREE_ROOT } from '../modules/org-tree.ts';
import { treeNode, type TreeNode } from '../modules/tree-node.ts';
import type { PlatformDb } from '../db/tables/index.ts';

type Leaf = { id: string; name: string; departNo: string | null };

/**
 * One organisation as a whole tree (flat nodes with pId): the organisation, its departments
 * (nested by parent_no) and leaves under their departments, or under the organisation when
 * they have none. Ids carry the level prefix of the organisation tree (org_, depart_, and
 * the leaves' own) so one tree widget reads them all.
 */
async function orgStructure(db: PlatformDb, orgNo: string, leafPrefix: string, leaves: Leaf[]): Promise<TreeNode[]> {
  const org = await db.selectFrom('sys_org').select('org_name').where('org_no', '=', orgNo).executeTakeFirst();
  const departs = await db.selectFrom('sys_depart').select(['depart_no', 'depart_name', 'parent_no']).where('org_no', '=', orgNo).orderBy('seq').orderBy('depart_no').execute();
  const orgId = `org_${orgNo}`;
  const known = new Set(departs.map((row) => String(row.depart_no)));
  const parentOf = (departNo: string | null) => (departNo && known.has(departNo) ? `depart_${departNo}` : orgId);
  const children = [
    ...departs.map((row) => ({ id: `depart_${row.depart_no}`, name: String(row.depart_name), pId: parentOf(row.parent_no as string | null) })),
    ...leaves.map((leaf) => ({ id: `${leafPrefix}${leaf.id}`, name: leaf.name, pId: parentOf(leaf.departNo) })),
  ];
  const parents = new Set(children.map((child) => child.pId));
  return [treeNode(orgId, String(org?.org_name ?? orgNo), ORG_TREE_ROOT, parents.has(orgId)), ...children.map((child) => treeNode(child.id, child.name, child.pId, parents.has(child.id)))];
}

/** system/depart/tree.ajax: the organisation's departments and teams (team_ ids). */
export async function departTree(db: PlatformDb, orgNo: string): Promise<TreeNode[]> {
  const teams = await db.selectFrom('sys_team').select(['team_no', 'team_name', 'depart_no']).where('org_no', '=', orgNo).orderBy('seq').orderBy('team_no').execute();
  return orgStructure(db, orgNo, 'team_', teams.map((row) => ({ id: String(row.team_no), name: String(row.team_name), departNo: row.depart_no as string })));
}

/** system/post/tree.ajax: the organisation's departments and their posts (post_ ids). */
export async function postTree(db: PlatformDb, orgNo: string): Promise<TreeNode[]> {
  const posts = await db.selectFrom('sys_post').select(['post_no', 'post_name', 'depart_no']).where('org_no', '=', orgNo).orderBy('seq').orderBy('post_no').execute();
  return orgStructure(db, orgNo, 'post_', posts.map((row) => ({ id: String(row.post_no), name: String(row.post_name), departNo: row.depart_no as string | null })));
}
