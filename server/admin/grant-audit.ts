import { sql } from 'kysely';
import { jsonEqual } from '../../runtime/index.ts';
import { newId } from '../auth/secrets.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** What a grant change touched: a role's fields and scope, its menus, its operations in one module, a user's roles or organisations, a menu. */
export type GrantKind = 'role' | 'roleMenus' | 'roleOperations' | 'userRoles' | 'userOrgs' | 'menu';

export interface GrantChange {
  kind: GrantKind;
  /** The role, user or menu changed (roleOperations: 'roleId/moduleId'). */
  targetId: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes one grant change to sys_grant_audit in the caller's transaction: who, when, and the
 * values before and after as JSON. A change that changes nothing is not written.
 */
export async function auditGrant(trx: PlatformDb, actorId: string, change: GrantChange): Promise<void> {
  if (jsonEqual(change.before, change.after)) return;
  await trx
    .insertInto('sys_grant_audit')
    .values({
      id: newId(),
      kind: change.kind,
      target_id: change.targetId,
      before_value: JSON.stringify(change.before ?? null),
      after_value: JSON.stringify(change.after ?? null),
      actor_id: actorId,
      created_at: new Date(),
    })
    .execute();
}

/** The audit of one target and its parts ('roleId' and 'roleId/moduleId'), newest first, for the administration screens. */
export async function grantHistory(db: PlatformDb, targetPrefix: string, limit = 100) {
  const rows = await db
    .selectFrom('sys_grant_audit as a')
    .leftJoin('sys_user as u', 'u.user_id', 'a.actor_id')
    .select(['a.kind', 'a.target_id', 'a.before_value', 'a.after_value', 'a.actor_id', 'u.user_name', 'a.created_at'])
    .where((eb) => eb.or([eb('a.target_id', '=', targetPrefix), eb(sql`left(a.target_id, ${targetPrefix.length + 1})`, '=', `${targetPrefix}/`)]))
    .orderBy('a.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    kind: row.kind as GrantKind,
    targetId: row.target_id as string,
    before: JSON.parse(row.before_value as string) as unknown,
    after: JSON.parse(row.after_value as string) as unknown,
    actorId: row.actor_id as string,
    actorName: (row.user_name as string | null) ?? '',
    createdAt: (row.created_at as Date).toISOString(),
  }));
}
