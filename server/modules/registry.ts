import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bundleProblem,
  checkBundleSet,
  checkDictionaries,
  checkModuleBundle,
  compileModule,
  type BundleProblem,
  type ChildListDef,
  type CompiledModule,
  type DictionaryBundle,
  type ModuleBundle,
} from '../../runtime/index.ts';
import { stampBundleVersion } from './bundle-version.ts';

/**
 * The modules a server serves: one immutable snapshot of checked, compiled bundles. The
 * server's own registry (server/designer/live-registry.ts) swaps snapshots behind the same
 * interface when a publish changes the published set.
 */
export interface ModuleRegistry {
  all(): CompiledModule[];
  byModuleId(id: string): CompiledModule | undefined;
  byEntityName(name: string): CompiledModule | undefined;
  /** The module whose calls live under `{base}/<apiPath>/`. */
  byApiPath(apiPath: string): CompiledModule | undefined;
  /** The forms that list the module as a child list, with their link: indexed once per snapshot, since permission checks ask on every call. */
  childLinks(moduleId: string): readonly ChildLink[];
  dictionaries: DictionaryBundle;
  /** Every problem found while loading; the bundles they name were skipped. */
  problems: BundleProblem[];
  /** sys_config `modules.revision` the snapshot was read at; 0 for bundle files. */
  revision: number;
  /** The published version number of a module; 0 for a bundle read from a file, undefined for an unknown module. */
  versionOf(moduleId: string): number | undefined;
}

/** A parent's form listing a module as its child list. */
export interface ChildLink {
  parent: CompiledModule;
  link: ChildListDef;
}

/** moduleId → the forms listing it as a child, in registry order. */
function childLinkIndex(modules: readonly CompiledModule[]): Map<string, ChildLink[]> {
  const index = new Map<string, ChildLink[]>();
  for (const parent of modules) {
    for (const link of parent.bundle.form.children ?? []) {
      const links = index.get(link.module) ?? [];
      links.push({ parent, link });
      index.set(link.module, links);
    }
  }
  return index;
}

/** One bundle to serve: where it came from (named in problems) and its published version. */
export type RegistryEntry = { file: string; bundle: ModuleBundle; version: number };

export const MODULES_DIR = fileURLToPath(new URL('../../modules/', import.meta.url));
export const DICTIONARIES_FILE = 'dictionaries.json';

export function defaultRegistryLog(line: string): void {
  console.warn(`module bundle skipped: ${line}`);
}

async function readJson(dir: string, name: string, problems: BundleProblem[]): Promise<{ file: string; json?: unknown }> {
  const file = path.join(path.basename(dir), name);
  try {
    return { file, json: JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) };
  } catch (error) {
    problems.push(bundleProblem(file, '', 'bundle.unreadable', { reason: error instanceof Error ? error.message : String(error) }));
    return { file };
  }
}

/** Compiles one bundle, or says why it cannot be served. */
function compileEntry(entry: RegistryEntry, dictionaries: DictionaryBundle): CompiledModule | BundleProblem {
  try {
    const compiled = compileModule(entry.bundle, dictionaries);
    stampBundleVersion(compiled, entry.version);
    return compiled;
  } catch (error) {
    return bundleProblem(entry.file, '', 'bundle.compileFailed', { reason: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Drops bundles until the rest form a consistent set: a skipped bundle can leave another
 * pointing at a module that is no longer there, so the set is checked again each round.
 */
function settle(entries: RegistryEntry[], dictionaries: DictionaryBundle, problems: BundleProblem[]): CompiledModule[] {
  let remaining = entries;
  for (;;) {
    const roundProblems = checkBundleSet(remaining, dictionaries);
    const bad = new Set(roundProblems.map((problem) => problem.file));
    const compiled: CompiledModule[] = [];
    for (const entry of remaining) {
      if (bad.has(entry.file)) continue;
      const result = compileEntry(entry, dictionaries);
      if ('moduleId' in result) {
        compiled.push(result);
      } else {
        bad.add(entry.file);
        roundProblems.push(result);
      }
    }
    problems.push(...roundProblems);
    if (bad.size === 0) return compiled;
    remaining = remaining.filter((entry) => !bad.has(entry.file));
  }
}

/**
 * Checks the bundles as a set, compiles them and indexes the result. A bundle that breaks the
 * set is logged as `file pointer reason` and skipped; the others load. `problems` carries
 * what was found before (unreadable files, schema problems) into the snapshot.
 */
export function buildRegistry(
  entries: RegistryEntry[],
  dictionaries: DictionaryBundle,
  options: { revision: number; problems?: BundleProblem[]; log?: (line: string) => void },
): ModuleRegistry {
  const problems = [...(options.problems ?? [])];
  const modules = settle(entries, dictionaries, problems);
  const log = options.log ?? defaultRegistryLog;
  for (const problem of problems) log(`${problem.file} ${problem.pointer || '/'} ${problem.message}`);

  const versions = new Map(entries.map((entry) => [entry.bundle.moduleId, entry.version]));
  const byModuleId = new Map(modules.map((module) => [module.moduleId, module]));
  const byEntityName = new Map(modules.map((module) => [module.entityName, module]));
  const byApiPath = new Map(modules.map((module) => [module.bundle.apiPath, module]));
  const childLinks = childLinkIndex(modules);
  return {
    all: () => [...modules],
    byModuleId: (id) => byModuleId.get(id),
    byEntityName: (name) => byEntityName.get(name),
    byApiPath: (apiPath) => byApiPath.get(apiPath),
    childLinks: (moduleId) => childLinks.get(moduleId) ?? [],
    dictionaries,
    problems,
    revision: options.revision,
    versionOf: (moduleId) => (byModuleId.has(moduleId) ? versions.get(moduleId) : undefined),
  };
}

/** modules/dictionaries.json (or the one of `dir`): not versioned, shared by every bundle. */
export async function readDictionaries(dir: string = MODULES_DIR, problems: BundleProblem[] = []): Promise<DictionaryBundle> {
  const json = await readJson(dir, DICTIONARIES_FILE, problems);
  const checked = json.json === undefined ? undefined : checkDictionaries(json.json, json.file);
  problems.push(...(checked?.problems ?? []));
  return checked?.dictionaries ?? {};
}

/**
 * Reads dictionaries.json and every other *.json bundle of `dir`, checks and compiles them
 * (version 0: files are not published versions). The server serves the published versions of
 * the database instead; files are read at first start, by `npm run bundles:import`, by tests
 * and by benchmarks. The result depends only on the files.
 */
export async function loadModuleRegistry(dir: string = MODULES_DIR, log: (line: string) => void = defaultRegistryLog): Promise<ModuleRegistry> {
  const problems: BundleProblem[] = [];
  const dictionaries = await readDictionaries(dir, problems);
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.json') && name !== DICTIONARIES_FILE).sort();
  const entries: RegistryEntry[] = [];
  for (const name of names) {
    const { file, json } = await readJson(dir, name, problems);
    if (json === undefined) continue;
    const checked = checkModuleBundle(json, file);
    problems.push(...checked.problems);
    if (checked.bundle && checked.problems.length === 0) entries.push({ file, bundle: checked.bundle, version: 0 });
  }
  return buildRegistry(entries, dictionaries, { revision: 0, problems, log });
}
