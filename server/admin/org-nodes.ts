import { sql } from 'kysely';
import { AppError } from '../../runtime/index.ts';
import type { Database } from '../db/database.ts';
import { notifySessionChange } from '../db/session-changes.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import { ORG_TREE_ROOT } from '../modules/org-tree.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** The levels of the organisation tree an administrator maintains. */
export const ORG_LEVELS = ['org', 'depart', 'team', 'post'] as const;
export type OrgLevel = (typeof ORG_LEVELS)[number];

interface LevelShape {
  table: string;
  key: string;
  name: string;
  /** The column naming the node above: an organisation's parent, a department's parent department, a team's or post's department. */
  parent: string;
  /** Which level the parent column names; a node's parent of its own level may not sit below it. */
  parentLevel: OrgLevel;
  /** Employee column that names nodes of this level: its users. */
  employeeColumn: string;
}

const LEVELS: Readonly<Record<OrgLevel, LevelShape>> = {
  org: { table: 'sys_org', key: 'org_no', name: 'org_name', parent: 'parent_no', parentLevel: 'org', employeeColumn: 'org_no' },
  depart: { table: 'sys_depart', key: 'depart_no', name: 'depart_name', parent: 'parent_no', parentLevel: 'depart', employeeColumn: 'depart_no' },
  team: { table: 'sys_team', key: 'team_no', name: 'team_name', parent: 'depart_no', parentLevel: 'depart', employeeColumn: 'team_no' },
  post: { table: 'sys_post', key: 'post_no', name: 'post_name', parent: 'depart_no', parentLevel: 'depart', employeeColumn: 'post_no' },
};

const NODE_KEY = /^[A-Za-z0-9_-]{1,32}$/;

export interface OrgNodeFields {
  name: string;
  /** '' at the top: an organisation under the root, a department directly under its organisation, a post of no department. */
  parentNo: string;
  /** The organisation a department, team or post belongs to (an organisation's own number). */
  orgNo: string;
  seq: number;
}

/** Every node of every level, for the administration tree (a few hundred rows at most). */
export async function orgNodes(db: PlatformDb) {
  const result: Record<OrgLevel, Record<string, unknown>[]> = { org: [], depart: [], team: [], post: [] };
  for (const level of ORG_LEVELS) {
    const shape = LEVELS[level];
    const { rows } = await sql<Record<string, unknown>>`
      select ${sql.ref(shape.key)} as key, ${sql.ref(shape.name)} as name, ${sql.ref(shape.parent)} as parent_no,
        org_no, seq, state
      from ${sql.table(shape.table)} order by seq, ${sql.ref(shape.key)}`.execute(db);
    result[level] = rows.map((row) => ({ key: row.key, name: row.name, parentNo: row.parent_no ?? '', orgNo: row.org_no, seq: Number(row.seq), state: Number(row.state) }));
  }
  return result;
}

/** Non-super administrators maintain only their own organisations' nodes. */
async function assertMine(trx: PlatformDb, actor: SessionUser, orgNo: string): Promise<void> {
  if (actor.isSuperAdmin) return;
  const row = await trx.selectFrom('sys_user_org').select('org_no').where('user_id', '=', actor.userId).where('org_no', '=', orgNo).executeTakeFirst();
  if (!row) throw new AppError('E_OTHER_ORG');
}

async function storedNode(trx: PlatformDb, level: OrgLevel, key: string): Promise<Record<string, any>> {
  const shape = LEVELS[level];
  const { rows } = await sql<Record<string, any>>`select * from ${sql.table(shape.table)} where ${sql.ref(shape.key)} = ${key} for update`.execute(trx);
  if (!rows[0]) throw new AppError('E_RECORD_NOT_FOUND');
  return rows[0];
}

/** The parent exists (of the right level and organisation) and is not the node or one below it. */
async function checkParent(trx: PlatformDb, level: OrgLevel, key: string, fields: OrgNodeFields): Promise<void> {
  if (!fields.parentNo) return;
  const shape = LEVELS[level];
  const parentShape = LEVELS[shape.parentLevel];
  const { rows } = await sql<{ org_no: string }>`select org_no from ${sql.table(parentShape.table)} where ${sql.ref(parentShape.key)} = ${fields.parentNo}`.execute(trx);
  const parent = rows[0];
  if (!parent || (level !== 'org' && parent.org_no !== fields.orgNo)) throw new AppError('E_VALIDATION', {}, 'admin.org.badParent');
  if (shape.parentLevel !== level) return;
  const { rows: below } = await sql<{ key: string }>`
    with recursive below(key) as (select ${key}::varchar union select n.${sql.ref(shape.key)} from ${sql.table(shape.table)} n join below b on n.${sql.ref(shape.parent)} = b.key)
    select key from below where key = ${fields.parentNo}`.execute(trx);
  if (below.length > 0) throw new AppError('E_VALIDATION', {}, 'admin.org.cycle');
}

function columnValues(level: OrgLevel, fields: OrgNodeFields): Record<string, unknown> {
  const shape = LEVELS[level];
  const parent = level === 'org' ? fields.parentNo || ORG_TREE_ROOT : fields.parentNo || null;
  return { [shape.name]: fields.name, [shape.parent]: parent, seq: fields.seq, ...(level === 'org' ? {} : { org_no: fields.orgNo }) };
}

