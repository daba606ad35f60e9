import { sql } from 'kysely';
import { sha256Hex } from './secrets.ts';
import type { Database } from '../db/database.ts';
import { revisionNumber, revisionSubquery } from '../designer/module-revision.ts';
import type { SessionCache } from './session-cache.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { paramsRevisionSubquery } from '../system/live-params.ts';
import { combineDataScopes, isDataScopeKind, type DataScope } from '../../runtime/permission/data-scope.ts';
import { orgAndBelow } from '../modules/data-scope-sql.ts';

/** The signed-in user of a request (docs/architecture.md). */
export interface SessionUser {
  userId: string;
  userName: string;
  /** Display name: the user's real name, else the employee's name. */
  realName: string;
  empId: string;
  empName: string;
  departNo: string;
  departName: string;
  postNo: string;
  postName: string;
  /** The organisation the user currently works in (switchable among sys_user_org). */
  orgNo: string;
  orgName: string;
  roleIds: string[];
  isSuperAdmin: boolean;
  /** 'moduleId:operation' pairs the user's roles grant, read with the session on every request. */
  grants: ReadonlySet<string>;
  /** The records the user's roles let them read (runtime/permission/data-scope.ts), bound by server/modules/data-scope-sql.ts. */
  dataScope: DataScope;
  /** An administrator reset the password: every call but the password change is refused until it changes. */
  mustChangePassword: boolean;
  theme: string;
  avatar: string;
  /** Minutes idle before the client locks the screen, 0 never (0070_personal). */
  lockMinutes: number;
  /** Message types that do not reach the user (push settings). */
  pushMuted: string[];
  /** When this session's lock screen went up; null while unlocked (or without a token). */
  screenLockedAt: Date | null;
  /** sys_token.token_hash of the presented token. */
  tokenId: string;
}

/**
 * A valid lookup carries the modules and parameters revisions read in the same statement: the
 * server reloads its registry or parameters when they differ from the ones it serves
 * (server/designer/live-registry.ts, server/system/live-params.ts).
 */
export type SessionLookup = { status: 'valid'; user: SessionUser; modulesRevision: number; paramsRevision: number } | { status: 'expired' } | { status: 'unknown' };

/** Roles in use of users (aliased ur and r), for the session query's subqueries; disabled roles (state 0) grant nothing. */
const ROLES = sql`sys_user_role ur join sys_role r on r.role_id = ur.role_id and r.state = 1`;
const MINE = sql`ur.user_id = u.user_id`;

/**
 * An active user with employee, department, post, organisation, roles, grants and the modules
 * revision in ONE statement: it runs before every API call, so it must cost a single round trip.
 */
function sessionQuery(db: PlatformDb) {
  return db
    .selectFrom('sys_user as u')
    .leftJoin('sys_employee as e', 'e.emp_id', 'u.emp_id')
    .leftJoin('sys_depart as d', 'd.depart_no', 'e.depart_no')
    .leftJoin('sys_post as p', 'p.post_no', 'e.post_no')
    .leftJoin('sys_org as o', 'o.org_no', 'u.current_org_no')
    .select([
      'u.user_id', 'u.user_name', 'u.real_name', 'u.emp_id', 'u.theme', 'u.avatar', 'u.current_org_no',
      'e.emp_name', 'e.depart_no', 'd.depart_name', 'e.post_no', 'p.post_name', 'o.org_name',
      'u.must_change_password', 'u.lock_minutes', 'u.push_muted',
      sql<string[]>`array(select ur.role_id from ${ROLES} where ${MINE} order by r.seq)`.as('role_ids'),
      sql<boolean>`exists(select 1 from ${ROLES} where ${MINE} and r.is_super)`.as('is_super'),
      sql<string[]>`array(select distinct ro.module_id || ':' || ro.opr_name from ${ROLES} join sys_role_opr ro on ro.role_id = r.role_id where ${MINE})`.as('grants'),
      sql<string[]>`array(select distinct r.data_scope from ${ROLES} where ${MINE})`.as('data_scopes'),
      sql<string[]>`array(select distinct ro.org_no from ${ROLES} join sys_role_org ro on ro.role_id = r.role_id where ${MINE} and r.data_scope = 'custom')`.as('scope_orgs'),
      // Read with the session (evicted by any edit of the organisation tree): lists then bind it instead of walking the tree per call.
      sql<string[]>`array${orgAndBelow(sql.ref('u.current_org_no'))}`.as('tree_orgs'),
      sql<string[]>`array(select distinct rd.depart_no from ${ROLES} join sys_role_depart rd on rd.role_id = r.role_id where ${MINE} and r.data_scope = 'customDepart')`.as('scope_departs'),
      revisionSubquery().as('modules_revision'),
      paramsRevisionSubquery().as('params_revision'),
    ])
    .where('u.state', '=', 1);
}

