import type { CompiledModule } from '../../runtime/index.ts';

/** Version numbers of compiled modules, set by the registry that compiled them. */
const versions = new WeakMap<CompiledModule, number>();

/** Records which published version a compiled module was built from (registry.ts only). */
export function stampBundleVersion(module: CompiledModule, version: number): void {
  versions.set(module, version);
}

/**
 * The published version number the module was compiled from, as a string: clients cache
 * compiled modules under it, save.ajax compares `_bundleVersion` with it and saved rows record
 * it in bundle_version. '0' for a module read from a file (never published from the database).
 */
export function bundleVersion(module: CompiledModule): string {
  return String(versions.get(module) ?? 0);
}
