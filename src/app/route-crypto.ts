/**
 * Record keys in route parameters are AES-encrypted (ECB, PKCS7) so that links do not
 * expose raw ids; the text is URL-safe base64 without padding.
 *
 * @example navigate(`/wo/workOrderForm/${encryptPk('42')}?mode=edit`)
 */
import { aesDecrypt, aesEncrypt } from './aes.ts';

// A fixed application key: the point is opaque links, not secrecy from the signed-in user.
const ROUTE_KEY = 'EopRoutePk#2024!';

export function encryptPk(pk: string): string {
  return aesEncrypt(pk, ROUTE_KEY).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Accepts URL-safe or standard base64; throws when the text was not made by encryptPk. */
export function decryptPk(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return aesDecrypt(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='), ROUTE_KEY);
}
