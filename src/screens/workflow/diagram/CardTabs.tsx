import type { ReactNode } from 'react';

export interface CardTab {
  id: string;
  label: ReactNode;
}

/** A card-style tab strip (spec 02 §2 'card tab'); the caller renders the selected panel. */
export function CardTabs({ tabs, selected, onSelect }: { tabs: readonly CardTab[]; selected: string; onSelect: (id: string) => void }) {
  return (
    <div role="tablist" className="flex border-b border-slate-200 bg-slate-50">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          onClick={() => onSelect(tab.id)}
          className={`-mb-px border-x border-t px-4 py-2 text-sm first:border-l-0 ${tab.id === selected ? 'border-slate-200 border-b-white bg-white font-medium text-primary-600' : 'border-transparent text-slate-600 hover:text-primary-600'}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
