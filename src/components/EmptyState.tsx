import type { ReactNode } from 'react';
import { InboxIcon } from './icons.tsx';

/** The 'no data' placeholder of lists and panels; `children` may add an action. */
export function EmptyState({ message, children, className = '' }: { message: string; children?: ReactNode; className?: string }) {
  return (
    <div className={`flex flex-col items-center justify-center gap-2 py-10 text-sm text-slate-400 ${className}`}>
      <InboxIcon size={40} strokeWidth={1.2} />
      <span>{message}</span>
      {children}
    </div>
  );
}
