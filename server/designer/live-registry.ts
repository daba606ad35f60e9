import type { BundleProblem, DictionaryBundle, ModuleBundle } from '../../runtime/index.ts';
import { buildRegistry, defaultRegistryLog, type ModuleRegistry, type RegistryEntry } from '../modules/registry.ts';
import { readDictionariesRevision, readStoredDictionaries } from '../system/dictionary-store.ts';
import { bundleFile } from './design-checks.ts';
import { publishedSet } from './version-store.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * The server's registry: one stable object (app.modules) whose methods read the current
 * snapshot of the published bundles. Code holding it always sees the newest published set;
 * a handler that took a module from it keeps that module for the whole call.
 */
export interface LiveModuleRegistry extends ModuleRegistry {
  /** Reloads when `revision` (read with the session) differs from the snapshot's; one reload at a time. */
  refresh(revision: number): Promise<void>;
  /** Reads the published set again (after this server published). */
  reload(): Promise<void>;
  /** The dictionaries' counter when this snapshot was read (the cache screen shows it). */
  readonly dictionariesRevision: number;
}

/** A stored bundle as a registry entry; problems name the file bundles:export writes for it. */
function entryOf(row: { moduleId: string; version: number; bundle: string }): RegistryEntry {
  return { file: bundleFile(row.moduleId), bundle: JSON.parse(row.bundle) as ModuleBundle, version: row.version };
}

/**
 * The published set as the database holds it now (inside a transaction: as that transaction
 * sees it), with `dictionaries`, else the stored ones. They are read after the set: a dictionary
 * change committing in between leaves the older revision, so the next request loads again.
 */
export async function readPublishedRegistry(db: PlatformDb, dictionaries?: DictionaryBundle, problems: BundleProblem[] = [], log: (line: string) => void = () => undefined): Promise<ModuleRegistry> {
  const { revision, rows } = await publishedSet(db);
  return buildRegistry(rows.map(entryOf), dictionaries ?? (await readStoredDictionaries(db)), { revision, problems, log });
}

/**
 * Loads the published bundles of the database with its dictionaries (server/system/
 * dictionary-store.ts) and keeps them current: `refresh` is called with the revision every
 * session query returns, so a publish or a dictionary change on any server is seen by the next
 * authenticated request here.
 */
export async function createLiveRegistry(db: PlatformDb, log: (line: string) => void = defaultRegistryLog): Promise<LiveModuleRegistry> {
  let dictionariesRevision = await readDictionariesRevision(db);
  let current = await readPublishedRegistry(db, undefined, [], log);
  let pending: Promise<void> | undefined;

  // Loads run one after another: a reload asked for after a commit must read after it, so it
  // never reuses a load that started earlier.
  const reload = (): Promise<void> => {
    const run = (pending ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        const counted = await readDictionariesRevision(db);
        const next = await readPublishedRegistry(db, undefined, [], log);
        // Never step back to an older set (a slow load finishing after a newer one).
        if (next.revision < current.revision) return;
        current = next;
        dictionariesRevision = counted;
      });
    const tracked: Promise<void> = run.finally(() => {
      if (pending === tracked) pending = undefined;
    });
    pending = tracked;
    return tracked;
  };

  return {
    all: () => current.all(),
    byModuleId: (id) => current.byModuleId(id),
    byEntityName: (name) => current.byEntityName(name),
    byApiPath: (apiPath) => current.byApiPath(apiPath),
    childLinks: (moduleId) => current.childLinks(moduleId),
    get dictionaries() {
      return current.dictionaries;
    },
    get problems() {
      return current.problems;
    },
    get revision() {
      return current.revision;
    },
    get dictionariesRevision() {
      return dictionariesRevision;
    },
    versionOf: (moduleId) => current.versionOf(moduleId),
    async refresh(revision) {
      if (revision <= current.revision) return;
      // Requests arriving together share the load already under way.
      if (pending) await pending;
      if (revision > current.revision) await reload();
    },
    reload,
  };
}
