import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { checkedName, type FileStorage } from '../file-storage.ts';
import { tempCopy } from './temp-copy.ts';
import type { PlatformDb } from '../../db/tables/index.ts';

/** Rows of sys_file_chunk: large enough for few round trips, small enough to hold one at a time. */
export const CHUNK_BYTES = 1024 * 1024;

/** bytea arrives as a Buffer from node-postgres and as a Uint8Array from PGlite. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Content in the database (sys_file_chunk: the bytes of a file in 1 MiB rows, in order), so every
 * server on one database sees every file without a shared disk: the default with DATABASE_URL.
 * Chunked bytea rather than large objects: plain rows are written as the upload streams in, read
 * one at a time, removed in the same transaction as their sys_file row, and need no
 * lo_* calls (which node-postgres cannot stream and PGlite keeps no differently). Each chunk is
 * its own statement, so a slow upload holds no connection between chunks; a failed write removes
 * what it wrote, and the purge sweeps chunks of uploads a crash left without a row.
 * Chunks move over a pool of their own (`files`), never the one transactions hold while they write
 * a workbook. PostgreSQL only: PGlite's one connection would be that same connection.
 */
export function createPostgresStorage(files: Database): FileStorage {
  const { db } = files;
  const chunkAt = async (storageName: string, seq: number): Promise<Buffer | undefined> => {
    const row = await db.selectFrom('sys_file_chunk').select('bytes').where('storage_name', '=', storageName).where('seq', '=', seq).executeTakeFirst();
    return row ? asBuffer(row.bytes as Uint8Array) : undefined;
  };
  const remove = async (storageName: string, executor: PlatformDb = db) => {
    await executor.deleteFrom('sys_file_chunk').where('storage_name', '=', checkedName(storageName)).execute();
  };
  const read = async (storageName: string) => {
    const first = await chunkAt(checkedName(storageName), 0);
    if (!first) return undefined;
    async function* chunks() {
      yield first as Buffer;
      for (let seq = 1; ; seq += 1) {
        const chunk = await chunkAt(storageName, seq);
        if (!chunk) return;
        yield chunk;
      }
    }
    // Byte mode: read one chunk ahead, not sixteen objects.
    return Readable.from(chunks(), { objectMode: false });
  };
  return {
    place: 'postgres',
    async write(storageName, source) {
      checkedName(storageName);
      let seq = 0;
      let size = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const insert = async (bytes: Buffer) => {
        await db.insertInto('sys_file_chunk').values({ storage_name: storageName, seq, bytes }).execute();
        seq += 1;
        size += bytes.length;
      };
      try {
        for await (const piece of source) {
          pending.push(piece as Buffer);
          pendingBytes += (piece as Buffer).length;
          while (pendingBytes >= CHUNK_BYTES) {
            const joined = Buffer.concat(pending);
            await insert(joined.subarray(0, CHUNK_BYTES));
            pending = [Buffer.from(joined.subarray(CHUNK_BYTES))];
            pendingBytes = joined.length - CHUNK_BYTES;
          }
        }
        // An empty file still has its one (empty) chunk, so it reads as present.
        if (pendingBytes > 0 || seq === 0) await insert(Buffer.concat(pending));
        return size;
      } catch (error) {
        await remove(storageName);
        throw error;
      }
    },
    read,
    remove,
    localFile: (storageName) => tempCopy(read, storageName),
    async sweep(olderThanHours) {
      const gone = await db
        .deleteFrom('sys_file_chunk as c')
        .where('c.created_at', '<', sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('sys_file as f').select('f.file_id').whereRef('f.storage_name', '=', 'c.storage_name'))))
        .executeTakeFirst();
      return Number(gone.numDeletedRows);
    },
    close: () => files.close(),
  };
}
