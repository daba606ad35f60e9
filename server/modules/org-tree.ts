import { sql, type Kysely } from 'kysely';
import { AppError } from '../../runtime/index.ts';
import { treeNode, type TreeNode } from './tree-node.ts';

/** _entityName of the organisation tree in pub/tree.ajax; it is no module, its levels live in sys_*. */
export const ORG_TREE_ENTITY = 'SysOrgTree';

/** Root id of the organisation tree (spec 01 §9). */
export const ORG_TREE_ROOT = '0';

type Level = 'org' | 'depart' | 'team';
type NodeRow = { id: string; name: string; is_parent: boolean };

function parseNodeId(id: string): { level: Level | 'root'; key: string } {
  if (id === '' || id === ORG_TREE_ROOT) return { level: 'root', key: ORG_TREE_ROOT };
  const match = /^(org|depart|team)_(.+)$/.exec(id);
  if (!match) throw new AppError('E_BAD_REQUEST', { reason: 'id' });
  return { level: match[1] as Level, key: match[2] as string };
}

function orgs(db: Kysely<any>, parentNo: string) {
  return sql<NodeRow>`
    select o.org_no as id, o.org_name as name,
      exists (select 1 from sys_org c where c.parent_no = o.org_no)
        or exists (select 1 from sys_depart d where d.org_no = o.org_no) as is_parent
    from sys_org o where o.parent_no = ${parentNo} order by o.seq, o.org_no`.execute(db);
}

/** Top departments of an organisation have no parent department. */
function departs(db: Kysely<any>, orgNo: string | null, parentNo: string | null) {
  const where = parentNo === null ? sql`d.org_no = ${orgNo} and (d.parent_no is null or d.parent_no = '')` : sql`d.parent_no = ${parentNo}`;
  return sql<NodeRow>`
    select d.depart_no as id, d.depart_name as name,
      exists (select 1 from sys_depart c where c.parent_no = d.depart_no)
        or exists (select 1 from sys_team t where t.depart_no = d.depart_no) as is_parent
    from sys_depart d where ${where} order by d.seq, d.depart_no`.execute(db);
}

function teams(db: Kysely<any>, departNo: string) {
  return sql<NodeRow>`
    select t.team_no as id, t.team_name as name, false as is_parent
    from sys_team t where t.depart_no = ${departNo} order by t.seq, t.team_no`.execute(db);
}

/**
 * Children of one node of the organisation tree: organisations hold sub-organisations and
 * departments, departments hold sub-departments and teams. Ids carry their level as a prefix
 * (org_, depart_, team_) as the spec's selectors expect.
 */
export async function orgTreeChildren(db: Kysely<any>, id: string): Promise<TreeNode[]> {
  const { level, key } = parseNodeId(id);
  const pId = level === 'root' ? ORG_TREE_ROOT : id;
  const groups: [Level, NodeRow[]][] = [];
  if (level === 'root') groups.push(['org', (await orgs(db, key)).rows]);
  if (level === 'org') groups.push(['org', (await orgs(db, key)).rows], ['depart', (await departs(db, key, null)).rows]);
  if (level === 'depart') groups.push(['depart', (await departs(db, null, key)).rows], ['team', (await teams(db, key)).rows]);
  return groups.flatMap(([childLevel, rows]) => rows.map((row) => treeNode(`${childLevel}_${row.id}`, row.name, pId, row.is_parent)));
}
