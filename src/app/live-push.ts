/**
 * The live push (server/push/push-routes.ts): a server-sent event stream read with fetch, so the
 * token travels in the Authorization header like every call and never in a URL (EventSource
 * cannot send headers). Each event marks what it names as stale; the bell, the message centre,
 * the task lists and the alarm widgets on screen ask again at once.
 */
import { useEffect } from 'react';
import { apiUrl } from '../api/bases.ts';
import { invalidateAfter } from '../api/invalidations.ts';
import { queryClient } from '../api/query-client.ts';
import { queryKeys } from '../api/query-keys.ts';
import { currentToken } from './session-store.ts';

export const LIVE_PUSH_PATH = 'msg/livePush/stream';
/** Waits before connecting again after the stream broke: doubling from 1 s up to 30 s. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** What one event makes stale ('resync': events may have been missed). */
function refresh(name: string): void {
  if (name === 'messages' || name === 'resync') {
    void invalidateAfter({ kind: 'message' });
    // A workflow message comes with a task: the task lists and counts change with it.
    void queryClient.invalidateQueries({ queryKey: queryKeys.workflowTasks() });
  }
  if (name === 'alarms' || name === 'resync') void invalidateAfter({ kind: 'alarms' });
}

/** The event names of complete blocks in `buffer`, and what is left of it. */
export function parseEvents(buffer: string): { names: string[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const names = blocks.flatMap((block) => /^event: (.*)$/m.exec(block)?.[1] ?? []);
  return { names, rest };
}

/** Reads the stream until it ends; answers false when the server refused the session (no retry). */
async function follow(signal: AbortSignal, onEvent: (name: string) => void): Promise<boolean> {
  const token = currentToken();
  if (!token) return false;
  const response = await fetch(apiUrl(LIVE_PUSH_PATH), { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal, cache: 'no-store' });
  if (response.status === 401 || response.status === 403) return false;
  if (!response.ok || !response.body) return true;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return true;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    parsed.names.forEach(onEvent);
  }
}

/** Keeps one stream open while the signed-in shell is shown; reconnects with backoff. */
export function useLivePush(): void {
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let connectedBefore = false;
    // 'ready' opens every stream: after a reconnect, what changed meanwhile was never pushed.
    const onEvent = (name: string) => {
      if (name !== 'ready') refresh(name);
      else if (connectedBefore) refresh('resync');
      connectedBefore = true;
    };
    const connect = () => {
      const opened = Date.now();
      follow(controller.signal, onEvent)
        .catch(() => !controller.signal.aborted)
        .then((again) => {
          if (!again || controller.signal.aborted) return;
          // A stream that lasted a while was healthy: start the backoff over.
          if (Date.now() - opened > LAST_RETRY_MS) retryMs = FIRST_RETRY_MS;
          timer = setTimeout(connect, retryMs);
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);
}
