import { useSyncExternalStore } from 'react';

/** Below Tailwind's md breakpoint (768 px) the shell is a phone's: the menu becomes a drawer. */
const NARROW = '(max-width: 767.98px)';

function subscribe(notify: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches, () => false);
}
