import { sql, type RawBuilder } from 'kysely';
import { containsPattern } from '../../modules/like-pattern.ts';

/** A task someone must still handle (`t`): open, and not a notice. */
export const OPEN_TASK = sql`t.handle_state = 10 and t.task_type <> 'notify'`;

/** A user's display name over `sys_user u` and `sys_employee e`, as the task lists show it. */
export const USER_NAME = sql`coalesce(nullif(u.real_name, ''), e.emp_name, u.user_name)`;

export function waitedMinutes(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
}

/** A user named by id, or by part of their display name. */
export function userMatches(column: RawBuilder<unknown>, text: string): RawBuilder<unknown> {
  return sql`exists (select 1 from sys_user u left join sys_employee e on e.emp_id = u.emp_id
    where u.user_id = ${column} and (u.user_id = ${text} or ${USER_NAME} ilike ${containsPattern(text)}))`;
}

/** The display name of the user whose id is in `column` (null for an unknown id). */
export function userNameOf(column: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select ${USER_NAME} from sys_user u left join sys_employee e on e.emp_id = u.emp_id where u.user_id = ${column})`;
}
