import { ORG_TREE_ROOT } from '../modules/org-tree.ts';
import { treeNode, type TreeNode } from '../modules/tree-node.ts';
import type { PlatformDb } from '../db/tables/index.ts';

type OrgRow = { org_no: string; org_name: string; parent_no: string };

/**
 * system/ogorgmst/selector.ajax: the organisations the user belongs to as a tree (spec 02 §3
 * 'Organisation: id, name'), ids being organisation numbers; with `under`, only that one and
 * those below it. An organisation hangs under its nearest listed ancestor, else the root.
 */
export async function userOrgTree(db: PlatformDb, userId: string, under: string): Promise<TreeNode[]> {
  const all = (await db.selectFrom('sys_org').select(['org_no', 'org_name', 'parent_no']).orderBy('seq').orderBy('org_no').execute()) as OrgRow[];
  const mine = new Set((await db.selectFrom('sys_user_org').select('org_no').where('user_id', '=', userId).execute()).map((row) => String(row.org_no)));
  const byNo = new Map(all.map((org) => [org.org_no, org]));
  const ancestors = (org: OrgRow): string[] => {
    const chain: string[] = [];
    for (let parent = byNo.get(org.parent_no); parent && !chain.includes(parent.org_no); parent = byNo.get(parent.parent_no)) chain.push(parent.org_no);
    return chain;
  };
  const listed = all.filter((org) => mine.has(org.org_no) && (!under || org.org_no === under || ancestors(org).includes(under)));
  const listedNos = new Set(listed.map((org) => org.org_no));
  const pIds = new Map(listed.map((org) => [org.org_no, ancestors(org).find((no) => listedNos.has(no)) ?? ORG_TREE_ROOT]));
  const parents = new Set(pIds.values());
  return listed.map((org) => treeNode(org.org_no, org.org_name, pIds.get(org.org_no) ?? ORG_TREE_ROOT, parents.has(org.org_no)));
}
