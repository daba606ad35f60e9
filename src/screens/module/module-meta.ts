/**
 * Module bundles compiled once per browser session: meta/module.ajax gives a bundle, the
 * dictionaries it names and its version; the compiled module is kept per moduleId + version
 * (module-cache.ts), and a newer version reported by init.ajax makes the next load fetch it again.
 */
import { request, unwrap, type Envelope } from '../../api/request.ts';
import { compileModule, withFieldAccess, type DictionaryBundle, type ModuleBundle, type UserFieldAccess } from '../../../runtime/index.ts';
import { cachedModule, cachedVersion, rememberModule, sharedLoad, type LoadedModule } from './module-cache.ts';

export { cachedModule, forgetModules, type LoadedModule } from './module-cache.ts';

export interface ModuleMeta {
  bundle: ModuleBundle;
  dictionaries: DictionaryBundle;
  version: string;
  /** The fields the user's roles make read-only or hidden (field policy); applied before compiling. */
  fieldAccess?: UserFieldAccess;
}

/**
 * The compiled module. With `version`, a cached compile of that version is reused and any
 * other version is fetched; without it, whatever was loaded last is reused.
 */
export function loadModule(moduleId: string, version?: string): Promise<LoadedModule> {
  const known = version === undefined ? cachedModule(moduleId) : cachedVersion(moduleId, version);
  if (known) return Promise.resolve(known);
  return sharedLoad(moduleId, () =>
    request<Envelope<ModuleMeta>>('meta/module.ajax', { moduleId }, { method: 'GET' }).then((envelope) => {
      const meta = unwrap(envelope);
      const loaded = { module: compileModule(withFieldAccess(meta.bundle, meta.fieldAccess ?? {}), meta.dictionaries), version: String(meta.version) };
      rememberModule(moduleId, loaded);
      return loaded;
    }),
  );
}
