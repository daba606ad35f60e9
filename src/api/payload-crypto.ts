import { aesEncrypt, randomKey } from '../app/aes.ts';
import { rsaEncrypt } from './rsa.ts';

/**
 * The encrypted form of a call (server/auth/encrypted-payload.ts): `_encData` is the AES
 * (ECB, PKCS7) ciphertext of the urlencoded fields under a random 16-character key, and
 * `_encKey` that key wrapped with the server's RSA public key.
 */
export async function encryptPayload(entries: [string, string][]): Promise<[string, string][]> {
  const key = randomKey(16);
  const encData = aesEncrypt(new URLSearchParams(entries).toString(), key);
  return [
    ['_encKey', await rsaEncrypt(key)],
    ['_encData', encData],
  ];
}
