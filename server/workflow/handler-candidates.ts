import type { HandlerConfig } from '../../runtime/workflow/model-types.ts';
import type { ExtMethodContext, ExtMethodRegistry } from './ext-methods.ts';
import { organisationUsers } from './users.ts';
import type { PlatformDb } from '../db/tables/index.ts';

async function ids(query: Promise<Record<string, unknown>[]>): Promise<string[]> {
  return (await query).map((row) => String(row.user_id));
}

function usersWithEmployee(db: PlatformDb, column: 'post_no' | 'depart_no', values: readonly string[]): Promise<Record<string, unknown>[]> {
  return db.selectFrom('sys_user as u').innerJoin('sys_employee as e', 'e.emp_id', 'u.emp_id').select('u.user_id').where(`e.${column}`, 'in', [...values]).execute();
}

async function starterLeader(db: PlatformDb, startUser: string): Promise<string[]> {
  return ids(
    db
      .selectFrom('sys_user as s')
      .innerJoin('sys_employee as e', 'e.emp_id', 's.emp_id')
      .innerJoin('sys_user as u', 'u.emp_id', 'e.leader_emp_id')
      .select('u.user_id')
      .where('s.user_id', '=', startUser)
      .execute(),
  );
}

/**
 * The candidate handlers of a node: the union of its rules (users, roles, posts,
 * departments, the starter, the starter's leader, a handlerGeter extension), kept to active
 * users of the instance's organisation, ordered by id. With excludeStarter the starter comes
 * in only through the rules that name him (starter, starterLeader), never as a member of a group.
 */
export async function candidateUsers(ext: ExtMethodRegistry, context: ExtMethodContext, rule: HandlerConfig): Promise<string[]> {
  const { db } = context;
  const members: string[] = [...rule.users];
  if (rule.roles.length > 0) members.push(...(await ids(db.selectFrom('sys_user_role').select('user_id').where('role_id', 'in', [...rule.roles]).execute())));
  if (rule.posts.length > 0) members.push(...(await ids(usersWithEmployee(db, 'post_no', rule.posts))));
  if (rule.departs.length > 0) members.push(...(await ids(usersWithEmployee(db, 'depart_no', rule.departs))));
  if (rule.extension) members.push(...(await ext.handler(rule.extension, context.moduleId).handlers(context)));
  const found = rule.excludeStarter ? members.filter((user) => user !== context.startUser) : members;
  if (rule.starter) found.push(context.startUser);
  if (rule.starterLeader) found.push(...(await starterLeader(db, context.startUser)));
  return organisationUsers(db, context.orgNo, found);
}
