import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SCREEN_LOCKED_EVENT } from '../../api/request.ts';
import { useCurrentUser } from '../current-user.ts';
import { useIdleLock } from './idle-lock.ts';
import { LockScreen } from './LockScreen.tsx';
import { lockedByServer, lockScreen, lockState, syncLockFromStorage, useLockState } from './screen-lock.ts';

/**
 * Mounted by the signed-in shell: locks after the user's idle time, keeps a stored lock up
 * across reloads (telling the server again, in case the reload came before its answer), follows
 * the server's lock of this session, and reloads what the page shows once unlocked.
 */
export function LockHost() {
  const user = useCurrentUser();
  const client = useQueryClient();
  const { locked, passwordRequired } = useLockState();
  useIdleLock(user?.lockTime ?? 0, locked);

  useEffect(() => {
    syncLockFromStorage();
    if (lockState().locked) void lockScreen().catch(() => undefined);
    else if (user?.screenLocked) lockedByServer(user.unlockNeedsPassword);
    const onLocked = () => lockedByServer(lockState().passwordRequired);
    window.addEventListener(SCREEN_LOCKED_EVENT, onLocked);
    return () => window.removeEventListener(SCREEN_LOCKED_EVENT, onLocked);
    // Once per mount of the shell: the stored flag and the server's word at that moment.
  }, []);

  if (!locked) return null;
  return <LockScreen passwordRequired={passwordRequired} onUnlocked={() => void client.invalidateQueries()} />;
}
