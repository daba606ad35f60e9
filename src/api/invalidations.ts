/**
 * What each kind of write changes, as the query keys to invalidate (query-keys.ts). One map,
 * so a new screen reading a module's data is refreshed by every write that changes it.
 *
 * @example await invalidateAfter({ kind: 'save', moduleId })
 */
import { useCallback } from 'react';
import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export type Change =
  /**
   * A record saved, deleted, imported or otherwise written through the module's calls. `kept`:
   * the exact key of the open form's own record query, left as it is: the form already holds
   * what it saved, and asking again would reset it (and its unsaved-changes snapshot) under
   * the user; the form reloads itself when it stays open (after-save.ts).
   */
  | { kind: 'record'; moduleId: string; kept?: QueryKey }
  /** A workflow action (submit, approve, reject, countersign...) on one record. */
  | { kind: 'workflow'; moduleId: string; pkValue: string }
  /** A draft of the module designer saved, or a version published or rolled back. */
  | { kind: 'design'; moduleId: string; published: boolean }
  /** A message marked read, deleted or received (live push). */
  | { kind: 'message' }
  /** An alarm of the user's organisation raised, recovered or handled (live push). */
  | { kind: 'alarms' };

/** The keys a change makes stale. */
export function keysChangedBy(change: Change): QueryKey[] {
  switch (change.kind) {
    case 'record':
      return [queryKeys.module(change.moduleId)];
    // The record's state is shown in its module's lists and moves it between task lists.
    case 'workflow':
      return [queryKeys.workflowTasks(), queryKeys.workflowRecord(change.moduleId, change.pkValue), queryKeys.module(change.moduleId)];
    // A publish changes what the module's screens compile; a draft only the designer's view.
    case 'design':
      return change.published
        ? [queryKeys.design(change.moduleId), queryKeys.design(''), queryKeys.designCatalog(), queryKeys.moduleMeta(change.moduleId), queryKeys.module(change.moduleId)]
        : [queryKeys.design(change.moduleId), queryKeys.design(''), queryKeys.designCatalog()];
    case 'message':
      return [queryKeys.messages()];
    case 'alarms':
      return [queryKeys.alarms()];
  }
}

/** Marks what `change` changed as stale; queries on screen ask again at once. */
export async function invalidateAfter(change: Change, client: QueryClient = queryClient): Promise<void> {
  const kept = change.kind === 'record' && change.kept ? hashKey(change.kept) : undefined;
  const predicate = kept === undefined ? undefined : (query: { queryHash: string }) => query.queryHash !== kept;
  await Promise.all(keysChangedBy(change).map((queryKey) => client.invalidateQueries({ queryKey, ...(predicate ? { predicate } : {}) })));
}

/** invalidateAfter on the client of the component's tree. */
export function useInvalidateAfter(): (change: Change) => Promise<void> {
  const client = useQueryClient();
  return useCallback((change: Change) => invalidateAfter(change, client), [client]);
}
