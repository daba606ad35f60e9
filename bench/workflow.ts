/**
 * Workflow benchmark: CLIENTS concurrent clients (in a worker thread) drive SUBMITS submits over loopback through
 * a three-node model (start → countersign of two → approval → end), then the tables are
 * checked for lost or doubled transitions. The baseline, measured first on the same
 * connections with as many calls, is findUserTaskNums.ajax: the session check and one read,
 * the least any call of the workflow API costs. Each instance takes four submits: the start,
 * the two countersigners at the same moment, and the approval, sent twice at once (the
 * duplicate must be refused and must not move the instance again).
 *
 * node bench/workflow.ts [--submits 10000] [--clients 50] [--db pglite|postgres]
 * (postgres: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a fresh schema)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { buildApp } from '../server/app.ts';
import { createDatabase } from '../server/db/database.ts';
import { benchDatabaseUrl, benchServerConfig, benchToken } from './support/bench-server.ts';
import { publishDraft, saveDraft } from '../server/workflow/model-store.ts';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../runtime/workflow/model-builders.ts';
import { formatRow, summarize } from './support/stats.ts';
import type { ClientResult, ClientRun } from './workflow-clients.ts';
import { moduleTables } from '../server/db/module-tables.ts';

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, index, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[index + 1] ?? '');
});
const SUBMITS = Number(args.get('submits') ?? 10_000);
const CLIENTS = Number(args.get('clients') ?? 50);
const KIND = args.get('db') ?? 'pglite';
const SUBMITS_PER_INSTANCE = 4;
const INSTANCES = Math.ceil(SUBMITS / SUBMITS_PER_INSTANCE);
const ORG = 'ORG0101';
const USERS = { manager: 'U0002', zhangsan: 'U0003', wangwu: 'U0005' } as const;

const MODEL = wfModel('bench_cosign', 'dfDefect', 'bench', [
  wfNode('start', 'start', '登记', { handlers: { ...NO_HANDLERS, starter: true } }),
  wfNode('cosign', 'ordinary', '会签', { cosignFlag: true, handlers: { ...NO_HANDLERS, users: [USERS.zhangsan, USERS.wangwu] } }),
  wfNode('approve', 'ordinary', '审批', { handlers: { ...NO_HANDLERS, users: [USERS.manager] } }),
  wfNode('end', 'end', '结束'),
], [wfLine('l1', 'start', 'cosign'), wfLine('l2', 'cosign', 'approve'), wfLine('l3', 'approve', 'end')]);

const databaseUrl = benchDatabaseUrl(KIND);
const schema = databaseUrl ? `bench_wf_${randomBytes(4).toString('hex')}` : undefined;
const database = await createDatabase({ dataDir: 'memory://', databaseUrl, schema });
const config = benchServerConfig(databaseUrl, 'bench-wf');
const app = await buildApp({ config, database });
const { db } = database;

try {
  await saveDraft(db, MODEL, 'bench');
  await publishDraft(db, MODEL, 'bench');
  const keys = await benchRecords(INSTANCES);
  const tokens = Object.fromEntries(await Promise.all(Object.entries(USERS).map(async ([name, userId]) => [name, await benchToken(db, userId)]))) as Record<keyof typeof USERS, string>;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const run: ClientRun = { address, modelId: MODEL.modelId, clients: CLIENTS, keys, tokens };
  const { baseline, submits } = await runClients(run);
  const { latencies, accepted, refusedDuplicates, unexpected, elapsed } = submits;

  const check = await verify(keys);
  const summary = summarize(latencies, elapsed);
  const floor = summarize(baseline.latencies, baseline.elapsed);
  console.log(`\nWorkflow benchmark on ${KIND}: ${CLIENTS} requests in flight, ${keys.length} instances, model start → countersign(2) → approval → end`);
  console.log(formatRow('baseline: task counts', floor));
  console.log(formatRow('submit calls', summary));
  console.log(`submit / baseline: p50 ${(summary.p50 / floor.p50).toFixed(2)}x, p95 ${(summary.p95 / floor.p95).toFixed(2)}x`);
  console.log(`accepted submits ${accepted} in ${(elapsed / 1000).toFixed(1)} s = ${((accepted / elapsed) * 1000).toFixed(1)} submits/s; duplicate approvals refused ${refusedDuplicates}`);
  console.log(`instances ended ${check.ended}/${keys.length}; lost transitions ${check.lost}; doubled transitions ${check.doubled}; unexpected answers ${unexpected.length}`);
  if (unexpected.length > 0) console.log(unexpected.slice(0, 10).join('\n'));
} finally {
  await app.close();
  if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  await database.close();
  await fs.rm(config.storageRoot, { recursive: true, force: true });
}

/** Drives the run from a worker thread (bench/workflow-clients.ts) and waits for its figures. */
function runClients(run: ClientRun): Promise<ClientResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./workflow-clients.ts', import.meta.url), { workerData: run });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`benchmark clients exited with ${code}`)));
  });
}

/** Wind-farm defects for the run: copies of a demo defect under new keys and codes. */
async function benchRecords(count: number): Promise<string[]> {
  const { rows: columns } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns where table_name = 'df_defect' and table_schema = current_schema() order by ordinal_position`.execute(db);
  const source = await moduleTables(db).selectFrom('df_defect').select('defect_no').where('org_no', '=', ORG).limit(1).executeTakeFirstOrThrow();
  const select = columns.map(({ column_name: name }) => {
    if (name === 'defect_no') return sql`'BENCH' || lpad(g::text, 8, '0')`;
    if (name === 'defect_code') return sql`'BENCH' || g::text`;
    return sql.ref(`d.${name}`);
  });
  await sql`insert into df_defect (${sql.join(columns.map(({ column_name: name }) => sql.id(name)))})
    select ${sql.join(select)} from df_defect d cross join generate_series(1, ${count}) g where d.defect_no = ${source.defect_no}`.execute(db);
  return Array.from({ length: count }, (_, i) => `BENCH${String(i + 1).padStart(8, '0')}`);
}


/**
 * Per instance the one correct history: 4 tasks, each closed once; 5 log entries of which
 * exactly 4 move the instance (start, the start's submit, the last countersign, the approval).
 * Fewer moves or an unended instance is a lost transition, more is a doubled one.
 */
async function verify(keys: readonly string[]): Promise<{ ended: number; lost: number; doubled: number }> {
  const { rows } = await sql<{ pk_value: string; state: number; tasks: number; open: number; moves: number; entries: number }>`
    select i.pk_value, i.state,
      (select count(*) from wf_task t where t.inst_id = i.inst_id) as tasks,
      (select count(*) from wf_task t where t.inst_id = i.inst_id and t.handle_state = 10) as open,
      (select count(*) from wf_log l where l.inst_id = i.inst_id and l.to_nodes <> '[]') as moves,
      (select count(*) from wf_log l where l.inst_id = i.inst_id) as entries
    from wf_instance i where i.model_id = ${MODEL.modelId}`.execute(db);
  const byKey = new Map(rows.map((row) => [row.pk_value, row]));
  let ended = 0;
  let lost = 0;
  let doubled = 0;
  for (const key of keys) {
    const row = byKey.get(key);
    if (!row) {
      lost += 4;
      continue;
    }
    if (Number(row.state) === 20 && Number(row.open) === 0) ended += 1;
    const moves = Number(row.moves);
    lost += Math.max(0, 4 - moves);
    doubled += Math.max(0, moves - 4) + Math.max(0, Number(row.tasks) - 4) + Math.max(0, Number(row.entries) - 5);
  }
  return { ended, lost, doubled };
}
