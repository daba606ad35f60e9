/** Values of a request as Fastify hands them over, read without casting them to a type nobody checked. */

/** The fields of a parsed query string or form body; anything else (no body) is no fields. */
export function requestFields(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? { ...value } : {};
}

/** The part of the path a `/*` route matched; '' when there is none. */
export function wildcardParam(params: unknown): string {
  if (typeof params !== 'object' || params === null || !('*' in params)) return '';
  return typeof params['*'] === 'string' ? params['*'] : '';
}
