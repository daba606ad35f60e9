import { useQuery } from '@tanstack/react-query';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { Button } from '../../../components/Button.tsx';
import { offeredTransitions, type OfferedTransition } from './lifecycle-api.ts';
import { useTransitionRunner } from './use-transition-runner.ts';

export interface TransitionButtonsProps {
  module: CompiledModule;
  pkValue: string;
  /** Unsaved edits: the transition would not carry them, so the buttons wait for a save. */
  disabled?: boolean;
  title?: string;
  /** Called after a transition was taken (the record's queries are invalidated already). */
  onChanged?: () => void;
}

const NONE: OfferedTransition[] = [];

/**
 * The detail page's transition buttons: the ones the server offers the user for the record in
 * its state, asked again whenever the record's queries are invalidated (a save, a transition).
 */
export function TransitionButtons({ module, pkValue, disabled = false, title, onChanged }: TransitionButtonsProps) {
  const { data: offered = NONE } = useQuery({
    queryKey: [...queryKeys.moduleRecord(module.moduleId, pkValue), 'transitions'],
    // Without an offer there is nothing to take.
    queryFn: () => offeredTransitions(module, [pkValue]).then((offers) => offers[pkValue] ?? NONE, () => NONE),
  });
  const { run, running } = useTransitionRunner(module, onChanged);
  return (
    <>
      {offered.map((transition) => (
        <Button key={transition.name} disabled={disabled} title={disabled ? title : undefined} loading={running === `${pkValue}:${transition.name}`} onClick={() => void run(pkValue, transition)}>
          {transition.label}
        </Button>
      ))}
    </>
  );
}
