/**
 * The lock screen's state (spec 02 §4 'Lock screen'): the isLock flag in session storage, so a
 * reload stays locked, and the lock on the session at the server, which refuses every other
 * call while it is up (so another tab or a stolen moment at the desk gets nothing either).
 */
import { useSyncExternalStore } from 'react';
import { request, unwrap, type Envelope } from '../../api/request.ts';
import { rsaEncrypt } from '../../api/rsa.ts';

export const IS_LOCK_KEY = 'isLock';
/** Spec 02 §9: the slider unlocks at 98 of 100. */
export const UNLOCK_THRESHOLD = 98;

export interface LockState {
  locked: boolean;
  /** The server asks for the password, not only the slider. */
  passwordRequired: boolean;
}

const listeners = new Set<() => void>();
let state: LockState = { locked: sessionStorage.getItem(IS_LOCK_KEY) === '1', passwordRequired: false };

function set(next: LockState): void {
  state = next;
  if (next.locked) sessionStorage.setItem(IS_LOCK_KEY, '1');
  else sessionStorage.removeItem(IS_LOCK_KEY);
  listeners.forEach((listener) => listener());
}

export function lockState(): LockState {
  return state;
}

export function useLockState(): LockState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lockState,
  );
}

/** Locks at once, then tells the server; a failed call leaves the screen locked (a reload asks again). */
export async function lockScreen(): Promise<void> {
  set({ locked: true, passwordRequired: state.passwordRequired });
  const answer = unwrap(await request<Envelope<{ passwordRequired: boolean }>>('system/user/lockScreen.ajax'));
  set({ locked: true, passwordRequired: answer.passwordRequired });
}

/** The server says this session is locked (a reload, another tab): show the lock screen. */
export function lockedByServer(passwordRequired: boolean): void {
  set({ locked: true, passwordRequired });
}

/** Unlocks on the server (with the password when it asks for one), then here; throws the server's refusal. */
export async function unlockScreen(password?: string): Promise<void> {
  const params = password ? { password: await rsaEncrypt(password) } : {};
  // Too many wrong passwords end the session: LockScreen signs out itself, without the re-login prompt.
  unwrap(await request<Envelope<{ locked: boolean }>>('system/user/unlockScreen.ajax', params, { ownUnauthorized: true }));
  set({ locked: false, passwordRequired: false });
}

/** Asks for the password from now on (the server refused the slider). */
export function requirePassword(): void {
  set({ locked: true, passwordRequired: true });
}

/** Follows the flag after a sign-in in this tab (the login page cleared it). */
export function syncLockFromStorage(): void {
  const stored = sessionStorage.getItem(IS_LOCK_KEY) === '1';
  if (stored !== state.locked) set({ locked: stored, passwordRequired: false });
}

/** Forgets the flag (sign-out). */
export function clearLock(): void {
  set({ locked: false, passwordRequired: false });
}
