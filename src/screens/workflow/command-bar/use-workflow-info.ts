import { useCallback, useEffect, useMemo, useState } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { initWfCommand, type WfRef } from '../api/command-calls.ts';
import type { WorkflowInfo } from '../../../../contracts/workflow.ts';

/** The record's workflow info (initWfCommand.ajax), reloaded after every action. */
export function useWorkflowInfo(moduleId: string, pkValue: string): { info: WorkflowInfo | null; ref: WfRef; reload: () => void } {
  const [info, setInfo] = useState<WorkflowInfo | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    initWfCommand(moduleId, pkValue)
      .then((loaded) => active && setInfo(loaded))
      .catch((error: unknown) => active && reportError(error));
    return () => {
      active = false;
    };
  }, [moduleId, pkValue, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const modelId = info?.modelId ?? '';
  const workflowId = info?.workflowId ?? '';
  // Stable between reloads of the same instance: dialogs and drawers load once per opening.
  const ref = useMemo<WfRef>(() => ({ moduleId, pkValue, modelId, workflowId }), [moduleId, pkValue, modelId, workflowId]);
  return { info, ref, reload };
}
