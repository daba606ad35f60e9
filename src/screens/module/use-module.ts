import { useEffect, useState } from 'react';
import type { CompiledModule } from '../../../runtime/index.ts';
import { cachedModule, loadModule } from './module-meta.ts';
import { initModule, type ModuleInit } from './module-api.ts';
import { errorMessage } from './error-message.ts';

export type ModuleState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; module: CompiledModule; grant: ModuleInit | null };

/**
 * The compiled module of a screen and, with `withGrant`, the user's operations on it from
 * init.ajax. init also reports the bundle version: a version other than the cached one
 * loads the bundle again, so an edited bundle shows without a page reload.
 */
export function useModule(moduleId: string, withGrant: boolean): ModuleState {
  const [state, setState] = useState<ModuleState>(() => {
    const cached = cachedModule(moduleId);
    return cached ? { status: 'ready', module: cached.module, grant: null } : { status: 'loading' };
  });
  useEffect(() => {
    let live = true;
    const run = async () => {
      const loaded = await loadModule(moduleId);
      if (!withGrant) return { module: loaded.module, grant: null };
      const grant = await initModule(loaded.module);
      const current = grant.version === loaded.version ? loaded : await loadModule(moduleId, grant.version);
      return { module: current.module, grant };
    };
    run().then(
      (ready) => live && setState({ status: 'ready', ...ready }),
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [moduleId, withGrant]);
  return state;
}
