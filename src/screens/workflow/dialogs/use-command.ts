import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { reportActionError } from '../shared/report-action-error.ts';
import { useBusy } from '../shared/use-busy.ts';

/**
 * Sends a workflow command once at a time: the server's answer (or 'done') is toasted and
 * `onDone` called; a failure is reported and the dialog stays open for another try, unless
 * the instance moved on meanwhile: then `onDone` reloads the bar and the record. The command
 * resolves to undefined when it only warned and sent nothing.
 */
export function useCommand(onDone: () => void): [boolean, (command: () => Promise<string | undefined>) => Promise<void>] {
  const t = useT();
  const [busy, run] = useBusy();
  const send = (command: () => Promise<string | undefined>) =>
    run(async () => {
      try {
        const message = await command();
        if (message === undefined) return;
        toast.success(message || t('wf.done'));
        onDone();
      } catch (error) {
        reportActionError(error, onDone);
      }
    });
  return [busy, send];
}
