import { recordKey } from '../modules/record-key.ts';
import type { AuditAction, AuditEntry as AuditRow } from '../../contracts/module-design.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export type { AuditAction };

export interface AuditEntry {
  moduleId: string;
  action: AuditAction;
  fromVersion: number | null;
  toVersion: number | null;
  userId: string;
  note: string;
  /** The plan that was applied (publish, rollback, import). */
  plan?: unknown;
}

/** Writes one sys_module_audit row inside the caller's transaction, so it commits with the change it records. */
export async function recordAudit(trx: PlatformDb, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('sys_module_audit')
    .values({
      id: recordKey(),
      module_id: entry.moduleId,
      action: entry.action,
      from_version: entry.fromVersion,
      to_version: entry.toVersion,
      user_id: entry.userId,
      note: entry.note,
      plan: entry.plan === undefined ? null : JSON.stringify(entry.plan),
    })
    .execute();
}

const optionalNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** One page of the log, newest first, with the total; the command line's `system` has no user row and shows as itself. */
export async function auditPage(db: PlatformDb, filter: { moduleId?: string; limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> {
  let query = db.selectFrom('sys_module_audit as a');
  if (filter.moduleId) query = query.where('a.module_id', '=', filter.moduleId);
  const rows = await query
    .leftJoin('sys_user as u', 'u.user_id', 'a.user_id')
    .select(['a.id', 'a.module_id', 'a.action', 'a.from_version', 'a.to_version', 'a.user_id', 'a.created_at', 'a.note', 'u.user_name', 'u.real_name'])
    .select((eb) => eb.fn.countAll().over().as('total'))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const total = rows.length > 0 ? Number(rows[0]?.total) : Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  return {
    total,
    rows: rows.map((row) => ({
      id: String(row.id),
      moduleId: String(row.module_id),
      action: row.action as AuditAction,
      fromVersion: optionalNumber(row.from_version),
      toVersion: optionalNumber(row.to_version),
      userName: String(row.user_name ?? row.user_id),
      realName: String(row.real_name ?? row.user_name ?? row.user_id),
      createdAt: String(row.created_at),
      note: String(row.note ?? ''),
    })),
  };
}