function toSessionUser(row: Record<string, unknown>, tokenId: string): SessionUser {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  const scopeOrgs = list(row.scope_orgs);
  const scopeDeparts = list(row.scope_departs);
  // The session reads the organisations and departments of all the user's custom roles together: combineDataScopes unites them anyway.
  const roleScopes = list(row.data_scopes)
    .filter(isDataScopeKind)
    .map((kind) => ({ kind, orgNos: kind === 'custom' ? scopeOrgs : [], departNos: kind === 'customDepart' ? scopeDeparts : [] }));
  return {
    userId: text(row.user_id),
    userName: text(row.user_name),
    realName: text(row.real_name) || text(row.emp_name) || text(row.user_name),
    empId: text(row.emp_id),
    empName: text(row.emp_name),
    departNo: text(row.depart_no),
    departName: text(row.depart_name),
    postNo: text(row.post_no),
    postName: text(row.post_name),
    orgNo: text(row.current_org_no),
    orgName: text(row.org_name),
    roleIds: list(row.role_ids),
    isSuperAdmin: row.is_super === true,
    grants: new Set(list(row.grants)),
    dataScope: combineDataScopes(roleScopes, { orgNo: text(row.current_org_no), departNo: text(row.depart_no), userId: text(row.user_id), treeOrgNos: list(row.tree_orgs) }),
    mustChangePassword: row.must_change_password === true,
    theme: text(row.theme),
    avatar: text(row.avatar),
    lockMinutes: Number(row.lock_minutes ?? 0),
    pushMuted: text(row.push_muted).split(',').filter(Boolean),
    screenLockedAt: row.locked_at instanceof Date ? row.locked_at : null,
    tokenId,
  };
}

/** Loads an active user; undefined if disabled or gone. */
export async function loadSessionUser(db: PlatformDb, userId: string, tokenId: string): Promise<SessionUser | undefined> {
  const row = await sessionQuery(db).where('u.user_id', '=', userId).executeTakeFirst();
  return row ? toSessionUser(row, tokenId) : undefined;
}

/**
 * Resolves a presented token with its user: unknown (or user disabled), expired or revoked, or
 * valid. A valid session is served from `cache` while no revoking write evicted it.
 */
export async function loadSessionByToken(database: Database, token: string, cache?: SessionCache): Promise<SessionLookup> {
  const tokenHash = sha256Hex(token);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const epoch = cache?.epoch ?? 0;
  const query = sessionQuery(database.db)
    .innerJoin('sys_token as t', 't.user_id', 'u.user_id')
    .leftJoin('sys_screen_lock as sl', 'sl.token_hash', 't.token_hash')
    .select(['t.expires_at', 't.revoked_at', 'sl.locked_at'])
    .where('t.token_hash', '=', tokenHash)
    .compile();
  // Prepared: planning this many-joined statement cost more than running it, on every request.
  const [row] = await database.runPrepared<Record<string, unknown>>('session-by-token', query);
  if (!row) return { status: 'unknown' };
  const expiresAt = row.expires_at as Date | null;
  if (row.revoked_at || (expiresAt && expiresAt.getTime() <= Date.now())) return { status: 'expired' };
  const found = { status: 'valid', user: toSessionUser(row, tokenHash), modulesRevision: revisionNumber(row.modules_revision), paramsRevision: revisionNumber(row.params_revision) } as const;
  cache?.put(tokenHash, found, expiresAt, epoch);
  return found;
}
