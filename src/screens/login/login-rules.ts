/** Client-side checks of the sign-in forms (spec 01 §5). */

/** Optional 86 or +86, then 11 digits starting with 1. */
export const MOBILE_PATTERN = /^(?:\+?86)?1\d{10}$/;
/** SMS codes are 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** The server's rule for new user names: letters and digits only. */
export const USERNAME_PATTERN = /^[A-Za-z0-9]{4,32}$/;

/**
 * Where to go after signing in: the `redirect` query when it is an in-app path, else home.
 * Absolute and protocol-relative URLs are refused so a link cannot send users elsewhere.
 */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/';
}
