/**
 * Import and export benchmark (issue: files). A 20-column module (tests/fixtures/wide-module,
 * its import key searchable, so indexed twice: btree and trigram) and a generated ROWS-row
 * filled template (default 100,000, one row in 200 invalid):
 * - reading that workbook with exceljs alone (the floor any import pays),
 * - the upload checks (zip inspection, template mark) and the import itself (rules of every row,
 *   one transaction, error workbook) into an empty table,
 * - the same import into a table already holding FILLED rows of the same organisation (default
 *   1,000,000; 0 skips it), whose key lookups must stay on the key index; the generated rows are
 *   kept between runs (bench/.data/import-filled, the bench_import_filled schema),
 * - exporting 10,000 and ROWS rows.
 * Each step runs in a fresh child process, so its wall time and peak RSS are its own; RSS
 * includes the embedded database when it is PGlite. V8 collects lazily, so a peak RSS that grows
 * with the rows need not be memory the export holds: the ROWS export runs once more with the old
 * space capped at 64 MB, and finishing there with the 10,000-row peak shows that it holds none.
 *
 * node bench/import-export.ts [--rows 100000] [--filled 1000000] [--db pglite|postgres]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import pg from 'pg';
import { planListQuery, type CompiledModule } from '../runtime/index.ts';
import { createDatabase, type Database } from '../server/db/database.ts';
import { preparePlatform } from '../server/db/prepare-database.ts';
import { migrateModuleTables } from '../server/db/module-migrate.ts';
import { loadModuleRegistry, type ModuleRegistry } from '../server/modules/registry.ts';
import { insertVersion, SYSTEM_AUTHOR } from '../server/designer/version-store.ts';
import { issueName } from '../server/files/file-storage.ts';
import { createLocalStorage } from '../server/files/storage/local-storage.ts';
import { storageSink } from '../server/files/storage/storage-sink.ts';
import { translators } from '../server/plugins/i18n.ts';
import { importableFields } from '../server/excel/import-fields.ts';
import { createTemplateWriter } from '../server/excel/template-writer.ts';
import { templateSecret } from '../server/excel/template-secret.ts';
import { inspectXlsx } from '../server/excel/xlsx-inspect.ts';
import { readTemplateMark } from '../server/excel/template-check.ts';
import { runImport } from '../server/excel/import-run.ts';
import { exportColumns, runExport } from '../server/excel/export-run.ts';
import { seedWide } from './support/seed-wide.ts';
import type { CellPrimitive } from '../server/excel/cell-value.ts';

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, index, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[index + 1] ?? '');
});
const ROWS = Number(args.get('rows') ?? 100_000);
const KIND = (args.get('db') ?? 'pglite') as 'pglite' | 'postgres';
const FILLED = Number(args.get('filled') ?? 1_000_000);
const PHASE = args.get('phase');
/** Which table the phase works on: a fresh one, or the one kept with FILLED rows. */
const TARGET = (args.get('target') ?? 'empty') as 'empty' | 'filled';
const WORK = path.resolve(TARGET === 'empty' ? 'bench/.data/import-export' : 'bench/.data/import-filled');
const FILES = path.join(WORK, 'files');
const FIXTURE = fileURLToPath(new URL('../tests/fixtures/wide-module/', import.meta.url));
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = TARGET === 'empty' ? 'bench_import_export' : 'bench_import_filled';
const ORG = 'BENCH';
const SMALL_ORG = 'BENCH10K';
const SMALL_ROWS = 10_000;
const UPLOAD_ID = 'b'.repeat(32);
const locale = 'zh-CN';
const t = translators[locale];

interface Measured {
  label: string;
  rows: number;
  ms: number;
  rssBeforeMb: number;
  peakRssMb: number;
  note?: string;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function openDatabase(): Promise<Database> {
  return KIND === 'postgres' ? createDatabase({ databaseUrl: PG_URL, schema: SCHEMA }) : createDatabase({ dataDir: path.join(WORK, 'db') });
}

async function openModule(database: Database): Promise<{ registry: ModuleRegistry; module: CompiledModule }> {
  const registry = await loadModuleRegistry(FIXTURE);
  await migrateModuleTables(database, registry);
  return { registry, module: registry.byModuleId('bcWide') as CompiledModule };
}

/** Times one step in this process; peak RSS is the process's maximum so far. */
async function measure(label: string, rows: number, step: () => Promise<string | void>): Promise<Measured> {
  const rssBeforeMb = mb(process.memoryUsage().rss);
  const started = performance.now();
  const note = (await step()) ?? undefined;
  return { label, rows, ms: performance.now() - started, rssBeforeMb, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), note };
}

