import { sql } from 'kysely';

/** A task someone must still handle (`t`): open, and not a notice. */
export const OPEN_TASK = sql`t.handle_state = 10 and t.task_type <> 'notify'`;

/** A user's display name over `sys_user u` and `sys_employee e`, as the task lists show it. */
export const USER_NAME = sql`coalesce(nullif(u.real_name, ''), e.emp_name, u.user_name)`;

export function waitedMinutes(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
}
