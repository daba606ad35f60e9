/**
 * The list call under two data scopes (issue 15): "the organisation" by a user of the station the
 * vehicles were seeded in (org_no bound to the user's), and "the organisation and below" by a user
 * of the company above it (org_no in the organisations below the company, which the session reads),
 * so both read the same records and differ by the organisations bound; in alternating rounds.
 */
import { sql } from 'kysely';
import { startSession } from '../../server/auth/sessions.ts';
import { createDatabase } from '../../server/db/database.ts';
import { benchTargets, measureApi, totalElapsed, type ApiCall, type Measure, type Round, type Target } from './api-vs-sql.ts';
import { formatRow, summarize } from './stats.ts';

const SCOPES = ['org', 'orgTree'] as const;
type Scope = (typeof SCOPES)[number];

/** A user per scope, reading vehicles only (made once, kept): the station's and its company's; a token each. */
async function scopeTokens(target: Target): Promise<Record<Scope, string>> {
  const database = await createDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    const { db } = database;
    const admin = await db.selectFrom('sys_user').select('current_org_no').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    const station = String(admin.current_org_no);
    const company = await db.selectFrom('sys_org').select('parent_no').where('org_no', '=', station).executeTakeFirstOrThrow();
    const orgOf: Record<Scope, string> = { org: station, orgTree: company.parent_no ? String(company.parent_no) : station };
    const tokens = {} as Record<Scope, string>;
    for (const scope of SCOPES) {
      const orgNo = orgOf[scope];
      const id = `bench_${scope}`;
      await db.insertInto('sys_role').values({ role_id: id, role_name_zh: id, role_name_en: id, data_scope: scope }).onConflict((oc) => oc.column('role_id').doUpdateSet({ data_scope: scope })).execute();
      await db.insertInto('sys_role_opr').values({ role_id: id, module_id: 'vmVehicle', opr_name: 'view' }).onConflict((oc) => oc.doNothing()).execute();
      await db.insertInto('sys_employee').values({ emp_id: id, emp_name: id, org_no: orgNo }).onConflict((oc) => oc.column('emp_id').doUpdateSet({ org_no: orgNo })).execute();
      // Never signs in with a password: the session is started here.
      await db.insertInto('sys_user').values({ user_id: id, user_name: id, password_hash: '!', emp_id: id, real_name: id, current_org_no: orgNo }).onConflict((oc) => oc.column('user_id').doUpdateSet({ current_org_no: orgNo })).execute();
      await db.insertInto('sys_user_org').values({ user_id: id, org_no: orgNo }).onConflict((oc) => oc.doNothing()).execute();
      await db.insertInto('sys_user_role').values({ user_id: id, role_id: id }).onConflict((oc) => oc.doNothing()).execute();
      tokens[scope] = (await startSession(db, id, { configHours: 0, remember: false })).token;
    }
    const below = await sql<{ n: number }>`select count(*)::int as n from sys_org where parent_no = ${orgOf.orgTree}`.execute(db);
    console.log(`  the organisation scope's user works in ${orgOf.org}; the organisation-and-below scope's in ${orgOf.orgTree}, which has ${below.rows[0]?.n ?? 0} organisations directly below it`);
    return tokens;
  } finally {
    await database.close();
  }
}

/**
 * p50 and p95 of the call under each scope on each database, and the p95 of "the organisation and
 * below" over that of "the organisation" beside the goal. The vehicles must be prepared first.
 */
export async function compareScopes(options: {
  rows: number;
  kinds: readonly string[];
  rounds: number;
  measure: Measure;
  call: ApiCall;
  goal: number;
}): Promise<string[]> {
  const lines: string[] = [];
  for (const target of await benchTargets(options.kinds, options.rows)) {
    console.log(`\n${target.kind}: the list call as a user of the organisation scope and one of the organisation-and-below scope, ${options.rounds} rounds`);
    const tokens = await scopeTokens(target);
    const latencies: Record<Scope, number[]> = { org: [], orgTree: [] };
    const rounds: Record<Scope, Round[]> = { org: [], orgTree: [] };
    for (let round = 0; round < options.rounds; round += 1) {
      // Each scope goes first every other round: whatever the second of two servers in a row meets (the database's caches, autovacuum) falls on both alike.
      const order = round % 2 === 0 ? SCOPES : [...SCOPES].reverse();
      for (const scope of order) rounds[scope].push(...(await measureApi(target, tokens[scope], [options.call], options.measure, [latencies[scope]])));
    }
    const [org, tree] = [summarize(latencies.org, totalElapsed(rounds.org)), summarize(latencies.orgTree, totalElapsed(rounds.orgTree))];
    const ratio = tree.p95 / org.p95;
    const figures = [
      formatRow(`${target.kind} scope org`, org),
      formatRow(`${target.kind} scope orgTree`, tree),
      `${target.kind} ratio orgTree/org p95 ${ratio.toFixed(2)}x${ratio <= options.goal ? '' : ' (over the goal)'}; goal ≤ ${options.goal}x`,
    ];
    console.log(figures.map((line) => `  ${line}`).join('\n'));
    lines.push(...figures);
  }
  return lines;
}
