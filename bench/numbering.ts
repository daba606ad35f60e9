/**
 * Numbering benchmark (docs/bundle-format.md, Numbering): rounds of 50 parallel defect saves
 * over loopback on PostgreSQL, the server filling QX{yyyyMMdd}{seq:3} from its counter, beside
 * a baseline in the same run: the same saves with the number given by the client, so no counter
 * is touched. Rounds alternate, so both meet the same table size and server state. At the end
 * every number is checked to be different. Target: numbered p95 ≤ 150 ms.
 *
 * node bench/numbering.ts [--rounds 20] [--parallel 50]
 * (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a fresh schema)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '../server/app.ts';
import { createDatabase } from '../server/db/database.ts';
import { newSecret, sha256Hex } from '../server/auth/secrets.ts';
import { formatRow, summarize } from './support/stats.ts';
import { benchServerConfig } from './support/bench-server.ts';

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, index, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[index + 1] ?? '');
});
const ROUNDS = Number(args.get('rounds') ?? 20);
const PARALLEL = Number(args.get('parallel') ?? 50);
const TARGET_P95_MS = 150;
const MANAGER = 'U0002';

const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_num_${randomBytes(4).toString('hex')}`;
const database = await createDatabase({ dataDir: 'memory://', databaseUrl, schema });
const config = benchServerConfig(databaseUrl, 'bench-num');
const app = await buildApp({ config, database });
const { db } = database;

try {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const secret = newSecret();
  await db.insertInto('sys_token').values({ token_hash: sha256Hex(secret), user_id: MANAGER, expires_at: new Date(Date.now() + 4 * 3_600_000) }).execute();
  const { rows: refs } = await sql<{ czxx_no: string; eq_no: string }>`
    select e.czxx_no, e.eq_no from eq_equipment e where e.org_no = 'ORG0101' and e.czxx_no is not null limit 1`.execute(db);
  const ref = refs[0];
  if (!ref) throw new Error('the demo seed has no equipment');

  const save = async (defectCode: string): Promise<number> => {
    const body = new URLSearchParams({
      pkValue: '-1', _entityName: 'DfDefect', defectCode, title: '编号基准', czxxNo: ref.czxx_no, eqNo: ref.eq_no, category: 'GENERAL',
      foundBy: '张三', foundTime: '2026-01-01 08:00:00', description: '编号基准',
    });
    const started = performance.now();
    const response = await fetch(`${address}/api/df/defect/save.ajax`, { method: 'POST', headers: { authorization: `Bearer ${secret}` }, body });
    const answer = (await response.json()) as { state: number };
    if (answer.state !== 0) throw new Error(`save answered ${JSON.stringify(answer)}`);
    return performance.now() - started;
  };
  let given = 0;
  const round = (numbered: boolean) => Promise.all(Array.from({ length: PARALLEL }, () => save(numbered ? '' : `BASE${String((given += 1)).padStart(9, '0')}`)));

  // One warm-up round of each: connections opened, statements planned.
  await round(false);
  await round(true);
  const baseline: number[] = [];
  const numbered: number[] = [];
  let baselineMs = 0;
  let numberedMs = 0;
  for (let i = 0; i < ROUNDS; i++) {
    let started = performance.now();
    baseline.push(...(await round(false)));
    baselineMs += performance.now() - started;
    started = performance.now();
    numbered.push(...(await round(true)));
    numberedMs += performance.now() - started;
  }
  const { rows: counts } = await sql<{ all: number; distinct: number }>`
    select count(*) as all, count(distinct defect_code) as distinct from df_defect where org_no = 'ORG0101' and defect_code like 'QX%' and title = '编号基准'`.execute(db);
  const floor = summarize(baseline, baselineMs);
  const summary = summarize(numbered, numberedMs);
  console.log(`numbering on PostgreSQL: ${ROUNDS} rounds of ${PARALLEL} parallel saves each, after one warm-up round`);
  console.log(formatRow('baseline: no rule', floor));
  console.log(formatRow('numbered saves', summary));
  console.log(`ratio numbered/baseline: p50 ${(summary.p50 / floor.p50).toFixed(2)}  p95 ${(summary.p95 / floor.p95).toFixed(2)}`);
  const all = Number(counts[0]?.all);
  const distinct = Number(counts[0]?.distinct);
  console.log(`numbers: ${all} saved, ${distinct} different; target p95 ≤ ${TARGET_P95_MS} ms ${summary.p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}`);
  if (all !== distinct || all !== (ROUNDS + 1) * PARALLEL) process.exitCode = 1;
} finally {
  await app.close();
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  await database.close();
}
