import type { AuthSettings } from './auth-settings.ts';
import { liveDemoCredentials } from '../seed/demo-credentials.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * Reasons not to start, each a sentence for the log: in production (NODE_ENV=production) any
 * demo credential that still works (server/seed/demo-credentials.ts); always, a registration
 * role or organisation the database does not have.
 */
export async function startupProblems(db: PlatformDb, settings: AuthSettings): Promise<string[]> {
  const problems: string[] = [];
  if (settings.production) {
    for (const live of await liveDemoCredentials(db)) problems.push(`NODE_ENV=production and ${live}: change the password or lock the account (system/user/lock.ajax), revoke the key, or start with SEED_DEMO=off on a fresh database`);
  }
  if (settings.registerRole && !(await db.selectFrom('sys_role').select('role_id').where('role_id', '=', settings.registerRole).executeTakeFirst())) {
    problems.push(`REGISTER_ROLE ${settings.registerRole} is not a role of the database`);
  }
  if (settings.registerOrg && !(await db.selectFrom('sys_org').select('org_no').where('org_no', '=', settings.registerOrg).executeTakeFirst())) {
    problems.push(`REGISTER_ORG ${settings.registerOrg} is not an organisation of the database`);
  }
  return problems;
}
