/**
 * The spec's {base} and {lios} prefixes. Both are /api on this server (its API_BASE and
 * LIOS_BASE defaults); the dev server proxies /api.
 */
export const API_BASES = { base: '/api', lios: '/api' } as const;

export type ApiBase = keyof typeof API_BASES;

/** Absolute URL of a call: `path` may start with '/' as the spec writes some of them. */
export function apiUrl(path: string, base: ApiBase = 'base'): string {
  return new URL(`${API_BASES[base]}/${path.replace(/^\/+/, '')}`, window.location.origin).href;
}

/** A call's path as the session's encryptedApis list names it: no leading slash, no query. */
export function callPath(path: string): string {
  return path.replace(/^\/+/, '').split('?')[0] ?? '';
}
