import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { AppError } from '../../runtime/errors.ts';
import { isPhone } from '../../runtime/rules/formats.ts';
import { newId, sha256Hex } from './secrets.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export const SMS_PURPOSES = ['login', 'register', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Spec 01 §5/§9: SMS codes are 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** A texted code's default life (system parameter sms.codeMinutes). */
export const SMS_CODE_MINUTES = 5;
export const SMS_RESEND_SECONDS = 60;
/** Guesses allowed per code; a million codes against five guesses keeps guessing hopeless. */
export const MAX_SMS_ATTEMPTS = 5;

/** The 11-digit national number, or undefined when the text fails the runtime's phone format. */
export function normalizeMobile(text: string): string | undefined {
  const trimmed = text.trim();
  return isPhone(trimmed) ? trimmed.replace(/\D/g, '').slice(-11) : undefined;
}

/** Salted with the row id so equal codes of different rows do not share a hash. */
function codeHash(id: string, code: string): string {
  return sha256Hex(`${id}:${code}`);
}

/**
 * Stores a new code for the mobile and purpose and returns it (the caller texts it). Refused
 * with E_SMS_TOO_SOON within 60 s of the previous one; a per-mobile advisory lock makes the
 * check and the insert one step, so parallel requests cannot both pass. Earlier codes of the
 * same mobile and purpose stop working: only the latest text counts. It is valid `minutes`.
 */
export async function issueSmsCode(db: PlatformDb, mobile: string, purpose: SmsPurpose, minutes: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = newId();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`sms:${purpose}:${mobile}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('sys_sms_code')
      .select('id')
      .where('mobile', '=', mobile)
      .where('purpose', '=', purpose)
      .where('created_at', '>', new Date(now - SMS_RESEND_SECONDS * 1000))
      .executeTakeFirst();
    if (recent) throw new AppError('E_SMS_TOO_SOON', { n: SMS_RESEND_SECONDS });
    await trx.updateTable('sys_sms_code').set({ used: true }).where('mobile', '=', mobile).where('purpose', '=', purpose).where('used', '=', false).execute();
    await trx
      .insertInto('sys_sms_code')
      .values({ id, mobile, purpose, code_hash: codeHash(id, code), created_at: new Date(now), expires_at: new Date(now + minutes * 60_000), attempts: 0, used: false })
      .execute();
  });
  return code;
}

/**
 * Spends the mobile's live code for the purpose when `code` matches. Every attempt is counted
 * before the comparison, in one statement, so parallel guesses cannot exceed the limit; the
 * final update lets only one of two parallel correct attempts through.
 */
export async function consumeSmsCode(db: PlatformDb, mobile: string, purpose: SmsPurpose, code: string): Promise<boolean> {
  if (!SMS_CODE_PATTERN.test(code)) return false;
  const live = await db
    .selectFrom('sys_sms_code')
    .select('id')
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('used', '=', false)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!live) return false;
  const id = live.id as string;
  const counted = await db
    .updateTable('sys_sms_code')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('used', '=', false)
    .where('attempts', '<', MAX_SMS_ATTEMPTS)
    .returning('code_hash')
    .executeTakeFirst();
  if (!counted || !timingSafeEqual(Buffer.from(counted.code_hash as string), Buffer.from(codeHash(id, code)))) return false;
  const spent = await db.updateTable('sys_sms_code').set({ used: true }).where('id', '=', id).where('used', '=', false).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
