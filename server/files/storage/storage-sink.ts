import { PassThrough } from 'node:stream';
import type { FileStorage } from '../file-storage.ts';

/** A stream a writer (a workbook) writes into, whose bytes go to storage as they come. */
export interface StorageSink {
  stream: PassThrough;
  /** Ends the stream and answers the bytes stored. */
  finish(): Promise<number>;
  /** Stops the write and removes what was stored. */
  abort(): Promise<void>;
}

export function storageSink(storage: FileStorage, storageName: string): StorageSink {
  const stream = new PassThrough();
  const written = storage.write(storageName, stream);
  // Awaited by finish or abort; until then a failure must not count as unhandled.
  written.catch(() => undefined);
  return {
    stream,
    async finish() {
      if (!stream.writableEnded) stream.end();
      return written;
    },
    async abort() {
      stream.destroy(new Error('write abandoned'));
      await written.catch(() => undefined);
      await storage.remove(storageName);
    },
  };
}
