import { Type } from '@sinclair/typebox';
import { defineJob } from '../job-types.ts';
import type { PlatformDb } from '../../db/tables/index.ts';

/** Expired or revoked sign-in tokens and uakeys stay this long, so a late request still hears "expired". */
export const SESSION_KEEP_DAYS = 7;

/**
 * The rows each sign-in table keeps only while they can be used: captchas, SMS codes, gotoView
 * codes, rate-limit windows, and tokens and uakeys SESSION_KEEP_DAYS after their end.
 */
export async function purgeExpiredRows(db: PlatformDb, now: Date): Promise<void> {
  const sessionCutoff = new Date(now.getTime() - SESSION_KEEP_DAYS * 86_400_000);
  await db.deleteFrom('sys_captcha').where('expires_at', '<', now).execute();
  await db.deleteFrom('sys_sms_code').where('expires_at', '<', now).execute();
  await db.deleteFrom('sys_view_code').where('expires_at', '<=', now).execute();
  await db.deleteFrom('sys_rate_limit').where('reset_at', '<', now).execute();
  for (const table of ['sys_token', 'sys_uakey'] as const) {
    await db
      .deleteFrom(table)
      .where((eb) => eb.or([eb('expires_at', '<', sessionCutoff), eb('revoked_at', '<', sessionCutoff)]))
      .execute();
  }
}

export function expiredRowsJob(db: PlatformDb) {
  return defineJob({ name: 'purge.expiredRows', payload: Type.Object({}), run: (_payload, { now }) => purgeExpiredRows(db, now) });
}
