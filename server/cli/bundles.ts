/**
 * Bundles between the database and files, so they can be reviewed in git:
 *   npm run bundles:export [-- --dir modules]            every published bundle as <moduleId>.json
 *   npm run bundles:import [-- --dir modules] [--publish] every bundle file as its module's draft,
 *                                                          published by the same rules with --publish
 * One line per module; uses DATA_DIR / DATABASE_URL like the server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonEqual, type ModuleBundle } from '../../runtime/index.ts';
import { readConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { prepareDatabase } from '../db/prepare-database.ts';
import { DICTIONARIES_FILE, MODULES_DIR } from '../modules/registry.ts';
import { DesignRefusal } from '../designer/design-refusal.ts';
import { replaceDraft } from '../designer/drafts.ts';
import type { LiveModuleRegistry } from '../designer/live-registry.ts';
import { publishModule } from '../designer/publish.ts';
import { findByStatus, publishedSet, storedBundle, SYSTEM_AUTHOR } from '../designer/version-store.ts';
import { translators } from '../plugins/i18n.ts';

const MODULE_SCHEMA = fileURLToPath(new URL('../../schemas/module.schema.json', import.meta.url));

export interface BundlesOptions {
  /** An open database (tests); otherwise the one the environment names, closed at the end. */
  database?: Database;
  print?: (line: string) => void;
}

interface Command {
  action: 'export' | 'import';
  dir: string;
  publish: boolean;
}

function parseArgs(args: readonly string[]): Command {
  const [action, ...rest] = args;
  if (action !== 'export' && action !== 'import') throw new Error('usage: bundles export|import [--dir <folder>] [--publish]');
  const dirAt = rest.indexOf('--dir');
  const dir = dirAt >= 0 ? rest[dirAt + 1] : undefined;
  if (dirAt >= 0 && !dir) throw new Error('--dir needs a folder');
  return { action, dir: path.resolve(dir ?? MODULES_DIR), publish: rest.includes('--publish') };
}

/** Every published bundle as 2-space JSON with `$schema` pointing at schemas/module.schema.json from the folder. */
async function exportBundles(database: Database, dir: string, print: (line: string) => void): Promise<number> {
  await fs.mkdir(dir, { recursive: true });
  const $schema = path.relative(dir, MODULE_SCHEMA).split(path.sep).join('/');
  for (const row of (await publishedSet(database.db)).rows) {
    const file = path.join(dir, `${row.moduleId}.json`);
    await fs.writeFile(file, `${JSON.stringify({ $schema, ...(JSON.parse(row.bundle) as ModuleBundle) }, null, 2)}\n`);
    print(`${row.moduleId}: exported version ${row.version} to ${path.relative(process.cwd(), file)}`);
  }
  return 0;
}

/** What a refusal says, in one line: the problems' places or the refusals' messages. */
function refusalLine(error: DesignRefusal): string {
  const t = translators['en-US'];
  const problems = (error.param.problems as { file: string; pointer: string; message: string }[] | undefined) ?? [];
  const refusals = (error.param.refusals as { messageId: string; params: Record<string, string | number> }[] | undefined) ?? [];
  return [t(error.messageId, error.params), ...problems.map((problem) => `${problem.file} ${problem.pointer} ${problem.message}`), ...refusals.map((refusal) => t(refusal.messageId, refusal.params))].join('; ');
}

/** One file: unchanged, or the module's draft, then published with --publish. */
async function importFile(database: Database, registry: LiveModuleRegistry, command: Command, name: string): Promise<string> {
  const json = JSON.parse(await fs.readFile(path.join(command.dir, name), 'utf8')) as ModuleBundle;
  const moduleId = typeof json.moduleId === 'string' ? json.moduleId : name;
  const published = await findByStatus(database.db, moduleId, 'published');
  if (published && jsonEqual(JSON.parse(storedBundle(json)), published.bundle)) return `${moduleId}: unchanged (version ${published.version})`;
  const note = `bundles:import ${name}`;
  const draft = await replaceDraft(database.db, registry, { moduleId, bundle: json, note, userId: SYSTEM_AUTHOR });
  if (!command.publish) return `${moduleId}: draft version ${draft.version}`;
  const result = await publishModule(database, registry, { moduleId, action: 'import', note, userId: SYSTEM_AUTHOR, locale: 'en-US' });
  return `${moduleId}: published version ${result.version} (${result.plan.steps.length} steps)`;
}

async function importBundles(database: Database, registry: LiveModuleRegistry, command: Command, print: (line: string) => void): Promise<number> {
  const names = (await fs.readdir(command.dir)).filter((name) => name.endsWith('.json') && name !== DICTIONARIES_FILE).sort();
  let failed = 0;
  for (const name of names) {
    try {
      print(await importFile(database, registry, command, name));
    } catch (error) {
      failed += 1;
      print(`${name}: refused: ${error instanceof DesignRefusal ? refusalLine(error) : error instanceof Error ? error.message : String(error)}`);
    }
  }
  return failed === 0 ? 0 : 1;
}

async function openConfiguredDatabase(): Promise<Database> {
  const config = readConfig();
  // On the embedded database this takes the folder's lock: refused while a server runs on it.
  return createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, holder: 'bundles' });
}

/**
 * Runs one command; answers the exit code (1 when a file was refused).
 * @example await runBundles(['import', '--dir', dir, '--publish'], { database })
 */
export async function runBundles(args: readonly string[], options: BundlesOptions = {}): Promise<number> {
  const command = parseArgs(args);
  const print = options.print ?? ((line: string) => console.log(line));
  const database = options.database ?? (await openConfiguredDatabase());
  try {
    const registry = await prepareDatabase(database, { seedDemo: false });
    return command.action === 'export' ? await exportBundles(database, command.dir, print) : await importBundles(database, registry, command, print);
  } finally {
    if (!options.database) await database.close();
  }
}

if (import.meta.main) {
  try {
    process.exitCode = await runBundles(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
