import { useCallback, useState } from 'react';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { useInvalidateAfter } from '../../../api/invalidations.ts';
import { reportError } from '../../../api/report-error.ts';
import { RequestError } from '../../../api/request.ts';
import { confirm } from '../../../components/confirm.ts';
import { toast } from '../../../components/toast.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { fieldErrorsOf } from '../module-api.ts';
import { takeTransition, type OfferedTransition } from './lifecycle-api.ts';

/** The label of a state in the module's state dictionary, in the user's language. */
function useStateLabel(module: CompiledModule): (state: string) => string {
  const [locale] = useLocale();
  return useCallback(
    (state: string) => {
      const dict = module.bundle.lifecycle ? module.fields.get(module.bundle.lifecycle.field)?.def.dict : undefined;
      return (dict && module.dictionaries[dict]?.items.find((item) => item.value === state)?.label[locale]) || state;
    },
    [module, locale],
  );
}

/**
 * Takes a transition the way both the detail page and the list do: the user confirms, the
 * server decides, success is told, the module's queries are invalidated and `onDone` is called; a refusal is told with each field the
 * transition still needs.
 */
export function useTransitionRunner(module: CompiledModule, onDone?: (key: string) => void) {
  const t = useT();
  const invalidateAfter = useInvalidateAfter();
  const stateLabel = useStateLabel(module);
  const [running, setRunning] = useState<string | null>(null);
  const run = useCallback(
    async (key: string, transition: OfferedTransition) => {
      if (!(await confirm(t('lifecycle.confirm', { transition: transition.label, state: stateLabel(transition.to) })))) return;
      setRunning(`${key}:${transition.name}`);
      try {
        toast.success((await takeTransition(module, key, transition.name)) || t('lifecycle.done'));
      } catch (error) {
        const fields = error instanceof RequestError ? fieldErrorsOf(error.param) : [];
        if (fields.length > 0) toast.warning(error instanceof Error ? error.message : '', fields.map((field) => field.message).join('；'));
        else reportError(error);
      } finally {
        setRunning(null);
      }
      // Taken or refused, the record may have moved on (another user, the workflow): show it as it is.
      await invalidateAfter({ kind: 'record', moduleId: module.moduleId });
      onDone?.(key);
    },
    [invalidateAfter, module, onDone, stateLabel, t],
  );
  return { run, running };
}
