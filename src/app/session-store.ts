/**
 * What the session keeps in browser storage, and nothing else (no requests here, so the
 * request layer can read it without a cycle). The token is stored AES-encrypted in both
 * sessionStorage (this tab) and localStorage (other tabs, 'remember me').
 */
import { aesDecrypt, aesEncrypt } from './aes.ts';

export interface TokenRecord {
  token: string;
  /** Lifetime in hours from obtainedAt; 0 never expires. */
  expiresHours: number;
  /** Epoch ms when the token was issued to this browser. */
  obtainedAt: number;
  authMode?: string;
  /** The user key that can obtain a fresh token (api/getToken). */
  uakey?: string;
}

export interface LoginInfo {
  userName: string;
  avatar: string;
  postName: string;
  orgName: string;
}

const TOKEN_KEY = 'eop.token';
const USER_KEY = 'eop.currentUser';
const LOGIN_INFO_KEY = 'eop.loginInfo';
const LOGIN_FLAG_KEY = 'eop.loginFlag';
const ENCRYPTED_APIS_KEY = 'eop.encryptedApis';
// Obfuscation for storage at rest, not a secret from the signed-in user.
const STORAGE_KEY = 'EopSession#2024k';
const HOUR_MS = 3_600_000;

/**
 * The spec's validity rule: a token exists and either never expires (0) or fewer than
 * expiresHours × 3,600,000 ms have passed since it was obtained.
 */
export function isTokenValid(record: TokenRecord | null | undefined, now = Date.now()): boolean {
  if (!record?.token) return false;
  return record.expiresHours === 0 || now - record.obtainedAt < record.expiresHours * HOUR_MS;
}

function parseTokenRecord(stored: string | null): TokenRecord | null {
  if (!stored) return null;
  try {
    const record = JSON.parse(aesDecrypt(stored, STORAGE_KEY)) as TokenRecord;
    return typeof record.token === 'string' ? record : null;
  } catch {
    return null;
  }
}

/** This tab's token record; a new tab adopts the one another tab left in localStorage. */
export function readTokenRecord(): TokenRecord | null {
  const own = parseTokenRecord(sessionStorage.getItem(TOKEN_KEY));
  if (own) return own;
  const shared = localStorage.getItem(TOKEN_KEY);
  const record = parseTokenRecord(shared);
  if (record && shared) sessionStorage.setItem(TOKEN_KEY, shared);
  return record;
}

/** The shared copy only: what another tab may have refreshed meanwhile. */
export function readSharedTokenRecord(): TokenRecord | null {
  return parseTokenRecord(localStorage.getItem(TOKEN_KEY));
}

export function writeTokenRecord(record: TokenRecord): void {
  const stored = aesEncrypt(JSON.stringify(record), STORAGE_KEY);
  sessionStorage.setItem(TOKEN_KEY, stored);
  localStorage.setItem(TOKEN_KEY, stored);
}

/** The bearer token to send, or undefined when signed out. */
export function currentToken(): string | undefined {
  return readTokenRecord()?.token;
}

/** Copies a token another tab wrote into this tab; returns whether it changed. */
export function adoptSharedToken(stored: string | null): boolean {
  if (!stored || !parseTokenRecord(stored) || sessionStorage.getItem(TOKEN_KEY) === stored) return false;
  sessionStorage.setItem(TOKEN_KEY, stored);
  return true;
}

export function isTokenStorageKey(key: string | null): boolean {
  return key === TOKEN_KEY;
}

export function readJson<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export const storageKeys = { user: USER_KEY, loginInfo: LOGIN_INFO_KEY, encryptedApis: ENCRYPTED_APIS_KEY } as const;

export function writeJson(key: string, value: unknown): void {
  sessionStorage.setItem(key, JSON.stringify(value));
}

/** Paths (relative to {base}) whose payload this session must send encrypted. */
export function encryptedApis(): readonly string[] {
  return readJson<string[]>(ENCRYPTED_APIS_KEY) ?? [];
}

/** Marks how this tab signed in (SSO and token entries set it; the login page clears it). */
export function setLoginFlag(flag: string): void {
  sessionStorage.setItem(LOGIN_FLAG_KEY, flag);
}

/** Signing out or visiting /login: this tab forgets everything, other tabs lose the shared token. */
export function clearSessionStorage(): void {
  sessionStorage.clear();
  localStorage.removeItem(TOKEN_KEY);
}
