import type { CompiledModule } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';

/** Entries kept per module and registry before the oldest go: selectors may ask for any subset of fields. */
const MAX_ENTRIES = 64;

/**
 * A memo of what is derived from published module versions alone, so a list call does not
 * rebuild it on every request. Keyed by the registry object and its revision (a publish anywhere
 * moves it: a reference label reads another module's table) and the compiled module (one object
 * per published version), plus the caller's key. Nothing in it is process state another server
 * must agree on: every server derives the same value from the same published versions.
 */
export function versionMemo<T>(): (registry: ModuleRegistry, module: CompiledModule, key: string, build: () => T) => T {
  const byRegistry = new WeakMap<ModuleRegistry, WeakMap<CompiledModule, Map<string, T>>>();
  return (registry, module, key, build) => {
    let byModule = byRegistry.get(registry);
    if (!byModule) byRegistry.set(registry, (byModule = new WeakMap()));
    let entries = byModule.get(module);
    if (!entries) byModule.set(module, (entries = new Map()));
    const fullKey = `${registry.revision}\u0000${key}`;
    const known = entries.get(fullKey);
    if (known !== undefined) return known;
    const value = build();
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(fullKey, value);
    return value;
  };
}
