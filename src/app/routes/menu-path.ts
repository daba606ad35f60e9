/** A location pathname as the menu model keys it: decoded (/i/监控), without a trailing slash. */
export function menuPathOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // a malformed escape: keep the raw path, it simply matches no menu
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}
