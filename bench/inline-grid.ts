/**
 * Inline grid benchmark: a parent saved with ROWS inline child rows in one save.ajax call (the
 * demo defect with its handling records published inline, as an analyst would), one call at
 * a time through the server's request pipeline (inject, no network). Figures:
 * - baseline: the same defect saved alone (no rows), the floor of any save;
 * - baseline: ROWS rows written by one multi-row insert straight into the table, the floor of the rows' write;
 * - add: a new defect with ROWS new rows;
 * - edit: a stored defect with ROWS rows sent back, a tenth of them changed and two swapped.
 * Target: p95 of both ≤ 150 ms on PostgreSQL.
 *
 * node bench/inline-grid.ts [--saves 100] [--grid-rows 200] [--db postgres|pglite]
 * (postgres: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a fresh schema)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { sql } from 'kysely';
import { buildApp } from '../server/app.ts';
import { createDatabase } from '../server/db/database.ts';
import { benchDatabaseUrl, benchServerConfig, benchToken } from './support/bench-server.ts';
import { formatRow, summarize, type LatencySummary } from './support/stats.ts';
import { moduleTables } from '../server/db/module-tables.ts';

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, index, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[index + 1] ?? '');
});
const SAVES = Number(args.get('saves') ?? 100);
const ROWS = Number(args.get('grid-rows') ?? 200);
const KIND = args.get('db') ?? 'postgres';
const WARM_UP = 10;
const TARGET_P95_MS = 150;
const MANAGER = 'U0002';

const databaseUrl = benchDatabaseUrl(KIND);
const schema = databaseUrl ? `bench_grid_${randomBytes(4).toString('hex')}` : undefined;
const database = await createDatabase({ dataDir: 'memory://', databaseUrl, schema });
const config = benchServerConfig(databaseUrl, 'bench-grid');
const app = await buildApp({ config, database });
const { db } = database;
let token = '';
let serial = 0;
/** How long the last save.ajax call took (the edit loop reads the record before it saves). */
let lastSave = 0;

try {
  await app.ready();
  token = await benchToken(db, MANAGER);
  await publishInline();
  const station = String((await post('ba/station/tableList.ajax', { pageSize: 1 })).rows[0].pkValue);

  const parentAlone = await measure(() => post('df/defect/save.ajax', defect(station)));
  const rawInsert = await measure(() => insertRowsDirectly());
  const adds = await measure(() => post('df/defect/save.ajax', { ...defect(station), _children: JSON.stringify({ dfDefectTrack: rows(0) }) }));
  const stored = await post('df/defect/save.ajax', { ...defect(station), _children: JSON.stringify({ dfDefectTrack: rows(0) }) });
  let round = 0;
  const edits = await measure(async () => {
    const { recorder } = await post('df/defect/find.ajax', { pkValue: stored.value });
    round += 1;
    const sent = editedRows(recorder._children.dfDefectTrack, round);
    return post('df/defect/save.ajax', { pkValue: stored.value, _rowVersion: recorder._rowVersion, _children: JSON.stringify({ dfDefectTrack: sent }) });
  }, { timed: 'save' });
  const check = await sql<{ n: number }>`select count(*) as n from df_defect_track where parent_id = ${stored.value}`.execute(db);

  console.log(`\nInline grid benchmark on ${KIND}: ${SAVES} saves each, one at a time, ${ROWS} rows per grid`);
  console.log(formatRow('baseline: parent', parentAlone));
  console.log(formatRow(`baseline: ${ROWS} ins.`, rawInsert));
  console.log(formatRow(`add + ${ROWS} rows`, adds));
  console.log(formatRow(`edit ${ROWS} rows`, edits));
  console.log(`add / parent alone: p50 ${(adds.p50 / parentAlone.p50).toFixed(2)}x, p95 ${(adds.p95 / parentAlone.p95).toFixed(2)}x`);
  console.log(`rows after ${SAVES + WARM_UP} edits: ${Number(check.rows[0]?.n)} (expected ${ROWS})`);
  const worst = Math.max(adds.p95, edits.p95);
  console.log(`target p95 ≤ ${TARGET_P95_MS} ms: ${worst <= TARGET_P95_MS ? 'met' : 'MISSED'} (${worst.toFixed(1)} ms)`);
} finally {
  await app.close();
  if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  await database.close();
  await fs.rm(config.storageRoot, { recursive: true, force: true });
}

