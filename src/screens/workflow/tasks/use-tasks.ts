import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { useCurrentUser } from '../../../app/current-user.ts';
import { findTaskCounts, findTasks, type TaskCounts, type TaskQuery, type TaskRow, type TaskTab } from '../api/task-calls.ts';

/** The counts of the three tabs; a workflow action invalidates them (invalidations.ts). */
export function useTaskCounts(): TaskCounts | null {
  const userId = useCurrentUser()?.userId ?? '';
  const { data } = useQuery({
    queryKey: [...queryKeys.workflowTasks(), 'counts', userId],
    queryFn: () => findTaskCounts(userId),
    enabled: userId !== '',
    meta: { report: true },
  });
  return data ?? null;
}

/** A page of one tab's tasks: rows null while loading (the total of the page before stays); a failure (reported) shows an empty page. */
export function useTaskPage(tab: TaskTab, query: TaskQuery): { rows: TaskRow[] | null; total: number } {
  const userId = useCurrentUser()?.userId ?? '';
  const { pageNo, pageSize, condition } = query;
  const { data, isError, isFetching, isPlaceholderData } = useQuery({
    queryKey: [...queryKeys.workflowTasks(), 'page', userId, tab, { pageNo, pageSize, condition }],
    queryFn: () => findTasks(tab, userId, { pageNo, pageSize, condition }),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
    meta: { report: true },
  });
  if (isPlaceholderData) return { rows: null, total: data?.total ?? 0 };
  if (isError && !isFetching) return { rows: [], total: 0 };
  return data ?? { rows: null, total: 0 };
}
