import { createHash } from 'node:crypto';

/** PostgreSQL truncates identifiers beyond 63 bytes, which would make two long index names collide. */
const MAX_IDENTIFIER = 63;

/** `${table}_${suffix}`, shortened with a hash when too long, so that IF NOT EXISTS finds it again. */
export function indexName(table: string, suffix: string): string {
  const name = `${table}_${suffix}`;
  if (name.length <= MAX_IDENTIFIER) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, MAX_IDENTIFIER - hash.length - 1)}_${hash}`;
}
