import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
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
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.moduleMeta(moduleId, withGrant),
    queryFn: () => loadScreenModule(moduleId, withGrant, false),
    // The compile cache (module-cache.ts) is what outlives the screen; a grant is asked again at each mount.
    gcTime: 0,
    // A revisited module renders its cached compile at once, without grants until init answers.
    placeholderData: () => {
      const cached = cachedModule(moduleId);
      return cached && { ...cached, grant: null };
    },
  });
  const reload = useCallback(
    () =>
      void client
        .fetchQuery({ queryKey: queryKeys.moduleMeta(moduleId, withGrant), queryFn: () => loadScreenModule(moduleId, withGrant, true) })
        // The failure is the query's state, which the screen shows.
        .catch(() => undefined),
    [client, moduleId, withGrant],
  );
  if (query.isError) return { status: 'error', message: errorMessage(query.error) };
  if (query.data === undefined) return { status: 'loading' };
  return { status: 'ready', ...query.data, reload };
}
