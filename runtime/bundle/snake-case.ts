/**
 * Column names derived from field names: `czxxNo` → `czxx_no`, `parentEqNo` → `parent_eq_no`,
 * `URLPath` → `url_path`. Bundles may set `column` when the derived name is not wanted.
 */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}
