import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { SessionChange } from '../db/session-changes.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;
/** How long the browser waits before it connects again after the stream ends. */
const RETRY_MS = 3_000;

/** One server-sent event: its name and a JSON body. */
function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * What a change means for one stream: an event to send, 'end' when its session may have been
 * revoked (the browser connects again with its token, and a revoked token is refused), or nothing.
 */
function eventFor(change: SessionChange, user: SessionUser): string | 'end' | undefined {
  if (change.kind === 'push') {
    if (change.topic === 'messages' && change.scope === user.userId) return event('messages', {});
    if (change.topic === 'alarms' && change.scope === user.orgNo) return event('alarms', {});
    return undefined;
  }
  if (change.kind === 'token') return change.tokenHash === user.tokenId ? 'end' : undefined;
  if (change.kind === 'user') return change.userId === user.userId ? 'end' : undefined;
  return 'end';
}

/**
 * The live push (issue 16): a server-sent event stream telling the signed-in user's browser that
 * its messages or its organisation's alarms changed, so it asks the counts again. The events come
 * from the database's change feed (LISTEN/NOTIFY on PostgreSQL, in process on PGlite), so a change
 * written through any server reaches streams on every server; a stream holds nothing another
 * server would need. The token travels in the Authorization header like every call (the client
 * reads the stream with fetch), never in the URL.
 */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const open = new Set<PassThrough>();
  // Streams never end by themselves: closing the server ends them, or it would wait for them.
  app.addHook('preClose', async () => open.forEach((stream) => stream.end()));

  addCall(app, 'msg/livePush/stream', { params: NO_PARAMS, methods: ['GET'] }, async (request, _params, reply) => {
    const user = requireUser(request);
    const stream = new PassThrough();
    open.add(stream);
    const send = (text: string) => {
      if (!stream.writableEnded) stream.write(text);
    };
    const unsubscribe = app.database.changes.subscribe({
      change(change) {
        const next = eventFor(change, user);
        if (next === 'end') stream.end();
        else if (next) send(next);
      },
      // Notifications sent while the feed was down are lost: the browser asks everything again.
      feed: (up) => {
        if (up) send(event('resync', {}));
      },
    });
    const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const close = () => {
      clearInterval(keepAlive);
      unsubscribe();
      open.delete(stream);
      stream.end();
    };
    request.raw.on('close', close);
    stream.on('close', close);
    send(`retry: ${RETRY_MS}\n${event('ready', { feed: app.database.changes.up })}`);
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // A buffering reverse proxy (nginx) would hold the events back.
      .header('x-accel-buffering', 'no')
      .send(stream);
  });
}
