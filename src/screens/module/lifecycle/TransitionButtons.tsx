import { useEffect, useState } from 'react';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { Button } from '../../../components/Button.tsx';
import { offeredTransitions, type OfferedTransition } from './lifecycle-api.ts';
import { useTransitionRunner } from './use-transition-runner.ts';

export interface TransitionButtonsProps {
  module: CompiledModule;
  pkValue: string;
  /** Changes whenever the record was reloaded: the offer is asked again. */
  refreshKey: number;
  /** Unsaved edits: the transition would not carry them, so the buttons wait for a save. */
  disabled?: boolean;
  title?: string;
  onChanged: () => void;
}

/** The detail page's transition buttons: the ones the server offers the user for the record in its state. */
export function TransitionButtons({ module, pkValue, refreshKey, disabled = false, title, onChanged }: TransitionButtonsProps) {
  const [offered, setOffered] = useState<OfferedTransition[]>([]);
  const { run, running } = useTransitionRunner(module, onChanged);
  useEffect(() => {
    let live = true;
    offeredTransitions(module, [pkValue]).then(
      (offers) => live && setOffered(offers[pkValue] ?? []),
      () => live && setOffered([]),
    );
    return () => {
      live = false;
    };
  }, [module, pkValue, refreshKey]);
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