function report(result: Measured): void {
  console.log(`RESULT ${JSON.stringify(result)}`);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** One filled row of the wide template; every 200th has a phone number the rules refuse. */
function wideRow(index: number): CellPrimitive[] {
  const day = new Date(Date.UTC(2020, 0, 1 + (index % 1500)));
  return [
    `W${pad(index, 7)}`,
    `设备${index}`,
    ['甲类', '乙类', '丙类'][index % 3] as string,
    index % 5 === 0 ? '停用' : '在用',
    ['张三', '李四', '王五'][index % 3] as string,
    index % 200 === 7 ? '12345' : `139${pad(index % 100_000_000, 8)}`,
    index % 1000,
    (index % 100_000) / 100,
    index / 7,
    day,
    new Date(day.getTime() + 30 * 86_400_000),
    new Date(day.getTime() + 9.5 * 3_600_000),
    `2024-${pad(1 + (index % 12))}`,
    index % 2 === 0 ? '是' : '否',
    `规格-${index % 50}`,
    `型号-${index % 80}`,
    ['金风科技', '远景能源', '明阳智能'][index % 3] as string,
    `一期 ${index % 40} 号机位`,
    (index % 1000) / 8,
    index % 10 === 0 ? '年度检修后复核' : null,
  ];
}

const PHASES: Record<string, () => Promise<void>> = {
  /** Database and tables (FILLED generated rows in the filled target), and the filled template under the storage root. */
  async setup() {
    const database = await openDatabase();
    await preparePlatform(database);
    const { module } = await openModule(database);
    // Imports run under the module's published version (holdPublishedVersion): the fixture is
    // published as version 0, the version a registry read from files compiles.
    const published = await database.db.selectFrom('sys_module_version').select('version').where('module_id', '=', module.moduleId).executeTakeFirst();
    if (!published) await insertVersion(database.db, { moduleId: module.moduleId, version: 0, status: 'published', bundle: module.bundle, note: 'bench fixture', userId: SYSTEM_AUTHOR });
    if (TARGET === 'filled') await seedWide(database, module, ORG, FILLED);
    const storageName = issueName('import', UPLOAD_ID);
    const sink = storageSink(await createLocalStorage(FILES), storageName);
    const writer = createTemplateWriter(sink.stream, { module, fields: importableFields(module), locale, secret: await templateSecret(database), t });
    for (let index = 1; index <= ROWS; index += 1) writer.addRow(wideRow(index));
    await writer.finish();
    fs.writeFileSync(path.join(WORK, 'upload.json'), JSON.stringify({ storageName, bytes: await sink.finish() }));
    await database.close();
  },

  /** The floor: every row of the same file read by exceljs's streaming reader, nothing else. */
  async read() {
    const { storageName } = JSON.parse(fs.readFileSync(path.join(WORK, 'upload.json'), 'utf8'));
    const file = path.join(FILES, storageName);
    report(
      await measure('read with exceljs only', ROWS, async () => {
        let cells = 0;
        const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', styles: 'cache', worksheets: 'emit', hyperlinks: 'ignore', entries: 'ignore' });
        for await (const sheet of reader) for await (const row of sheet) cells += row.cellCount;
        return `${cells} cells`;
      }),
    );
  },

  async import() {
    const database = await openDatabase();
    const { registry, module } = await openModule(database);
    const storage = await createLocalStorage(FILES);
    const { storageName, bytes } = JSON.parse(fs.readFileSync(path.join(WORK, 'upload.json'), 'utf8'));
    const file = path.join(FILES, storageName);
    const ctx = { orgNo: ORG, userId: 'bench', locale } as const;
    let meta = '';
    report(
      await measure('upload checks', ROWS, async () => {
        await inspectXlsx(file);
        meta = JSON.stringify(await readTemplateMark(file, await templateSecret(database)));
        return `${mb(bytes)} MB xlsx`;
      }),
    );
    const upload = { fileId: UPLOAD_ID, kind: 'import', groupId: null, orgNo: ORG, createdBy: 'bench', fileName: 'bench.xlsx', fileType: 'xlsx', byteSize: bytes, storageName, moduleId: module.moduleId, meta } as const;
    report(
      await measure(TARGET === 'empty' ? 'import' : `import into ${FILLED.toLocaleString('en')}`, ROWS, async () => {
        const result = await runImport({ database, registry, storage, module, upload, flagField: '', overwrite: false, parentId: '', parentName: '', ctx, t });
        return `${result.successNum} written, ${result.errorNum} refused`;
      }),
    );
    await database.close();
  },

  async export10k() {
    const database = await openDatabase();
    const { registry, module } = await openModule(database);
    const { db } = database;
    // The 10,000-row case: a copy of the first imported rows in an organisation of its own.
    const columns = [...module.fields.values()].filter((field) => field !== module.primaryKey).map((field) => sql.ref(field.column));
    await sql`delete from bc_wide where org_no = ${SMALL_ORG}`.execute(db);
    await sql`insert into bc_wide (wide_no, org_no, ${sql.join(columns)})
      select 'S' || substr(wide_no, 2), ${SMALL_ORG}, ${sql.join(columns)} from bc_wide where org_no = ${ORG} order by code limit ${SMALL_ROWS}`.execute(db);
    await exportRows(database, registry, module, SMALL_ORG, Math.min(SMALL_ROWS, ROWS));
    await database.close();
  },

  async export() {
    const database = await openDatabase();
    const { registry, module } = await openModule(database);
    await exportRows(database, registry, module, ORG, ROWS);
    await database.close();
  },
};

async function exportRows(database: Database, registry: ModuleRegistry, module: CompiledModule, orgNo: string, rows: number): Promise<void> {
  const storage = await createLocalStorage(FILES);
  report(
    await measure(process.execArgv.includes(CAPPED_HEAP) ? 'export, old space 64 MB' : 'export', rows, async () => {
      const record = await runExport({
        database,
        registry,
        storage,
        module,
        plan: planListQuery(module, {}),
        columns: exportColumns(module, '', locale),
        selectedIds: [],
        ctx: { orgNo, userId: 'bench', locale },
        t,
      });
      return `${mb(record.byteSize)} MB xlsx`;
    }),
  );
}

async function resetPostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${SCHEMA} cascade`);
  } finally {
    await client.end();
  }
}

const CAPPED_HEAP = '--max-old-space-size=64';

function runPhase(phase: string, nodeOptions: string[] = [], target: typeof TARGET = 'empty'): Measured[] {
  const child = spawnSync(
    process.execPath,
    [...nodeOptions, fileURLToPath(import.meta.url), '--phase', phase, '--rows', String(ROWS), '--filled', String(FILLED), '--db', KIND, '--target', target],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (child.status !== 0) throw new Error(`phase ${phase} (${target}) failed`);
  return child.stdout
    .split('\n')
    .filter((line) => line.startsWith('RESULT '))
    .map((line) => JSON.parse(line.slice('RESULT '.length)) as Measured);
}

async function main(): Promise<void> {
  if (PHASE) {
    await PHASES[PHASE]?.();
    return;
  }
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(WORK, { recursive: true });
  if (KIND === 'postgres') await resetPostgres();
  console.log(`import/export benchmark: ${ROWS} rows x 20 columns, ${KIND}, node ${process.version}`);
  runPhase('setup');
  const results = [...['read', 'import', 'export10k', 'export'].flatMap((phase) => runPhase(phase)), ...runPhase('export', [CAPPED_HEAP])];
  if (FILLED > 0) {
    fs.rmSync(path.resolve('bench/.data/import-filled/files'), { recursive: true, force: true });
    runPhase('setup', [], 'filled');
    results.push(...runPhase('import', [], 'filled').filter((result) => result.label !== 'upload checks'));
  }
  console.log(`\n${'step'.padEnd(24)}${'rows'.padStart(8)}${'time'.padStart(10)}${'rows/s'.padStart(10)}${'RSS before'.padStart(12)}${'peak RSS'.padStart(10)}  note`);
  for (const result of results) {
    const seconds = result.ms / 1000;
    console.log(
      `${result.label.padEnd(24)}${String(result.rows).padStart(8)}${`${seconds.toFixed(1)} s`.padStart(10)}${String(Math.round(result.rows / seconds)).padStart(10)}` +
        `${`${result.rssBeforeMb} MB`.padStart(12)}${`${result.peakRssMb} MB`.padStart(10)}  ${result.note ?? ''}`,
    );
  }
  const [empty, filled] = ['import', `import into ${FILLED.toLocaleString('en')}`].map((label) => results.find((result) => result.label === label));
  if (empty && filled) console.log(`\nimport into ${FILLED.toLocaleString('en')} rows / into an empty table: ${(filled.ms / empty.ms).toFixed(2)}x`);
  fs.rmSync(WORK, { recursive: true, force: true });
}

await main();
