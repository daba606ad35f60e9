import { useEffect, useState } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { useCurrentUser } from '../../../app/current-user.ts';
import { findTaskCounts, findTasks, type TaskCounts, type TaskQuery, type TaskRow, type TaskTab } from '../api/task-calls.ts';

/** The counts of the three tabs; `version` reloads them. */
export function useTaskCounts(version = 0): TaskCounts | null {
  const userId = useCurrentUser()?.userId ?? '';
  const [counts, setCounts] = useState<TaskCounts | null>(null);
  useEffect(() => {
    if (!userId) return;
    let active = true;
    findTaskCounts(userId)
      .then((loaded) => active && setCounts(loaded))
      .catch((error: unknown) => active && reportError(error));
    return () => {
      active = false;
    };
  }, [userId, version]);
  return counts;
}

/** A page of one tab's tasks: null while loading. */
export function useTaskPage(tab: TaskTab, query: TaskQuery): { rows: TaskRow[] | null; total: number } {
  const userId = useCurrentUser()?.userId ?? '';
  const [page, setPage] = useState<{ rows: TaskRow[] | null; total: number }>({ rows: null, total: 0 });
  const { pageNo, pageSize, condition } = query;
  useEffect(() => {
    if (!userId) return;
    let active = true;
    setPage((current) => ({ rows: null, total: current.total }));
    findTasks(tab, userId, { pageNo, pageSize, condition })
      .then((loaded) => active && setPage(loaded))
      .catch((error: unknown) => {
        if (!active) return;
        setPage({ rows: [], total: 0 });
        reportError(error);
      });
    return () => {
      active = false;
    };
  }, [tab, userId, pageNo, pageSize, condition]);
  return page;
}
