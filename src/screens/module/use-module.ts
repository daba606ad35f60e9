import { useCallback, useEffect, useState } from 'react';
import type { CompiledModule } from '../../../runtime/index.ts';
import { cachedModule, loadModule } from './module-meta.ts';
import { initModule, type ModuleInit } from './module-api.ts';
import { errorMessage } from './error-message.ts';
import { checkModulesRevision } from '../../app/menu-store.ts';

export type ModuleState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      module: CompiledModule;
      /** The published bundle version the module was compiled from (save.ajax `_bundleVersion`). */
      version: string;
      grant: ModuleInit | null;
      /** Asks init.ajax for the newest version and loads it (after the server said it changed). */
      reload: () => void;
    };

type Loaded = { module: CompiledModule; version: string; grant: ModuleInit | null };

/** moduleId → the modules revision at which its cached compile was last known to be the published version. */
const confirmedAt = new Map<string, number>();

/**
 * The cached compile while the modules revision of this navigation is the one it was confirmed
 * at; otherwise (a publish since, or no revision known) init.ajax's version of it. `withGrant`
 * keeps init's operations; `askVersion` asks init whatever the revision says.
 */
async function loadScreenModule(moduleId: string, withGrant: boolean, askVersion: boolean): Promise<Loaded> {
  const revision = await checkModulesRevision();
  // Nothing cached: meta/module.ajax answers the version published now.
  const fetched = cachedModule(moduleId) === undefined;
  const loaded = await loadModule(moduleId);
  const confirmed = fetched || (revision !== undefined && confirmedAt.get(moduleId) === revision);
  let result: Loaded;
  if (!withGrant && !askVersion && confirmed) result = { ...loaded, grant: null };
  else {
    const grant = await initModule(loaded.module);
    const current = grant.version === loaded.version ? loaded : await loadModule(moduleId, grant.version);
    result = { ...current, grant: withGrant ? grant : null };
  }
  if (revision !== undefined) confirmedAt.set(moduleId, revision);
  return result;
}

/**
 * The compiled module of a screen and, with `withGrant`, the user's operations on it from
 * init.ajax. init also reports the bundle version: a version other than the cached one
 * loads the bundle again, so an edited bundle shows without a page reload. A screen without
 * grants (the detail page) asks init only when the modules revision changed since its
 * compile was confirmed (menu-store.ts checkModulesRevision, once per navigation).
 */
export function useModule(moduleId: string, withGrant: boolean): ModuleState {
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const [state, setState] = useState<ModuleState>(() => {
    const cached = cachedModule(moduleId);
    return cached ? { status: 'ready', ...cached, grant: null, reload } : { status: 'loading' };
  });
  useEffect(() => {
    let live = true;
    loadScreenModule(moduleId, withGrant, reloads > 0).then(
      (ready) => live && setState({ status: 'ready', ...ready, reload }),
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [moduleId, withGrant, reloads, reload]);
  return state;
}
