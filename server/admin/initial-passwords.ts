import { constants, createCipheriv, createDecipheriv, generateKeyPair, privateDecrypt, publicEncrypt, randomBytes, randomInt } from 'node:crypto';
import { promisify } from 'node:util';
import { AppError } from '../../runtime/errors.ts';
import { characterClasses, type PasswordPolicy } from '../../runtime/rules/password-policy.ts';

/** An imported account's first password, as only the administrator who imported it may read it. */
export interface InitialPassword {
  userName: string;
  realName: string;
  password: string;
}

/** Initial passwords encrypted for the holder of one import's private key: AES-256-GCM under a key wrapped by RSA-OAEP. */
export interface SealedPasswords {
  key: string;
  iv: string;
  tag: string;
  data: string;
}

const OAEP = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };
// No character a CSV cell quotes or a spreadsheet reads as a formula's start (= + - @): the password is read off as written.
const CLASS_ALPHABETS = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#$%&*_?'] as const;
const ALPHABET = CLASS_ALPHABETS.join('');
/** Long enough to guess at no cost to whoever types it once before changing it. */
const PREFERRED_LENGTH = 14;

/**
 * A random password the policy accepts: every character class, the preferred length within the
 * policy's bounds, characters that are not confused with others when read off a sheet.
 */
export function randomPassword(policy: PasswordPolicy): string {
  const length = Math.min(policy.maxLength, Math.max(policy.minLength, PREFERRED_LENGTH, CLASS_ALPHABETS.length));
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (characterClasses(password) === CLASS_ALPHABETS.length) return password;
  }
}

/**
 * A key pair for one import: the public key travels with the job, the private key only to the
 * administrator's browser. Nothing the server keeps can read the passwords the job seals.
 */
export async function importKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  return promisify(generateKeyPair)('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
}

export function sealPasswords(publicKey: string, passwords: readonly InitialPassword[]): SealedPasswords {
  const secret = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(passwords), 'utf8'), cipher.final()]);
  return {
    key: publicEncrypt({ key: publicKey, ...OAEP }, secret).toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

/**
 * The passwords, for the key's holder.
 * @throws AppError E_BAD_REQUEST admin.userImport.wrongKey when the key is not the import's.
 */
export function openPasswords(privateKey: string, sealed: SealedPasswords): InitialPassword[] {
  try {
    const secret = privateDecrypt({ key: privateKey, ...OAEP }, Buffer.from(sealed.key, 'base64'));
    const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8')) as InitialPassword[];
  } catch {
    throw new AppError('E_BAD_REQUEST', {}, 'admin.userImport.wrongKey');
  }
}
