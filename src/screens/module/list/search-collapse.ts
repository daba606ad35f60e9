import { useState } from 'react';
import { useCurrentUser } from '../../../app/current-user.ts';

/** Per user, not per module: a person who folds the search away wants it folded on every list. */
const keyOf = (userId: string) => `eop.searchCollapsed.${userId}`;

/** Whether the list's search panel is folded, remembered in localStorage for the signed-in user. */
export function useSearchCollapsed(): [boolean, (collapsed: boolean) => void] {
  const userId = useCurrentUser()?.userId ?? '';
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(keyOf(userId)) === '1');
  return [
    collapsed,
    (next: boolean) => {
      setCollapsed(next);
      localStorage.setItem(keyOf(userId), next ? '1' : '0');
    },
  ];
}
