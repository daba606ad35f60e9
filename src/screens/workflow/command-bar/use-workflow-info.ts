import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { initWfCommand, type WfRef } from '../api/command-calls.ts';
import type { WorkflowInfo } from '../../../../contracts/workflow.ts';

/** The record's workflow info (initWfCommand.ajax); every workflow action on the record invalidates it. */
export function useWorkflowInfo(moduleId: string, pkValue: string): { info: WorkflowInfo | null; ref: WfRef } {
  const { data } = useQuery({
    queryKey: queryKeys.workflowRecordPart(moduleId, pkValue, 'info'),
    queryFn: () => initWfCommand(moduleId, pkValue),
    meta: { report: true },
  });
  const info = data ?? null;
  const modelId = info?.modelId ?? '';
  const workflowId = info?.workflowId ?? '';
  // Stable between reloads of the same instance: dialogs and drawers load once per opening.
  const ref = useMemo<WfRef>(() => ({ moduleId, pkValue, modelId, workflowId }), [moduleId, pkValue, modelId, workflowId]);
  return { info, ref };
}