/** Latencies of SAVES runs after WARM_UP; with `timed: 'save'` only the save's share is kept (the edit loop reads first). */
async function measure(run: () => Promise<unknown>, { timed }: { timed?: 'save' } = {}): Promise<LatencySummary> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let index = 0; index < WARM_UP + SAVES; index += 1) {
    lastSave = 0;
    const start = performance.now();
    await run();
    const took = timed === 'save' ? lastSave : performance.now() - start;
    if (index >= WARM_UP) latencies.push(took);
  }
  return summarize(latencies, performance.now() - started);
}

/** One module call that must succeed; records how long a save took. */
async function post(path: string, params: Record<string, unknown>): Promise<any> {
  const start = performance.now();
  const response = await app.inject({ method: 'POST', url: `/api/${path}`, headers: { authorization: `Bearer ${token}` }, payload: params });
  if (path.endsWith('save.ajax')) lastSave = performance.now() - start;
  const body = response.json();
  if (response.statusCode !== 200 || (body.state !== undefined && body.state !== 0)) throw new Error(`${path} answered ${response.statusCode} ${response.body.slice(0, 500)}`);
  return body;
}

function defect(station: string): Record<string, unknown> {
  serial += 1;
  return {
    pkValue: -1, defectCode: `GRID${serial}`, title: 'grid bench', czxxNo: station, category: 'GENERAL',
    foundBy: 'bench', foundTime: '2099-01-01 07:00:00', description: 'grid bench',
  };
}

function rows(variant: number): Record<string, unknown>[] {
  return Array.from({ length: ROWS }, (_, index) => ({
    action: 'CONFIRM', handler: `H${index}`, handleTime: '2099-01-01 08:00:00', hours: `${(index % 9) + 1}.5`, content: `step ${index} v${variant}`,
  }));
}

/** The stored rows sent back with every tenth changed and the first two swapped. */
function editedRows(stored: Record<string, unknown>[], round: number): Record<string, unknown>[] {
  const sent = stored.map(({ _labels, parentId, parentName, trackNo, ...row }, index) => (index % 10 === 0 ? { ...row, content: `edited ${round} ${index}` } : row));
  const [first, second, ...rest] = sent;
  return second && first ? [second, first, ...rest] : sent;
}

async function insertRowsDirectly(): Promise<void> {
  const parent = `RAW${randomBytes(6).toString('hex')}`;
  await moduleTables(db)
    .insertInto('df_defect_track')
    .values(Array.from({ length: ROWS }, (_, index) => ({
      track_no: `${parent}${index}`, parent_id: parent, org_no: 'ORG0101', action: 'CONFIRM', handler: `H${index}`,
      handle_time: '2099-01-01 08:00:00', hours: '1.5', content: `step ${index}`, created_by: MANAGER, row_version: 1, seq: index + 1,
    })))
    .execute();
}

/** Publishes the demo defect with its handling records as an inline grid of up to 1,000 rows. */
async function publishInline(): Promise<void> {
  const analyst = await benchToken(db, 'U0007');
  const call = async (as: string, path: string, params: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url: `/api/system/moduleDesign/${path}`, headers: { authorization: `Bearer ${as}` }, payload: params });
    const body = response.json();
    if (body.state !== 0) throw new Error(`${path} answered ${response.body.slice(0, 500)}`);
    return body.value;
  };
  const loaded = await call(analyst, 'load.ajax', { moduleId: 'dfDefect' });
  const bundle = loaded.bundle;
  Object.assign(bundle.form.children[0], { inline: true, maxRows: 1000, rowNumbers: true, orderable: true });
  await call(analyst, 'saveDraft.ajax', { moduleId: 'dfDefect', bundle: JSON.stringify(bundle), revision: -1, note: 'bench' });
  const draft = await call(analyst, 'load.ajax', { moduleId: 'dfDefect' });
  const versions: { version: number; status: string }[] = await call(analyst, 'versions.ajax', { moduleId: 'dfDefect' });
  const publishedVersion = versions.find((version) => version.status === 'published')?.version ?? 0;
  await call(token, 'publish.ajax', { moduleId: 'dfDefect', revision: draft.revision, publishedVersion, note: 'bench' });
}
