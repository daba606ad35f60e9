import { useT } from '../../../i18n/index.ts';
import { SECTIONS, type SectionId } from '../model/problem-place.ts';

/** The visual editor's parts; a part with problems carries their count. */
export function SectionNav({ selected, onSelect, problemCounts }: { selected: SectionId; onSelect: (section: SectionId) => void; problemCounts: ReadonlyMap<SectionId, number> }) {
  const t = useT();
  return (
    <nav aria-label={t('designer.sections')} className="flex flex-wrap gap-1">
      {SECTIONS.map((section) => {
        const count = problemCounts.get(section) ?? 0;
        return (
          <button
            key={section}
            type="button"
            aria-current={section === selected ? 'page' : undefined}
            onClick={() => onSelect(section)}
            className={`flex h-7 items-center gap-1 rounded border px-2 text-xs ${section === selected ? 'border-primary-600 bg-primary-600 text-white' : 'border-slate-200 bg-white text-slate-600 hover:border-primary-400 hover:text-primary-600'}`}
          >
            {t(`designer.section.${section}`)}
            {count > 0 && <span className={`rounded-full px-1.5 text-[10px] ${section === selected ? 'bg-white/25' : 'bg-red-100 text-red-600'}`}>{count}</span>}
          </button>
        );
      })}
    </nav>
  );
}
