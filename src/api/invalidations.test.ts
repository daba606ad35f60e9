import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { invalidateAfter, keysChangedBy } from './invalidations.ts';
import { queryKeys } from './query-keys.ts';

/** A client holding one answer under each key, to see which a change marks stale. */
function clientWith(keys: readonly (readonly unknown[])[]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'answer');
  return client;
}

const staleOf = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

const KEYS = [
  queryKeys.moduleList('dfDefect', 'df/defect/tableList.ajax'),
  queryKeys.moduleRecord('dfDefect', '7'),
  queryKeys.moduleRecord('vmVehicle', '7'),
  queryKeys.moduleMeta('dfDefect', true),
  queryKeys.columnSetting('dfDefect'),
  [...queryKeys.workflowTasks(), 'counts', 'U1'],
  queryKeys.workflowRecordPart('dfDefect', '7', 'info'),
  queryKeys.workflowRecordPart('dfDefect', '8', 'info'),
  queryKeys.designPart('dfDefect', 'versions'),
  queryKeys.designCatalog(),
  queryKeys.messages(),
  queryKeys.moduleCompiled('dfDefect'),
] as const;

describe('invalidateAfter', () => {
  it('a record write makes its module’s lists and records stale, not its meta, column setting or other modules', async () => {
    const client = clientWith(KEYS);
    await invalidateAfter({ kind: 'record', moduleId: 'dfDefect' }, client);
    expect(staleOf(client)).toEqual([KEYS[0], KEYS[1]]);
  });

  it('a record write leaves the saving form’s own record query as it is, the module’s other queries stale', async () => {
    const client = clientWith(KEYS);
    await invalidateAfter({ kind: 'record', moduleId: 'dfDefect', kept: KEYS[1] }, client);
    expect(staleOf(client)).toEqual([KEYS[0]]);
  });

  it('a workflow action makes the task lists, that record’s workflow and its module’s data stale', async () => {
    const client = clientWith(KEYS);
    await invalidateAfter({ kind: 'workflow', moduleId: 'dfDefect', pkValue: '7' }, client);
    expect(staleOf(client)).toEqual([KEYS[0], KEYS[1], KEYS[5], KEYS[6]]);
  });

  it('a saved draft touches only the designer; a publish also what the module’s screens compile', async () => {
    const draft = clientWith(KEYS);
    await invalidateAfter({ kind: 'design', moduleId: 'dfDefect', published: false }, draft);
    expect(staleOf(draft)).toEqual([KEYS[8], KEYS[9]]);

    const publish = clientWith(KEYS);
    await invalidateAfter({ kind: 'design', moduleId: 'dfDefect', published: true }, publish);
    expect(staleOf(publish)).toEqual([KEYS[0], KEYS[1], KEYS[3], KEYS[8], KEYS[9], KEYS[11]]);
  });

  it('a message read makes the messages and their count stale', () => {
    expect(keysChangedBy({ kind: 'message' })).toEqual([queryKeys.messages()]);
  });
});
