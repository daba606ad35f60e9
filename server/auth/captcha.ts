import svgCaptcha from 'svg-captcha';
import { AppError } from '../../runtime/errors.ts';
import { newId, sha256Hex } from './secrets.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Spec 01 §9: random codes of digits and letters, 4 characters; look-alikes left out. */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 4;
const LIFETIME_MS = 5 * 60_000;

/** Codes compare case-insensitively: users read them off a distorted image. */
export function captchaCodeHash(code: string): string {
  return sha256Hex(code.trim().toLowerCase());
}

/** A new captcha: the image for the login form and the id it is checked under. */
export async function createCaptcha(db: PlatformDb): Promise<{ uuId: string; svg: string }> {
  const captcha = svgCaptcha.create({ size: CODE_LENGTH, charPreset: ALPHABET, noise: 2, width: 110, height: 40 });
  const uuId = newId();
  await db.insertInto('sys_captcha').values({ uu_id: uuId, code_hash: captchaCodeHash(captcha.text), expires_at: new Date(Date.now() + LIFETIME_MS), used: false }).execute();
  return { uuId, svg: captcha.data };
}

/** Checks a code once: the captcha is spent whether or not the code matched. */
export async function consumeCaptcha(db: PlatformDb, uuId: string, code: string): Promise<boolean> {
  const row = await db
    .updateTable('sys_captcha')
    .set({ used: true })
    .where('uu_id', '=', uuId)
    .where('used', '=', false)
    .where('expires_at', '>', new Date())
    .returning('code_hash')
    .executeTakeFirst();
  return row !== undefined && row.code_hash === captchaCodeHash(code);
}

/** Refuses with E_CAPTCHA unless the captcha is off or `code` matches captcha `uuId` (which it spends). */
export async function requireCaptcha(db: PlatformDb, enabled: boolean, uuId: string | undefined, code: string | undefined): Promise<void> {
  if (enabled && !(uuId && code && (await consumeCaptcha(db, uuId, code)))) throw new AppError('E_CAPTCHA');
}
