import { sql } from 'kysely';
import type { PlatformDb } from '../db/tables/index.ts';

/** The longest a lock grows to, however many locks came in a row. */
const MAX_LOCK_MINUTES = 24 * 60;
/** Rows of names neither locked nor failed for this long are forgotten. */
const FORGET_AFTER_MS = 24 * 3_600_000;
/** Rows forgotten per failed sign-in at most: the clearing never costs more than one small delete. */
const FORGET_BATCH = 100;

export interface LoginLockPolicy {
  /** Failed password sign-ins in a row that lock the name. */
  failures: number;
  /** Minutes of the first lock; each further lock without a success in between lasts twice as long. */
  minutes: number;
}

/**
 * The key a name's failures are counted under: lower case, as typed, whether or not an account
 * has it, so that locked and unknown names answer alike.
 */
export function lockKey(userName: string): string {
  return userName.trim().toLowerCase().slice(0, 64);
}

/** Minutes the name is still locked for (rounded up), or 0. */
export async function lockedMinutes(db: PlatformDb, key: string): Promise<number> {
  const row = await db.selectFrom('sys_login_lock').select('locked_until').where('name_key', '=', key).executeTakeFirst();
  const until = row?.locked_until as Date | null | undefined;
  const left = until ? until.getTime() - Date.now() : 0;
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/**
 * Counts a failed sign-in of the name; returns the minutes of the lock it caused, or 0. The
 * count and the lock are single statements, so servers sharing the database count together.
 */
export async function recordFailure(db: PlatformDb, key: string, policy: LoginLockPolicy): Promise<number> {
  const now = new Date();
  const counted = await db
    .insertInto('sys_login_lock')
    .values({ name_key: key, failures: 1, lock_count: 0, locked_until: null, updated_at: now })
    .onConflict((conflict) => conflict.column('name_key').doUpdateSet({ failures: sql`sys_login_lock.failures + 1`, updated_at: now }))
    .returning(['failures', 'lock_count'])
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('sys_login_lock')
    .where(
      'name_key',
      'in',
      db
        .selectFrom('sys_login_lock')
        .select('name_key')
        .where('updated_at', '<', new Date(now.getTime() - FORGET_AFTER_MS))
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .limit(FORGET_BATCH),
    )
    .execute();
  if ((counted.failures as number) < policy.failures) return 0;
  const minutes = Math.min(MAX_LOCK_MINUTES, policy.minutes * 2 ** Math.min(counted.lock_count as number, 16));
  const locked = await db
    .updateTable('sys_login_lock')
    .set({ failures: 0, lock_count: sql`lock_count + 1`, locked_until: new Date(now.getTime() + minutes * 60_000) })
    .where('name_key', '=', key)
    .where('failures', '>=', policy.failures)
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) > 0 ? minutes : await lockedMinutes(db, key);
}

/** A successful sign-in, an SMS password reset or an administrator's unlock: the name starts afresh. */
export async function clearFailures(db: PlatformDb, key: string): Promise<void> {
  await db.deleteFrom('sys_login_lock').where('name_key', '=', key).execute();
}
