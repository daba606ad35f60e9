import type { Envelope } from './request.ts';
import { request } from './request.ts';

let publicKey: Promise<string> | undefined;

/** The server's RSA public key (PEM), fetched once per page. */
function serverPublicKey(): Promise<string> {
  publicKey ??= request<Envelope<string>>('login/publicKey.ajax', undefined, { method: 'GET', base: 'lios' }).then((body) => {
    if (body.state !== 0 || typeof body.value !== 'string') throw new Error('login/publicKey.ajax returned no key');
    return body.value;
  });
  publicKey.catch(() => {
    publicKey = undefined;
  });
  return publicKey;
}

/**
 * Encrypts short text (a password, an AES key) with the server's public key as jsencrypt does
 * (RSA PKCS#1 v1.5, base64). jsencrypt is loaded on first use so it stays out of the first paint.
 */
export async function rsaEncrypt(text: string): Promise<string> {
  const [{ JSEncrypt }, pem] = await Promise.all([import('jsencrypt'), serverPublicKey()]);
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(pem);
  const encrypted = encryptor.encrypt(text);
  if (encrypted === false) throw new Error('rsaEncrypt: the server public key did not accept the text');
  return encrypted;
}
