import { useCallback, useEffect, useState } from 'react';
import type { CompiledModule } from '../../../runtime/index.ts';
import { cachedModule, loadModule } from './module-meta.ts';
import { initModule, type ModuleInit } from './module-api.ts';
import { errorMessage } from './error-message.ts';

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

/** The cached compile, else init.ajax's version of it; `withGrant` keeps init's operations. */
async function loadScreenModule(moduleId: string, withGrant: boolean, askVersion: boolean): Promise<Loaded> {
  const loaded = await loadModule(moduleId);
  if (!withGrant && !askVersion) return { ...loaded, grant: null };
  const grant = await initModule(loaded.module);
  const current = grant.version === loaded.version ? loaded : await loadModule(moduleId, grant.version);
  return { ...current, grant: withGrant ? grant : null };
}

/**
 * The compiled module of a screen and, with `withGrant`, the user's operations on it from
 * init.ajax. init also reports the bundle version: a version other than the cached one
 * loads the bundle again, so an edited bundle shows without a page reload.
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
