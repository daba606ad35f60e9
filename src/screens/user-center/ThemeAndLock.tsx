import { useState } from 'react';
import { reportError } from '../../api/report-error.ts';
import { Select } from '../../components/Select.tsx';
import { toast } from '../../components/toast.ts';
import { useT } from '../../i18n/hooks.ts';
import { loadCurrentUser, type CurrentUser } from '../../app/current-user.ts';
import { applyTheme, DEFAULT_PRIMARY, isThemeColor, THEME_PRESETS } from '../../app/theme/theme-colors.ts';
import { savePersonalSettings } from './personal-calls.ts';

/** Minutes the lock time offers; 0 never (spec 02 §9 default). */
const LOCK_TIMES = [0, 1, 5, 10, 15, 30, 60] as const;

/**
 * The theme colour, applied to the whole page the moment it is picked and then saved, and the
 * lock time. A failed save puts the stored colour back.
 */
export function ThemeAndLock({ user }: { user: CurrentUser }) {
  const t = useT();
  const current = isThemeColor(user.theme) ? user.theme : DEFAULT_PRIMARY;
  const [color, setColor] = useState(current);

  const save = async (patch: { theme?: string; lockTime?: number }) => {
    try {
      await savePersonalSettings(patch);
      await loadCurrentUser();
      toast.success(t('msg.success'));
    } catch (error) {
      reportError(error);
      applyTheme(user.theme);
      setColor(current);
    }
  };
  const pick = (next: string) => {
    setColor(next);
    applyTheme(next);
    void save({ theme: next === DEFAULT_PRIMARY ? '' : next });
  };

  return (
    <>
      <div className="grid grid-cols-[130px_1fr] items-start gap-4">
        <div className="pt-1.5 text-right text-sm text-slate-500">{t('user.themeColor')}</div>
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-2" role="radiogroup" aria-label={t('user.themeColor')}>
            {THEME_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                role="radio"
                aria-checked={preset === color}
                aria-label={preset}
                title={preset}
                onClick={() => pick(preset)}
                className={`h-7 w-7 rounded-full border-2 ${preset === color ? 'border-slate-800' : 'border-white shadow'}`}
                style={{ backgroundColor: preset }}
              />
            ))}
            <input type="color" aria-label={t('user.themeCustom')} value={color} onChange={(event) => setColor(event.target.value)} onBlur={() => color !== current && pick(color)} className="h-7 w-10 cursor-pointer rounded border border-slate-300" />
          </div>
          <div className="flex h-4 overflow-hidden rounded" aria-hidden>
            {['light-9', 'light-7', 'light-5', 'light-3', 'light-1', '', 'dark-1', 'dark-3', 'dark-5', 'dark-7', 'dark-9'].map((shade) => (
              <span key={shade || 'base'} className="flex-1" style={{ backgroundColor: `var(--color-primary-${shade || '600'})` }} />
            ))}
          </div>
          <p className="text-xs text-slate-400">{t('user.themeHint')}</p>
        </div>
      </div>
      <div className="grid grid-cols-[130px_1fr] items-center gap-4">
        <label htmlFor="lock-time" className="text-right text-sm text-slate-500">
          {t('user.lockTime')}
        </label>
        <Select
          id="lock-time"
          size="h-8 w-48"
          value={String(user.lockTime)}
          options={LOCK_TIMES.map((minutes) => ({ value: String(minutes), label: minutes === 0 ? t('user.lockNever') : t('user.lockMinutes', { n: minutes }) }))}
          onChange={(minutes) => void save({ lockTime: Number(minutes) })}
        />
      </div>
    </>
  );
}