// The node tables differ by level: their writes name the table and columns the level's shape gives.
async function insertNode(trx: PlatformDb, shape: LevelShape, row: Record<string, unknown>): Promise<void> {
  await sql`insert into ${sql.table(shape.table)} (${sql.join(Object.keys(row).map((column) => sql.ref(column)))}) values (${sql.join(Object.values(row))})`.execute(trx);
}

async function updateNode(trx: PlatformDb, shape: LevelShape, key: string, values: Record<string, unknown>): Promise<void> {
  const assignments = sql.join(Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
  await sql`update ${sql.table(shape.table)} set ${assignments} where ${sql.ref(shape.key)} = ${key}`.execute(trx);
}

/** Adds a node (`isNew`, its key checked) or renames and moves one; the organisation trees every user reads change at once. */
export async function saveOrgNode(database: Database, actor: SessionUser, level: OrgLevel, key: string, isNew: boolean, fields: OrgNodeFields): Promise<void> {
  if (!fields.name.trim()) throw new AppError('E_VALIDATION', {}, 'admin.nameRequired');
  const shape = LEVELS[level];
  await database.db.transaction().execute(async (trx) => {
    const orgNo = level === 'org' ? fields.parentNo || key : fields.orgNo;
    await assertMine(trx, actor, level === 'org' && isNew ? orgNo : level === 'org' ? key : orgNo);
    if (level !== 'org' && !(await trx.selectFrom('sys_org').select('org_no').where('org_no', '=', fields.orgNo).executeTakeFirst())) {
      throw new AppError('E_VALIDATION', {}, 'admin.unknownOrg');
    }
    await checkParent(trx, level, key, fields);
    if (isNew) {
      if (!NODE_KEY.test(key)) throw new AppError('E_VALIDATION', {}, 'admin.org.keyInvalid');
      const { rows } = await sql`select 1 from ${sql.table(shape.table)} where ${sql.ref(shape.key)} = ${key}`.execute(trx);
      if (rows.length > 0) throw new AppError('E_VALIDATION', {}, 'admin.org.keyTaken');
      await insertNode(trx, shape, { [shape.key]: key, ...columnValues(level, fields) });
    } else {
      await storedNode(trx, level, key);
      await updateNode(trx, shape, key, columnValues(level, fields));
    }
    // Names and places of departments and posts are part of every session, and so are the
    // organisations below the current one (the organisation-and-below data scope).
    await notifySessionChange(database.changes, trx, { kind: 'all' });
  });
}

/** Disables (0) or enables (1) a node: a disabled one stays for the records that name it. */
export async function setOrgNodeState(database: Database, actor: SessionUser, level: OrgLevel, key: string, state: 0 | 1): Promise<void> {
  const shape = LEVELS[level];
  await database.db.transaction().execute(async (trx) => {
    const node = await storedNode(trx, level, key);
    await assertMine(trx, actor, node.org_no as string);
    await updateNode(trx, shape, key, { state });
  });
}

/** What still names a node: its users (employees), the nodes below it and, for an organisation, module records. */
async function usage(trx: PlatformDb, registry: ModuleRegistry, level: OrgLevel, key: string): Promise<{ users: number; children: number; records: number }> {
  const shape = LEVELS[level];
  const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(trx)).rows[0]?.n ?? 0);
  const users = await count(sql<{ n: string }>`select count(*) as n from sys_employee where ${sql.ref(shape.employeeColumn)} = ${key}`);
  const below = ORG_LEVELS.filter((other) => other !== 'org' && (LEVELS[other].parentLevel === level || (level === 'org' && other === 'depart')));
  let children = 0;
  for (const other of below) {
    const column = level === 'org' ? 'org_no' : LEVELS[other].parent;
    children += await count(sql<{ n: string }>`select count(*) as n from ${sql.table(LEVELS[other].table)} where ${sql.ref(column)} = ${key}`);
  }
  if (level === 'org') children += await count(sql<{ n: string }>`select count(*) as n from sys_org where parent_no = ${key}`);
  let records = 0;
  if (level === 'org') {
    for (const module of registry.all().filter((candidate) => candidate.bundle.entity.orgScoped && candidate.bundle.derived === undefined)) {
      records += await count(sql<{ n: string }>`select count(*) as n from ${sql.table(module.table)} where ${sql.ref(SYSTEM_COLUMN.orgNo)} = ${key}`);
    }
  }
  return { users, children, records };
}

/** Deletes a node nothing names; otherwise refuses with the counts (E_CONFLICT 'admin.org.inUse'). */
export async function deleteOrgNode(database: Database, registry: ModuleRegistry, actor: SessionUser, level: OrgLevel, key: string): Promise<void> {
  const shape = LEVELS[level];
  await database.db.transaction().execute(async (trx) => {
    const node = await storedNode(trx, level, key);
    await assertMine(trx, actor, node.org_no as string);
    const used = await usage(trx, registry, level, key);
    if (used.users + used.children + used.records > 0) throw new AppError('E_CONFLICT', used, 'admin.org.inUse');
    await sql`delete from ${sql.table(shape.table)} where ${sql.ref(shape.key)} = ${key}`.execute(trx);
  });
}
