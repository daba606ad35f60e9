/**
 * Bundle files in, problems out: JSON Schema first, then the checks the schema cannot express.
 * A problem names the file, a JSON pointer into it and a message id with its parameters; nothing
 * here throws for a bad bundle, so the registry can log it and load the others.
 */
import { bundleSetProblems } from './bundle-set.ts';
import { bundleProblem, pointer, type BundleProblem } from './bundle-problem.ts';
import { semanticProblems } from './bundle-semantics.ts';
import { dictionariesSchemaProblems, moduleSchemaProblems } from './schema-problems.ts';
import type { DictionaryBundle, ModuleBundle } from './types.ts';

export { bundleProblem, problemReporter, type BundleMessageId, type BundleProblem, type ReportProblem } from './bundle-problem.ts';

/** @returns the bundle only when it has no problems. */
export function checkModuleBundle(json: unknown, file: string): { bundle?: ModuleBundle; problems: BundleProblem[] } {
  const schemaProblems = moduleSchemaProblems(json, file);
  // Semantic checks read the bundle's structure, which only the schema vouches for.
  if (schemaProblems.length) return { problems: schemaProblems };
  const bundle = json as ModuleBundle;
  const problems = semanticProblems(bundle, file);
  return problems.length ? { problems } : { bundle, problems };
}

/** @returns the dictionaries only when they have no problems; item values must be unique within a dictionary. */
export function checkDictionaries(json: unknown, file: string): { dictionaries?: DictionaryBundle; problems: BundleProblem[] } {
  const schemaProblems = dictionariesSchemaProblems(json, file);
  if (schemaProblems.length) return { problems: schemaProblems };
  const { $schema: _schema, ...dictionaries } = json as DictionaryBundle & { $schema?: string };
  const problems: BundleProblem[] = [];
  for (const [code, dictionary] of Object.entries(dictionaries)) {
    const seen = new Set<string>();
    dictionary.items.forEach((item, i) => {
      if (seen.has(item.value)) problems.push(bundleProblem(file, pointer(code, 'items', i, 'value'), 'bundle.duplicateDictValue', { value: item.value }));
      seen.add(item.value);
    });
  }
  return problems.length ? { problems } : { dictionaries, problems };
}

/** Cross-module checks over bundles that each passed checkModuleBundle. */
export function checkBundleSet(bundles: { file: string; bundle: ModuleBundle }[], dictionaries: DictionaryBundle): BundleProblem[] {
  return bundleSetProblems(bundles, dictionaries);
}
