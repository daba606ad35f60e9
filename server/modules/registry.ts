import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkBundleSet,
  checkDictionaries,
  checkModuleBundle,
  compileModule,
  type BundleProblem,
  type CompiledModule,
  type DictionaryBundle,
  type ModuleBundle,
} from '../../runtime/index.ts';

/** The modules one server serves, compiled once at start. */
export interface ModuleRegistry {
  all(): CompiledModule[];
  byModuleId(id: string): CompiledModule | undefined;
  byEntityName(name: string): CompiledModule | undefined;
  dictionaries: DictionaryBundle;
  /** Every problem found while loading; the bundles they name were skipped. */
  problems: BundleProblem[];
}

const MODULES_DIR = fileURLToPath(new URL('../../modules/', import.meta.url));
const DICTIONARIES_FILE = 'dictionaries.json';

type Candidate = { file: string; bundle: ModuleBundle };

function defaultLog(line: string): void {
  console.warn(`module bundle skipped: ${line}`);
}

async function readJson(dir: string, name: string, problems: BundleProblem[]): Promise<{ file: string; json?: unknown }> {
  const file = path.join(path.basename(dir), name);
  try {
    return { file, json: JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) };
  } catch (error) {
    problems.push({ file, pointer: '', message: error instanceof Error ? error.message : String(error) });
    return { file };
  }
}

/** Compiles one bundle, or says why it cannot be served. */
function compileCandidate(candidate: Candidate, dictionaries: DictionaryBundle): CompiledModule | BundleProblem {
  try {
    return compileModule(candidate.bundle, dictionaries);
  } catch (error) {
    return { file: candidate.file, pointer: '', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Drops bundles until the rest form a consistent set: a skipped bundle can leave another
 * pointing at a module that is no longer there, so the set is checked again each round.
 */
function settle(candidates: Candidate[], dictionaries: DictionaryBundle, problems: BundleProblem[]): CompiledModule[] {
  let remaining = candidates;
  for (;;) {
    const roundProblems = checkBundleSet(remaining, dictionaries);
    const bad = new Set(roundProblems.map((problem) => problem.file));
    const compiled: CompiledModule[] = [];
    for (const candidate of remaining) {
      if (bad.has(candidate.file)) continue;
      const result = compileCandidate(candidate, dictionaries);
      if ('moduleId' in result) {
        compiled.push(result);
      } else {
        bad.add(candidate.file);
        roundProblems.push(result);
      }
    }
    problems.push(...roundProblems);
    if (bad.size === 0) return compiled;
    remaining = remaining.filter((candidate) => !bad.has(candidate.file));
  }
}

/**
 * Reads dictionaries.json and every other *.json bundle of `dir`, checks and compiles them.
 * A bad bundle is logged as `file pointer reason` and skipped; the others load. The result
 * depends only on the files, so every server instance computes the same registry.
 */
export async function loadModuleRegistry(dir: string = MODULES_DIR, log: (line: string) => void = defaultLog): Promise<ModuleRegistry> {
  const problems: BundleProblem[] = [];
  const dictionaryJson = await readJson(dir, DICTIONARIES_FILE, problems);
  const dictionaryCheck = dictionaryJson.json === undefined ? undefined : checkDictionaries(dictionaryJson.json, dictionaryJson.file);
  problems.push(...(dictionaryCheck?.problems ?? []));
  const dictionaries = dictionaryCheck?.dictionaries ?? {};

  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.json') && name !== DICTIONARIES_FILE).sort();
  const candidates: Candidate[] = [];
  for (const name of names) {
    const { file, json } = await readJson(dir, name, problems);
    if (json === undefined) continue;
    const checked = checkModuleBundle(json, file);
    problems.push(...checked.problems);
    if (checked.bundle && checked.problems.length === 0) candidates.push({ file, bundle: checked.bundle });
  }

  const modules = settle(candidates, dictionaries, problems);
  for (const problem of problems) log(`${problem.file} ${problem.pointer || '/'} ${problem.message}`);

  const byModuleId = new Map(modules.map((module) => [module.moduleId, module]));
  const byEntityName = new Map(modules.map((module) => [module.entityName, module]));
  return {
    all: () => [...modules],
    byModuleId: (id) => byModuleId.get(id),
    byEntityName: (name) => byEntityName.get(name),
    dictionaries,
    problems,
  };
}
