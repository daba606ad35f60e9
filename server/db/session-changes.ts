import { sql } from 'kysely';
import type { PlatformDb } from './tables/index.ts';

/** What a live push tells open browsers: a user's messages changed, or an organisation's alarms. */
export type PushTopic = 'messages' | 'alarms';

/**
 * What a revoking write changed, as servers caching sessions need to hear it: one token, every
 * token of one user, or everything (roles, grants, the published modules); 'reload' is an
 * administrator's reload of every server's caches (sessions, modules, parameters). 'push' revokes
 * nothing: it rides the same feed to the live push streams (server/push/), scoped to a user id
 * (messages) or an organisation number (alarms). Pushes come from triggers, not from calls, so no
 * writer can forget one: message receipts (0070_personal) and the rows of the modules that feed
 * the alarm list (0080_alarm_push, server/db/alarm-push-trigger.ts).
 */
export type SessionChange = { kind: 'token'; tokenHash: string } | { kind: 'user'; userId: string } | { kind: 'all' } | { kind: 'reload' } | { kind: 'push'; topic: PushTopic; scope: string };

/** Who hears the changes of one database: the session cache of the server. */
export interface SessionChangeListener {
  change(change: SessionChange): void;
  /** The cross-server feed is up (true) or lost (false): while lost nothing may be cached. */
  feed(up: boolean): void;
}

/**
 * The changes of one database, as a server sees them: its own writes at once (`emit`) and every
 * server's writes through LISTEN/NOTIFY after they commit (server/db/change-feed.ts).
 */
export interface SessionChangeHub {
  readonly up: boolean;
  emit(change: SessionChange): void;
  setUp(up: boolean): void;
  /** The first subscriber starts the feed: a database opened only for files or a command listens to nothing. */
  subscribe(listener: SessionChangeListener): () => void;
  /** Stops the feed (the database is closing). */
  stop(): Promise<void>;
}

/** Starts listening for the hub; answers the function that stops it. */
export type FeedStarter = (hub: SessionChangeHub) => Promise<() => Promise<void>>;

/** The notification channel of a schema: servers of another schema on the same database stay out of it. */
export function changeChannel(schema: string | undefined): string {
  return `session_changes_${schema ?? 'public'}`;
}

export function createChangeHub(startFeed: FeedStarter): SessionChangeHub {
  const listeners = new Set<SessionChangeListener>();
  let state = false;
  let started: Promise<() => Promise<void>> | undefined;
  const hub: SessionChangeHub = {
    get up() {
      return state;
    },
    emit: (change) => listeners.forEach((listener) => listener.change(change)),
    setUp(next) {
      state = next;
      listeners.forEach((listener) => listener.feed(next));
    },
    subscribe(listener) {
      listeners.add(listener);
      started ??= startFeed(hub);
      return () => listeners.delete(listener);
    },
    async stop() {
      const stopFeed = await started?.catch(() => undefined);
      await stopFeed?.();
    },
  };
  return hub;
}

function encode(change: SessionChange): string {
  if (change.kind === 'token') return `token:${change.tokenHash}`;
  if (change.kind === 'user') return `user:${change.userId}`;
  if (change.kind === 'push') return `push:${change.topic}:${change.scope}`;
  return change.kind;
}

/** A payload another server sent; anything unreadable counts as 'all' (dropping too much is safe). */
export function decodeChange(payload: string | undefined): SessionChange {
  const [kind, value] = (payload ?? '').split(/:(.*)/s);
  if (kind === 'token' && value) return { kind: 'token', tokenHash: value };
  if (kind === 'user' && value) return { kind: 'user', userId: value };
  if (kind === 'reload') return { kind: 'reload' };
  const [topic, scope] = kind === 'push' ? (value ?? '').split(/:(.*)/s) : [];
  if ((topic === 'messages' || topic === 'alarms') && scope) return { kind: 'push', topic, scope };
  return { kind: 'all' };
}

/**
 * Tells every server of a revoking write: pg_notify on `db` (pass the transaction, so other
 * servers hear it only if it commits) and this server's cache at once, so its next request
 * reads the database even before the notification comes back.
 */
export async function notifySessionChange(hub: SessionChangeHub, db: PlatformDb, change: SessionChange): Promise<void> {
  hub.emit(change);
  await sql`select pg_notify('session_changes_' || current_schema(), ${encode(change)})`.execute(db);
}
