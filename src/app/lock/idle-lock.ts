import { useEffect } from 'react';
import { lockScreen } from './screen-lock.ts';
import { reportError } from '../../api/report-error.ts';

/** Spec 02 §9: mouse movement is debounced by 1 s. */
const ACTIVITY_DEBOUNCE_MS = 1_000;
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Locks the screen after `minutes` without mouse or keyboard activity (0: never). While locked
 * nothing is listened to; unlocking starts the count again.
 */
export function useIdleLock(minutes: number, locked: boolean): void {
  useEffect(() => {
    if (minutes <= 0 || locked) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastReset = 0;
    const restart = () => {
      clearTimeout(timer);
      lastReset = Date.now();
      timer = setTimeout(() => lockScreen().catch(reportError), minutes * 60_000);
    };
    const onActivity = () => {
      if (Date.now() - lastReset >= ACTIVITY_DEBOUNCE_MS) restart();
    };
    restart();
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true }));
    return () => {
      clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity));
    };
  }, [minutes, locked]);
}
