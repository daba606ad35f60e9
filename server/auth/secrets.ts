import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret (token, uakey): 32 random bytes, base64url. Only its hash is stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a secret or captcha code: hex SHA-256. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A random row id: 32 hex characters. */
export function newId(): string {
  return randomBytes(16).toString('hex');
}
