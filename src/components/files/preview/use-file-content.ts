import { useEffect, useState } from 'react';
import { fetchFileBytes } from '../file-api.ts';

export type Content<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown };

/** Fetches a stored file and turns its bytes into what a viewer shows; a newer id cancels the older. */
export function useFileContent<T>(id: string, parse: (bytes: ArrayBuffer) => Promise<T>): Content<T> {
  const [content, setContent] = useState<Content<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setContent({ state: 'loading' });
    fetchFileBytes(id, controller.signal)
      .then(parse)
      .then(
        (value) => !controller.signal.aborted && setContent({ state: 'ready', value }),
        (error: unknown) => !controller.signal.aborted && setContent({ state: 'failed', error }),
      );
    return () => controller.abort();
    // parse is a module-level function of each viewer: only the id starts a new load.
  }, [id]);
  return content;
}
