/**
 * Module bundles compiled once per browser session: meta/module.ajax gives a bundle, the
 * dictionaries it names and its version; the compiled module is kept per moduleId + version,
 * and a newer version reported by init.ajax makes the next load fetch it again.
 */
import { request, unwrap, type Envelope } from '../../api/request.ts';
import { compileModule, withFieldAccess, type CompiledModule, type DictionaryBundle, type ModuleBundle, type UserFieldAccess } from '../../../runtime/index.ts';

export interface ModuleMeta {
  bundle: ModuleBundle;
  dictionaries: DictionaryBundle;
  version: string;
  /** The fields the user's roles make read-only or hidden (field policy); applied before compiling. */
  fieldAccess?: UserFieldAccess;
}

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

/**
 * The compiled module. With `version`, a cached compile of that version is reused and any
 * other version is fetched; without it, whatever was loaded last is reused.
 */
export function loadModule(moduleId: string, version?: string): Promise<LoadedModule> {
  const known = version === undefined ? cachedModule(moduleId) : compiled.get(cacheKey(moduleId, version));
  if (known) return Promise.resolve(known);
  const inFlight = pending.get(moduleId);
  if (inFlight) return inFlight;
  const loading = request<Envelope<ModuleMeta>>('meta/module.ajax', { moduleId }, { method: 'GET' })
    .then((envelope) => {
      const meta = unwrap(envelope);
      const loaded = { module: compileModule(withFieldAccess(meta.bundle, meta.fieldAccess ?? {}), meta.dictionaries), version: String(meta.version) };
      compiled.set(cacheKey(moduleId, loaded.version), loaded);
      latest.set(moduleId, loaded.version);
      return loaded;
    })
    .finally(() => pending.delete(moduleId));
  pending.set(moduleId, loading);
  return loading;
}
