import { sql } from 'kysely';
import { userOrgNos } from './user-orgs.ts';
import { AppError } from '../../runtime/index.ts';
import { treeNode, type TreeNode } from './tree-node.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** _entityName of the organisation tree in pub/tree.ajax; it is no module, its levels live in sys_*. */
export const ORG_TREE_ENTITY = 'SysOrgTree';

/** Root id of the organisation tree (spec 01 §9). */
export const ORG_TREE_ROOT = '0';

type Level = 'org' | 'depart' | 'team';
type NodeRow = { id: string; name: string; is_parent: boolean };
type OrgRow = { org_no: string; org_name: string; parent_no: string; mine: boolean; has_depart: boolean };

function parseNodeId(id: string): { level: Level | 'root'; key: string } {
  if (id === '' || id === ORG_TREE_ROOT) return { level: 'root', key: ORG_TREE_ROOT };
  const match = /^(org|depart|team)_(.+)$/.exec(id);
  if (!match) throw new AppError('E_BAD_REQUEST', { reason: 'id' });
  return { level: match[1] as Level, key: match[2] as string };
}

/**
 * The user's organisations, each under its nearest ancestor that is also the user's (else under
 * the root), so organisations the user does not work in never show, not even as a way through.
 * Every organisation row is read in one query (a handful of rows) and the hierarchy walked here.
 */
async function userOrgChildren(db: PlatformDb, userId: string): Promise<Map<string, NodeRow[]>> {
  const { rows } = await sql<OrgRow>`
    select o.org_no, o.org_name, o.parent_no,
      o.org_no in ${userOrgNos(userId)} as mine,
      exists (select 1 from sys_depart d where d.org_no = o.org_no) as has_depart
    from sys_org o order by o.seq, o.org_no`.execute(db);
  const byNo = new Map(rows.map((row) => [row.org_no, row]));
  const listedParent = (org: OrgRow): string => {
    const seen = new Set([org.org_no]);
    for (let parent = byNo.get(org.parent_no); parent && !seen.has(parent.org_no); parent = byNo.get(parent.parent_no)) {
      if (parent.mine) return parent.org_no;
      seen.add(parent.org_no);
    }
    return ORG_TREE_ROOT;
  };
  const mine = rows.filter((row) => row.mine);
  const parentOf = new Map(mine.map((org) => [org.org_no, listedParent(org)]));
  const hasListedChild = new Set(parentOf.values());
  const children = new Map<string, NodeRow[]>();
  for (const org of mine) {
    const parent = parentOf.get(org.org_no) as string;
    const node = { id: org.org_no, name: org.org_name, is_parent: hasListedChild.has(org.org_no) || org.has_depart };
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  return children;
}

/** Top departments of an organisation have no parent department. */
function departs(db: PlatformDb, orgNo: string | null, parentNo: string | null) {
  const where = parentNo === null ? sql`d.org_no = ${orgNo} and (d.parent_no is null or d.parent_no = '')` : sql`d.parent_no = ${parentNo}`;
  return sql<NodeRow>`
    select d.depart_no as id, d.depart_name as name,
      exists (select 1 from sys_depart c where c.parent_no = d.depart_no)
        or exists (select 1 from sys_team t where t.depart_no = d.depart_no) as is_parent
    from sys_depart d where ${where} order by d.seq, d.depart_no`.execute(db);
}

function teams(db: PlatformDb, departNo: string) {
  return sql<NodeRow>`
    select t.team_no as id, t.team_name as name, false as is_parent
    from sys_team t where t.depart_no = ${departNo} order by t.seq, t.team_no`.execute(db);
}

/**
 * The organisation a department or team belongs to and whether the user works in it; undefined
 * when there is no such node.
 */
async function nodeOrg(db: PlatformDb, level: 'org' | 'depart' | 'team', key: string, userId: string): Promise<{ mine: boolean } | undefined> {
  const table = { org: 'sys_org', depart: 'sys_depart', team: 'sys_team' }[level];
  const { rows } = await sql<{ mine: boolean }>`
    select n.org_no in ${userOrgNos(userId)} as mine
    from ${sql.table(table)} n where ${sql.ref(`n.${level}_no`)} = ${key}`.execute(db);
  return rows[0];
}

/**
 * Children of one node of the organisation tree, limited to the organisations the user may work
 * in (sys_user_org) and their departments and teams: organisations hold the user's
 * sub-organisations and departments, departments hold sub-departments and teams. Ids carry their
 * level as a prefix (org_, depart_, team_) as the spec's selectors expect.
 * @throws AppError E_BAD_REQUEST for an id of no level; E_OTHER_ORG for a node of an organisation
 *   the user does not work in.
 */
export async function orgTreeChildren(db: PlatformDb, id: string, userId: string): Promise<TreeNode[]> {
  const { level, key } = parseNodeId(id);
  const pId = level === 'root' ? ORG_TREE_ROOT : id;
  if (level !== 'root') {
    const owner = await nodeOrg(db, level, key, userId);
    if (!owner) return [];
    if (!owner.mine) throw new AppError('E_OTHER_ORG');
  }
  const groups: [Level, NodeRow[]][] = [];
  if (level === 'root') groups.push(['org', (await userOrgChildren(db, userId)).get(ORG_TREE_ROOT) ?? []]);
  if (level === 'org') groups.push(['org', (await userOrgChildren(db, userId)).get(key) ?? []], ['depart', (await departs(db, key, null)).rows]);
  if (level === 'depart') groups.push(['depart', (await departs(db, null, key)).rows], ['team', (await teams(db, key)).rows]);
  return groups.flatMap(([childLevel, rows]) => rows.map((row) => treeNode(`${childLevel}_${row.id}`, row.name, pId, row.is_parent)));
}
