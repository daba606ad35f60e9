/** Compiled bundle patterns by source: bundles hold few distinct ones, and an import checks each per row. */
const compiled = new Map<string, RegExp>();

/**
 * A bundle field's `pattern` as the expression the whole value must match (`u` flag).
 * @throws SyntaxError when the source is no regular expression (the bundle check refuses those first).
 * @example fieldPattern('[A-Z]{2}\\d{4}').test('WT0001') // true
 */
export function fieldPattern(source: string): RegExp {
  let pattern = compiled.get(source);
  if (!pattern) {
    pattern = new RegExp(`^(?:${source})$`, 'u');
    compiled.set(source, pattern);
  }
  return pattern;
}
