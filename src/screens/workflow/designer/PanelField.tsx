import { useId, type ReactNode } from 'react';

export const TEXT_INPUT = 'h-8 w-full rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-primary-500';

/** A labelled control of the designer's property panels; the child gets the input id. */
export function PanelField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-slate-500">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
