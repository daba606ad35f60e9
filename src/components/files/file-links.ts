/**
 * Signed links to stored files (server/links/file-links.ts): what a browser loads by URL (an
 * <img>, a preview frame, a download) opens one file for a few minutes, in this session, and
 * carries no token. Links asked for in the same moment go in one attachment/fileLink.ajax call.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { request, unwrap, type Envelope } from '../../api/request.ts';
import { currentToken } from '../../app/session-store.ts';

/** A cached link is handed out only while it has this long to live: enough to load it. */
const SPARE_MS = 60_000;
/** The server's limit of files per call. */
const MAX_PER_CALL = 50;

interface Cached {
  url: string;
  expiresAt: number;
}

type Mode = 'inline' | 'attachment';

const cache = new Map<string, Cached>();
/** The token the cached links were issued under: a link dies with its session. */
let cachedFor: string | undefined;

/** The cache of the current session, emptied when the session changed (sign-out, another user). */
function sessionCache(): Map<string, Cached> {
  const token = currentToken();
  if (token !== cachedFor) {
    cache.clear();
    cachedFor = token;
  }
  return cache;
}
const waiting = new Map<Mode, Map<string, { resolve: (url: string) => void; reject: (error: unknown) => void }[]>>();

const cacheKey = (id: string, mode: Mode) => `${mode}:${id}`;

async function askLinks(mode: Mode, ids: string[]): Promise<Record<string, string>> {
  const answer = await request<Envelope<Record<string, string>>>('attachment/fileLink.ajax', { ids: ids.join(','), viewMode: mode === 'inline' ? 'inline' : '' });
  const links = unwrap(answer);
  const expiresAt = Date.now() + Number(answer.param?.expiresIn ?? 0) * 1000;
  for (const [id, url] of Object.entries(links)) sessionCache().set(cacheKey(id, mode), { url: new URL(url, window.location.origin).href, expiresAt });
  return links;
}

/** Sends what was asked in this task, in calls of at most MAX_PER_CALL files. */
function flush(mode: Mode): void {
  const pending = waiting.get(mode);
  waiting.delete(mode);
  if (!pending) return;
  const ids = [...pending.keys()];
  for (let start = 0; start < ids.length; start += MAX_PER_CALL) {
    const chunk = ids.slice(start, start + MAX_PER_CALL);
    askLinks(mode, chunk).then(
      () => {
        for (const id of chunk) {
          const link = sessionCache().get(cacheKey(id, mode));
          for (const waiter of pending.get(id) ?? []) {
            if (link) waiter.resolve(link.url);
            else waiter.reject(new Error(`no link for ${id}`));
          }
        }
      },
      (error: unknown) => {
        for (const id of chunk) for (const waiter of pending.get(id) ?? []) waiter.reject(error);
      },
    );
  }
}

/**
 * A signed link to a stored file: `inline` for display (preview, thumbnail, avatar), else a
 * download. Rejects when the user may not read the file.
 */
export function fileLink(id: string, inline = false): Promise<string> {
  const mode: Mode = inline ? 'inline' : 'attachment';
  const cached = sessionCache().get(cacheKey(id, mode));
  if (cached && cached.expiresAt - Date.now() > SPARE_MS) return Promise.resolve(cached.url);
  return new Promise((resolve, reject) => {
    let pending = waiting.get(mode);
    if (!pending) {
      pending = new Map();
      waiting.set(mode, pending);
      queueMicrotask(() => flush(mode));
    }
    pending.set(id, [...(pending.get(id) ?? []), { resolve, reject }]);
  });
}

/** The signed link of a file once it has arrived; undefined before, or when it is refused. */
export function useFileLink(id: string | undefined, inline = false): string | undefined {
  const { data } = useQuery({
    queryKey: [...queryKeys.file(id ?? ''), 'link', inline],
    queryFn: id ? () => fileLink(id, inline) : skipToken,
    // A signed link expires: none is kept for a later viewer.
    gcTime: 0,
  });
  return id ? data : undefined;
}

/** Saves a stored file through a fresh signed link, under `fileName`. */
export async function downloadStoredFile(id: string, fileName: string): Promise<void> {
  const link = document.createElement('a');
  link.href = await fileLink(id);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
