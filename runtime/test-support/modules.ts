/**
 * Test-only (never imported by runtime code, which must run in the browser): bundle files read
 * from disk. Generic tests use the fixture bundles of tests/fixtures/bundles, made for the tests,
 * so editing a demo module of modules/ never breaks them; only the tests of the demo data itself
 * read modules/ through `demoBundles`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileModule } from '../bundle/compile.ts';
import type { CompiledModule } from '../bundle/compiled-types.ts';
import type { DictionaryBundle, ModuleBundle } from '../bundle/types.ts';

export const DICTIONARIES_FILE = 'dictionaries.json';

/** One folder of bundle files with its dictionaries.json. */
export type BundleSet = {
  /** Bundle files as raw JSON, by file name. */
  moduleFiles(): { file: string; json: unknown }[];
  dictionariesJson(): unknown;
  loadDictionaries(): DictionaryBundle;
  loadBundle(moduleId: string): ModuleBundle;
  loadCompiled(moduleId: string): CompiledModule;
};

function bundleSet(folder: URL): BundleSet {
  const dir = fileURLToPath(folder);
  const readJson = (file: string): unknown => JSON.parse(readFileSync(dir + file, 'utf8'));
  const set: BundleSet = {
    moduleFiles: () =>
      readdirSync(dir)
        .filter((file) => file.endsWith('.json') && file !== DICTIONARIES_FILE)
        .sort()
        .map((file) => ({ file, json: readJson(file) })),
    dictionariesJson: () => readJson(DICTIONARIES_FILE),
    loadDictionaries: () => {
      const { $schema: _schema, ...dictionaries } = set.dictionariesJson() as DictionaryBundle & { $schema?: string };
      return dictionaries;
    },
    loadBundle: (moduleId) => readJson(`${moduleId}.json`) as ModuleBundle,
    loadCompiled: (moduleId) => compileModule(set.loadBundle(moduleId), set.loadDictionaries()),
  };
  return set;
}

export const fixtureBundles = bundleSet(new URL('../../tests/fixtures/bundles/', import.meta.url));

/** The demo modules the product ships: only for tests of that data. */
export const demoBundles = bundleSet(new URL('../../modules/', import.meta.url));

export const { moduleFiles, dictionariesJson, loadDictionaries, loadBundle, loadCompiled } = fixtureBundles;
