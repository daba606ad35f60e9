import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { updateReadState, type TaskRow, type TaskTab } from '../api/task-calls.ts';
import { taskFormPath } from './open-task.ts';

/**
 * Opens a task's record: an unread to-do is marked read first (updateReadState.ajax; a
 * failure there must not keep the user from the record), then the form opens in workflow mode.
 */
export function useOpenTask(): (tab: TaskTab, row: TaskRow) => Promise<void> {
  const t = useT();
  const navigate = useNavigate();
  return useCallback(
    async (tab, row) => {
      const path = taskFormPath(row);
      if (!path) {
        toast.warning(t('route.notFound'));
        return;
      }
      if (tab === 'todo' && row.unread) await updateReadState(row.key).catch(() => undefined);
      void navigate(path);
    },
    [navigate, t],
  );
}
