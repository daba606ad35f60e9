import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package exports it as a const enum, which type stripping cannot read. */
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a refused login, never a server error.
    return false;
  }
}

/**
 * A hash verified when the user name is unknown, so that an unknown user and a wrong
 * password take the same time and cannot be told apart.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  return decoyHash;
}
