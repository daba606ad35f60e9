import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs` (the lock screen's clock, the cockpit's). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
