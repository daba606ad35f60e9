/**
 * AES (ECB, PKCS7) over UTF-8 text with a 16-character key, base64 out. Shared by route
 * keys, stored tokens and encrypted payloads. Only the crypto-js parts used are imported.
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Base64 from 'crypto-js/enc-base64';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

const OPTIONS = { mode: ECB, padding: Pkcs7 };

export function aesEncrypt(text: string, key: string): string {
  return AES.encrypt(Utf8.parse(text), Utf8.parse(key), OPTIONS).ciphertext.toString(Base64);
}

/** Throws when the text is not a ciphertext of this key. */
export function aesDecrypt(base64: string, key: string): string {
  const plain = AES.decrypt(base64, Utf8.parse(key), OPTIONS).toString(Utf8);
  if (!plain && base64) throw new Error('aesDecrypt: not a ciphertext of this key');
  return plain;
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random key of `length` letters and digits from the platform's secure generator. */
export function randomKey(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}
