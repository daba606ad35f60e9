import { describe, expect, it } from 'vitest';
import { createChangeHub } from '../db/session-changes.ts';
import { createSessionCache } from './session-cache.ts';
import type { SessionLookup, SessionUser } from './session-user.ts';

type Valid = Extract<SessionLookup, { status: 'valid' }>;

const lookup = (userId: string, tokenId: string): Valid => ({
  status: 'valid',
  user: { userId, tokenId } as SessionUser,
  modulesRevision: 1,
  paramsRevision: 0,
});

/** A hub whose feed comes up as the cache subscribes, as PGlite's does. */
async function upCache() {
  const hub = createChangeHub(async (self) => {
    self.setUp(true);
    return async () => undefined;
  });
  const cache = createSessionCache(hub);
  await Promise.resolve();
  return { hub, cache };
}

describe('session cache', () => {
  it('forgets a token, a user or everything as the changes say', async () => {
    const { hub, cache } = await upCache();
    for (const [user, token] of [['U1', 'a'], ['U1', 'b'], ['U2', 'c'], ['U3', 'd']] as const) cache.put(token, lookup(user, token), null, cache.epoch);
    hub.emit({ kind: 'token', tokenHash: 'd' });
    expect(cache.get('d')).toBeUndefined();
    hub.emit({ kind: 'user', userId: 'U1' });
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.user.userId]).toEqual([undefined, undefined, 'U2']);
    hub.emit({ kind: 'all' });
    expect(cache.get('c')).toBeUndefined();
  });

  it('keeps no lookup that began before an eviction: it may have read the state the eviction replaced', async () => {
    const { hub, cache } = await upCache();
    const readAt = cache.epoch;
    hub.emit({ kind: 'user', userId: 'U9' });
    cache.put('a', lookup('U1', 'a'), null, readAt);
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds nothing while the feed is down, and nothing past the token expiry', async () => {
    const { hub, cache } = await upCache();
    cache.put('a', lookup('U1', 'a'), null, cache.epoch);
    hub.setUp(false);
    expect(cache.get('a')).toBeUndefined();
    cache.put('a', lookup('U1', 'a'), null, cache.epoch);
    hub.setUp(true);
    expect(cache.get('a')).toBeUndefined();
    cache.put('b', lookup('U1', 'b'), new Date(Date.now() - 1), cache.epoch);
    expect(cache.get('b')).toBeUndefined();
  });
});
