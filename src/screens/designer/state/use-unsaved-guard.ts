import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../../../components/confirm.ts';
import { useT } from '../../../i18n/index.ts';

/**
 * Asks before unsaved design work is lost: leaving the designer page or its module inside the
 * app (menu, view tags, back) and closing or reloading the browser tab. The page's own moves,
 * asked about already, pass with `allowNext`.
 */
export function useUnsavedGuard(dirty: boolean): { allowNext: () => void } {
  const t = useT();
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(t('common.unsavedLeave')).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const allowNext = useCallback(() => {
    allowed.current = true;
  }, []);
  return { allowNext };
}
