/**
 * Turns call parameters into form fields: undefined is left out, null is sent empty (the
 * server reads '' as null), arrays are comma-joined, objects go as JSON.
 */
export function toFormEntries(params: Record<string, unknown>): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    entries.push([key, fieldText(value)]);
  }
  return entries;
}

function fieldText(value: unknown): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map((item) => (item === null || item === undefined ? '' : String(item))).join(',');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Calls made before or for signing in get neither access_token nor lang from the request
 * layer (checklogin sends its own lang); every other call gets both.
 */
export function isLoginCall(path: string): boolean {
  if (path === 'api/getToken') return true;
  return path.startsWith('login/') && path !== 'login/currentUserInfo.ajax' && path !== 'login/logout.ajax';
}
