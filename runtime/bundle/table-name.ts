import type { BundleMessageId } from './bundle-problem.ts';

/**
 * Names a module's table cannot take. PostgreSQL finds pg_catalog ahead of every schema on
 * the search path, so a module table named pg_* would be read and written as the catalog's
 * (pg_authid holds the database's password hashes); information_schema is its other catalog.
 * The platform's own tables are sys_* and wf_*: a module over sys_user would list password
 * hashes, one over wf_task would bypass the workflow. The device data intake's tables are its own
 * too (server/db/migrations/0010_iot.ts), and so are the readings' day partitions
 * (server/db/reading-partitions.ts).
 */
const RESERVED: readonly { pattern: RegExp; messageId: BundleMessageId }[] = [
  { pattern: /^(pg_|information_schema$)/, messageId: 'bundle.catalogTable' },
  { pattern: /^(sys|wf)_/, messageId: 'bundle.platformTable' },
  { pattern: /^iot_(reading(_p\d{8}|_default|_unpartitioned)?|point_latest|alarm_state|event_seen)$/, messageId: 'bundle.platformTable' },
];

/** Why a module may not use the table, or undefined when it may. */
export function reservedTableProblem(table: string): BundleMessageId | undefined {
  return RESERVED.find(({ pattern }) => pattern.test(table))?.messageId;
}
