/** One thing wrong with a bundle file, located by JSON pointer so an analyst can find it. */
export type BundleProblem = { file: string; pointer: string; message: string };

/** Escapes a property name as a JSON pointer token (RFC 6901). */
function token(part: string | number): string {
  return String(part).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** pointer('form', 'groups', 0) → '/form/groups/0'; no parts → '/' (the document). */
export function pointer(...parts: (string | number)[]): string {
  return parts.length ? parts.map((part) => `/${token(part)}`).join('') : '/';
}
