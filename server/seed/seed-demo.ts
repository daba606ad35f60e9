import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { refreshStatistics } from '../db/statistics.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { seedWorkflowDemo } from './workflow-models.ts';
import { upgradeSeed } from './seed-upgrade.ts';
import { seedModuleRecords } from './module-records.ts';
import { hashDemoPasswords, seedSystemRecords } from './system-records.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { EMPLOYEES, ORGS, POSTS, USERS } from './system-data.ts';

/** Serialises demo seeding of servers starting together on one empty PostgreSQL database. */
const SEED_LOCK = 7406220003;

async function isEmpty(database: Database): Promise<boolean> {
  return (await database.db.selectFrom('sys_org').select('org_no').limit(1).executeTakeFirst()) === undefined;
}

/**
 * Loads the demo company on an empty database (no sys_org row), in one transaction: the
 * organisation, people and roles, menus, labels, then the module records and the messages about them. On every
 * start, a seeded database gets the seed's menus and grants it was never given (seed-upgrade.ts:
 * what an administrator removed stays removed) and missing demo workflow models are
 * published (seedWorkflowDemo, which takes its own lock and transaction).
 */
export async function seedDemoData(database: Database, registry: ModuleRegistry): Promise<void> {
  // Hashing is the slow part; done before the transaction, and only when it may be needed.
  const passwordHashes = (await isEmpty(database)) ? await hashDemoPasswords() : undefined;
  const seeded = await database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK)})`.execute(trx);
    const empty = (await trx.selectFrom('sys_org').select('org_no').limit(1).executeTakeFirst()) === undefined;
    if (empty && passwordHashes) {
      await seedSystemRecords(trx, passwordHashes);
      await upgradeSeed(trx, registry);
      await seedModuleRecords({ ...database, db: trx }, registry, {
        orgs: ORGS.map((org) => ({ orgNo: org.org_no, orgName: org.org_name, orgType: org.org_type })),
        users: USERS.map((user) => ({ userId: user.userId, userName: user.userName, empId: user.empId, orgNo: user.orgNo })),
        employees: EMPLOYEES.map((emp) => ({
          empId: emp.emp_id,
          empName: emp.emp_name,
          orgNo: emp.org_no,
          departNo: emp.depart_no,
          teamNo: emp.team_no,
          postName: POSTS.find((post) => post.post_no === emp.post_no)?.post_name,
          mobile: emp.mobile,
        })),
      });
      await seedDemoMessages(trx, registry);
    } else {
      await upgradeSeed(trx, registry);
    }
    return empty && passwordHashes !== undefined;
  });
  if (seeded) await refreshStatistics(database.db);
  await seedWorkflowDemo(database, registry);
}
