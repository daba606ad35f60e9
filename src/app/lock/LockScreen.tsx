import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { RequestError } from '../../api/request-error.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { LogoutIcon } from '../../components/icons.tsx';
import { useLocale, useT } from '../../i18n/hooks.ts';
import { useCurrentUser } from '../current-user.ts';
import { useNow } from '../use-now.ts';
import { logout, resetSession } from '../session.ts';
import { toast } from '../../components/toast.ts';
import { clearLock, requirePassword, UNLOCK_THRESHOLD, unlockScreen } from './screen-lock.ts';

/** Spec 02 §9: the clock refreshes every second. */
const CLOCK_MS = 1_000;

/**
 * The lock view (spec 02 §2, §4): the time as HH:MM, the date as month and day with the
 * weekday, a slider that unlocks at 98 or more (below, released, it springs back to 0), the
 * password when the server asks for it, and sign-out.
 */
export function LockScreen({ passwordRequired, onUnlocked }: { passwordRequired: boolean; onUnlocked: () => void }) {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const now = useNow(CLOCK_MS);
  const [slider, setSlider] = useState(0);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const unlock = async (withPassword?: string) => {
    setBusy(true);
    setError('');
    try {
      await unlockScreen(withPassword);
      onUnlocked();
    } catch (failure) {
      setSlider(0);
      // The last wrong password ended the session at the server: sign in again (a 401's text is the generic one, spec 01 §8).
      if (failure instanceof RequestError && failure.status === 401) {
        // Titled: it outlives the page change to the login form.
        toast.notify({ type: 'error', title: t('lock.title'), message: t('lock.signedOut') });
        resetSession();
        clearLock();
        void navigate('/login', { replace: true });
        return;
      }
      if (failure instanceof RequestError && failure.code === 'E_VALIDATION' && !withPassword) requirePassword();
      setError(failure instanceof Error ? failure.message : t('request.failed'));
    } finally {
      setBusy(false);
    }
  };
  const slide = (value: number) => {
    setSlider(value);
    if (value >= UNLOCK_THRESHOLD && !busy) void unlock();
  };
  const release = () => {
    if (slider < UNLOCK_THRESHOLD) setSlider(0);
  };
  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (password) void unlock(password);
  };
  const signOut = async () => {
    await logout();
    clearLock();
    void navigate('/login', { replace: true });
  };

  const time = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
  const date = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', weekday: 'long' }).format(now);

  return (
    <div role="dialog" aria-modal="true" aria-label={t('lock.title')} className="fixed inset-0 z-[3000] flex flex-col items-center justify-center bg-gradient-to-br from-primary-900 via-primary-700 to-primary-500 text-white select-none">
      <div className="text-center">
        <div data-testid="lock-clock" className="text-8xl font-light tracking-wider tabular-nums">
          {time}
        </div>
        <div data-testid="lock-date" className="mt-3 text-xl text-white/80">
          {date}
        </div>
      </div>
      <div className="mt-16 flex flex-col items-center gap-3">
        <Avatar image={user?.avatar} name={user?.realName ?? ''} size={64} />
        <div className="text-base">{user?.realName}</div>
      </div>
      <div className="mt-10 w-80">
        {passwordRequired ? (
          <form onSubmit={submitPassword} className="flex gap-2">
            <input
              type="password"
              autoFocus
              autoComplete="current-password"
              aria-label={t('lock.password')}
              placeholder={t('lock.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className="h-10 min-w-0 flex-1 rounded border border-white/40 bg-white/15 px-3 text-white placeholder:text-white/60 focus:border-white focus:outline-none"
            />
            <button type="submit" disabled={busy || !password} className="h-10 rounded bg-white px-4 text-primary-700 disabled:opacity-60">
              {t('lock.unlock')}
            </button>
          </form>
        ) : (
          <label className="relative block h-12 overflow-hidden rounded-full bg-white/20">
            <span className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm text-white/80">{t('lock.slide')}</span>
            <input
              type="range"
              min={0}
              max={100}
              value={slider}
              aria-label={t('lock.slide')}
              onChange={(event) => slide(Number(event.target.value))}
              onMouseUp={release}
              onTouchEnd={release}
              onKeyUp={release}
              className="absolute inset-0 h-full w-full cursor-pointer appearance-none bg-transparent [&::-moz-range-thumb]:h-10 [&::-moz-range-thumb]:w-10 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-white [&::-webkit-slider-thumb]:h-10 [&::-webkit-slider-thumb]:w-10 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow"
            />
          </label>
        )}
        {error && (
          <p role="alert" className="mt-3 text-center text-sm text-red-100">
            {error}
          </p>
        )}
      </div>
      <button type="button" onClick={() => void signOut()} className="absolute right-8 bottom-8 flex items-center gap-2 rounded px-3 py-2 text-sm text-white/80 hover:bg-white/10 hover:text-white">
        <LogoutIcon size={16} />
        {t('layout.logout')}
      </button>
    </div>
  );
}
