import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { changeChannel, decodeChange, type SessionChangeHub } from './session-changes.ts';

/** Reconnect delays after the listener's connection is lost: doubling from 100 ms up to 5 s. */
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/**
 * PostgreSQL: one dedicated connection LISTENs for the changes every server notifies. The hub is
 * down until LISTEN succeeds and whenever the connection drops (the cache then holds nothing), and
 * the connection is opened again with backoff. Returns the function that stops it.
 */
export async function startPostgresFeed(hub: SessionChangeHub, connectionString: string, schema: string | undefined): Promise<() => Promise<void>> {
  const channel = changeChannel(schema);
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    hub.setUp(false);
    lost.end().catch(() => undefined);
    if (stopped) return;
    timer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: 'session-change-listener' });
    client = next;
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    next.on('notification', (message) => {
      if (message.channel === channel) hub.emit(decodeChange(message.payload));
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      lose(next);
      return;
    }
    if (client !== next || stopped) return;
    retryMs = FIRST_RETRY_MS;
    hub.setUp(true);
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = undefined;
    hub.setUp(false);
    await current?.end().catch(() => undefined);
  };
}

/** PGlite: one process, one connection; its notifications arrive as the notifying transaction commits. */
export async function startPGliteFeed(hub: SessionChangeHub, pglite: PGlite): Promise<() => Promise<void>> {
  const unlisten = await pglite.listen(changeChannel(undefined), (payload) => hub.emit(decodeChange(payload)));
  hub.setUp(true);
  return () => unlisten();
}
