/**
 * Test-only (never imported by runtime code, which must run in the browser): the real bundle
 * files of modules/, read from disk so a new bundle is covered without touching the tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileModule } from '../bundle/compile.ts';
import type { CompiledModule } from '../bundle/compiled-types.ts';
import type { DictionaryBundle, ModuleBundle } from '../bundle/types.ts';

const MODULES_DIR = fileURLToPath(new URL('../../modules/', import.meta.url));

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(MODULES_DIR + file, 'utf8'));
}

export const DICTIONARIES_FILE = 'dictionaries.json';

/** Bundle files as raw JSON, by file name. */
export function moduleFiles(): { file: string; json: unknown }[] {
  return readdirSync(MODULES_DIR)
    .filter((file) => file.endsWith('.json') && file !== DICTIONARIES_FILE)
    .sort()
    .map((file) => ({ file, json: readJson(file) }));
}

export function dictionariesJson(): unknown {
  return readJson(DICTIONARIES_FILE);
}

export function loadDictionaries(): DictionaryBundle {
  const { $schema: _schema, ...dictionaries } = dictionariesJson() as DictionaryBundle & { $schema?: string };
  return dictionaries;
}

export function loadBundle(moduleId: string): ModuleBundle {
  return readJson(`${moduleId}.json`) as ModuleBundle;
}

export function loadCompiled(moduleId: string): CompiledModule {
  return compileModule(loadBundle(moduleId), loadDictionaries());
}
