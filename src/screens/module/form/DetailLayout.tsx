/** The frame of the detail page, shared by the real page and the module designer's preview. */
import type { ReactNode } from 'react';

/** The detail page's title bar (spec 01 §2): the title left, the page's buttons right. */
export function DetailHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 rounded bg-white px-4 py-3">
      <h2 className="text-base font-medium text-slate-800">{title}</h2>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </header>
  );
}

/** The white card the detail form sits in. */
export function FormCard({ children }: { children: ReactNode }) {
  return <div className="rounded bg-white px-4 pt-5 pb-1">{children}</div>;
}

/** The card under the form holding a saved record's child lists. */
export function ChildListsCard({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-4 rounded bg-white p-4">{children}</div>;
}
