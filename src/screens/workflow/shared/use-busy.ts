import { useCallback, useRef, useState } from 'react';

/**
 * An in-progress flag for one action: `run` ignores calls while the previous one is still
 * running, so a double click sends once. The ref guards clicks that land before React
 * re-renders the disabled button.
 */
export function useBusy(): [boolean, (action: () => Promise<void>) => Promise<void>] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
