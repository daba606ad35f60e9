import { checkBundleSet, checkModuleBundle, type BundleProblem, type ModuleBundle } from '../../runtime/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';

/** The name problems of a module's bundle carry: the file bundles:export writes for it. */
export function bundleFile(moduleId: string): string {
  return `${moduleId}.json`;
}

function moduleIdOf(json: unknown): string {
  const moduleId = (json as { moduleId?: unknown } | null)?.moduleId;
  return typeof moduleId === 'string' ? moduleId : 'bundle';
}

/**
 * A bundle's problems alone (schema, semantics, catalog and platform tables) and, when it has
 * none, as part of the published set in place of its module's published version: problems of
 * other modules that it would break are named too. Each problem names its file and a JSON pointer.
 * @returns the bundle whenever it is sound alone (set problems still block saving and publishing).
 */
export function designProblems(json: unknown, registry: ModuleRegistry): { bundle?: ModuleBundle; problems: BundleProblem[] } {
  const file = bundleFile(moduleIdOf(json));
  const alone = checkModuleBundle(json, file);
  if (!alone.bundle) return alone;
  const bundle = alone.bundle;
  const others = registry
    .all()
    .filter((module) => module.moduleId !== bundle.moduleId)
    .map((module) => ({ file: bundleFile(module.moduleId), bundle: module.bundle }));
  return { bundle, problems: checkBundleSet([...others, { file, bundle }], registry.dictionaries) };
}
