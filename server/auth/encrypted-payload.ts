import { createDecipheriv } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { rsaDecrypt } from './rsa-keys.ts';

const AES_BY_KEY_LENGTH: Readonly<Record<number, string>> = { 16: 'aes-128-ecb', 24: 'aes-192-ecb', 32: 'aes-256-ecb' };

/** Calls the client sends encrypted (listed in the login answer as encryptedApis). */
export const ENCRYPTED_APIS: readonly string[] = ['system/user/changePassword.ajax'];

/**
 * Opens an encrypted form: `encKey` is the AES key wrapped by jsencrypt (RSA, base64),
 * `encData` the crypto-js AES-ECB-PKCS7 ciphertext (base64) of the urlencoded parameters.
 * Returns the parameters, or null when either part does not decrypt.
 */
export async function decryptPayload(database: Database, encKey: string, encData: string): Promise<Record<string, string> | null> {
  const key = await rsaDecrypt(database, encKey);
  if (key === null) return null;
  const keyBytes = Buffer.from(key, 'utf8');
  const algorithm = AES_BY_KEY_LENGTH[keyBytes.length];
  if (!algorithm) return null;
  try {
    const decipher = createDecipheriv(algorithm, keyBytes, null);
    const text = Buffer.concat([decipher.update(Buffer.from(encData, 'base64')), decipher.final()]).toString('utf8');
    return Object.fromEntries(new URLSearchParams(text));
  } catch {
    return null;
  }
}
