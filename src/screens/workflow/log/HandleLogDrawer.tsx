import { useEffect, useState } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { Button } from '../../../components/Button.tsx';
import { Drawer } from '../../../components/Drawer.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { workflowHandleLog, type WfRef } from '../api/command-calls.ts';
import type { HandleLog } from '../../../../contracts/workflow.ts';
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
  const [log, setLog] = useState<HandleLog | null>(null);

  useEffect(() => {
    setLog(null);
    if (!target) return;
    let active = true;
    workflowHandleLog(target)
      .then((loaded) => active && setLog(loaded))
      .catch((error: unknown) => {
        if (!active) return;
        reportError(error);
        onClose();
      });
    return () => {
      active = false;
    };
    // One load per opening; the parent's onClose identity does not matter.
  }, [target]);

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
      {log ? <HandleLogView log={log} compact={!wide} /> : <Spinner className="mt-10 flex justify-center" />}
    </Drawer>
  );
}
