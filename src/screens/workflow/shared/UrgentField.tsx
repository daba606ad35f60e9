import { useT } from '../../../i18n/hooks.ts';

/** The urgent flag of spec 02 §3: Y urgent, N not urgent (the default). */
export function UrgentField({ value, onChange }: { value: 'Y' | 'N'; onChange: (value: 'Y' | 'N') => void }) {
  const t = useT();
  return (
    <div role="radiogroup" aria-label={t('wf.urgent')} className="flex items-center gap-4 text-sm">
      <span className="text-slate-600">{t('wf.urgent')}</span>
      {(['N', 'Y'] as const).map((flag) => (
        <label key={flag} className="inline-flex cursor-pointer items-center gap-1.5">
          <input type="radio" className="accent-primary-600" checked={value === flag} onChange={() => onChange(flag)} />
          {t(flag === 'Y' ? 'wf.urgent.yes' : 'wf.urgent.no')}
        </label>
      ))}
    </div>
  );
}
