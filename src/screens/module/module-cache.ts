/**
 * The compiled modules of this browser session, apart from the loader (module-meta.ts) so that
 * signing out can forget them without the login page carrying the runtime's compiler.
 */
import type { CompiledModule } from '../../../runtime/index.ts';

export interface LoadedModule {
  module: CompiledModule;
  version: string;
}

const compiled = new Map<string, LoadedModule>();
const latest = new Map<string, string>();
const pending = new Map<string, Promise<LoadedModule>>();

function cacheKey(moduleId: string, version: string): string {
  return `${moduleId}@${version}`;
}

/**
 * Forgets every compiled module: a compile carries the field access of the user and organisation
 * it was loaded for, which a version does not tell apart. Called when the session changes
 * (sign-in, sign-out, another organisation), so the next load asks for this user's access.
 */
export function forgetModules(): void {
  compiled.clear();
  latest.clear();
  pending.clear();
}

/** The module as last loaded, if any: lets a revisited screen render without waiting. */
export function cachedModule(moduleId: string): LoadedModule | undefined {
  const version = latest.get(moduleId);
  return version === undefined ? undefined : compiled.get(cacheKey(moduleId, version));
}

/** A compile of exactly this version, if one was kept. */
export function cachedVersion(moduleId: string, version: string): LoadedModule | undefined {
  return compiled.get(cacheKey(moduleId, version));
}

/** Keeps a compile as the module's latest. */
export function rememberModule(moduleId: string, loaded: LoadedModule): void {
  compiled.set(cacheKey(moduleId, loaded.version), loaded);
  latest.set(moduleId, loaded.version);
}

/** One load in flight per module: concurrent callers share it until it settles. */
export function sharedLoad(moduleId: string, load: () => Promise<LoadedModule>): Promise<LoadedModule> {
  const inFlight = pending.get(moduleId);
  if (inFlight) return inFlight;
  const loading = load().finally(() => pending.delete(moduleId));
  pending.set(moduleId, loading);
  return loading;
}
