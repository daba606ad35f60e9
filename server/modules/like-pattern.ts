/**
 * A contains-pattern for ILIKE: the user's `%`, `_` and `\` match themselves, not as
 * wildcards. Backslash is PostgreSQL's default LIKE escape character.
 * @example containsPattern('50%_off') // '%50\%\_off%'
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
