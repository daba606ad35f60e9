import { useEffect } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { Button } from '../../../components/Button.tsx';
import { Drawer } from '../../../components/Drawer.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { workflowHandleLog, type WfRef } from '../api/command-calls.ts';
import { HandleLogView } from './HandleLogView.tsx';

export interface HandleLogDrawerProps {
  /** The record whose log to show; null keeps the drawer closed. */
  target: WfRef | null;
  /** The 1300-wide timeline; otherwise the 400-wide log drawer. */
  wide?: boolean;
  onClose: () => void;
  /** Shown in the narrow drawer: opens the wide timeline. */
  onShowTimeline?: () => void;
}

/** The workflow log drawers of spec 02 §2 (400 and 1300 wide) over workflowHandleLog.ajax. */
export function HandleLogDrawer({ target, wide = false, onClose, onShowTimeline }: HandleLogDrawerProps) {
  const t = useT();
  // Asked on each opening (a closed drawer's query is disabled); a failure is reported and closes it.
  const { data: log, errorUpdatedAt, isFetching } = useQuery({
    queryKey: target ? [...queryKeys.workflowRecordPart(target.moduleId, target.pkValue, 'log'), target.modelId, target.workflowId] : ['closed'],
    queryFn: target ? () => workflowHandleLog(target) : skipToken,
    meta: { report: true },
  });
  useEffect(() => {
    if (errorUpdatedAt > 0) onClose();
    // Each new failure closes; the parent's onClose identity does not matter.
  }, [errorUpdatedAt]);

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      width={wide ? 1300 : 400}
      title={
        <span className="flex items-center gap-3">
          {t(wide ? 'wf.log.timeline' : 'wf.log.title')}
          {onShowTimeline && (
            <Button size="small" variant="text" onClick={onShowTimeline}>
              {t('wf.log.detail')}
            </Button>
          )}
        </span>
      }
    >
      {log && !isFetching ? <HandleLogView log={log} compact={!wide} /> : <Spinner className="mt-10 flex justify-center" />}
    </Drawer>
  );
}
