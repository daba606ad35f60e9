/**
 * The loader's limit (spec 01 §8): a lazily loaded route chunk that has not arrived after
 * 120 s fails, so the route shows its error ('route error' with a timeout message) instead of
 * a spinner that never ends.
 */
import { translate } from '../i18n/i18n.ts';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(translate('route.chunkTimeout', { seconds: Math.round(ms / 1000) }));
    this.name = 'ChunkTimeoutError';
  }
}

/**
 * Wraps a chunk loader (`() => import(...)`): the same result, or a ChunkTimeoutError when it
 * takes longer than `ms`. A load that fails earlier fails with its own error.
 *
 * @example lazy: withChunkTimeout(() => import('./Page.tsx').then((m) => ({ Component: m.Page })))
 */
export function withChunkTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error as Error);
        },
      );
    });
}
