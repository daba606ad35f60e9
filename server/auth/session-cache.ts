import type { SessionChange, SessionChangeHub } from '../db/session-changes.ts';
import type { SessionLookup } from './session-user.ts';

type ValidLookup = Extract<SessionLookup, { status: 'valid' }>;

/** How long a resolved session is served from memory at most: name or organisation edits show within it. */
const MAX_AGE_MS = 30_000;
/** Sessions kept at most; the least recently used goes first. */
const MAX_ENTRIES = 10_000;

interface Entry {
  lookup: ValidLookup;
  until: number;
}

/**
 * Resolved sessions by token hash, kept in process so most requests skip the session query.
 * Every revoking write evicts (server/db/session-changes.ts): the token, the user's tokens or
 * all. While the cross-server feed is down nothing is served or kept. A lookup that started
 * before an eviction is not kept (it may have read the state the eviction replaced).
 */
export interface SessionCache {
  /** Counts evictions: pass the value read before the database lookup to `put`. */
  readonly epoch: number;
  /** Sessions held now (the cache screen shows it). */
  readonly size: number;
  get(tokenHash: string): ValidLookup | undefined;
  put(tokenHash: string, lookup: ValidLookup, expiresAt: Date | null, epoch: number): void;
  close(): void;
}

export function createSessionCache(hub: SessionChangeHub): SessionCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<string, Entry>();
  let epoch = 0;

  const evict = (change: SessionChange) => {
    if (change.kind === 'push') return;
    epoch += 1;
    if (change.kind === 'all' || change.kind === 'reload') entries.clear();
    else if (change.kind === 'token') entries.delete(change.tokenHash);
    else for (const [hash, entry] of entries) if (entry.lookup.user.userId === change.userId) entries.delete(hash);
  };
  const unsubscribe = hub.subscribe({
    change: evict,
    feed: () => evict({ kind: 'all' }),
  });

  return {
    get epoch() {
      return epoch;
    },
    get size() {
      return entries.size;
    },
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      entries.delete(tokenHash);
      if (entry.until <= Date.now() || !hub.up) return undefined;
      entries.set(tokenHash, entry);
      return entry.lookup;
    },
    put(tokenHash, lookup, expiresAt, readAt) {
      if (readAt !== epoch || !hub.up) return;
      const until = Math.min(Date.now() + MAX_AGE_MS, expiresAt?.getTime() ?? Infinity);
      entries.delete(tokenHash);
      entries.set(tokenHash, { lookup, until });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    },
    close: unsubscribe,
  };
}
