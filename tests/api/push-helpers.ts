import type { FastifyInstance } from 'fastify';

export interface PushEvent {
  name: string;
  data: unknown;
}

export interface PushClient {
  status: number;
  /** The next event named `name`, or a failure after `timeoutMs`. */
  next(name: string, timeoutMs?: number): Promise<PushEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The server's address, listening on a free port once asked. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

/** Reads the live push stream as the browser does: fetch with the token in the Authorization header. */
export async function openPush(app: FastifyInstance, token: string): Promise<PushClient> {
  const controller = new AbortController();
  const response = await fetch(`${await listening(app)}${app.config.apiBase}/msg/livePush/stream`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const events: PushEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name) events.push({ name, data: JSON.parse(data ?? 'null') });
        }
        waiters.forEach((wake) => wake());
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    ended,
    close: () => controller.abort(),
    next(name, timeoutMs = 2_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no '${name}' event within ${timeoutMs} ms`));
        }, timeoutMs);
        function look() {
          const index = events.findIndex((event) => event.name === name);
          if (index < 0) return;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(events.splice(index, 1)[0] as PushEvent);
        }
        waiters.add(look);
        look();
      });
    },
  };
}
