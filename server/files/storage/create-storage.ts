import fs from 'node:fs/promises';
import { sql } from 'kysely';
import type { ServerConfig } from '../../config.ts';
import { createDatabase, type Database } from '../../db/database.ts';
import { claimUnplacedRecords } from '../file-records.ts';
import type { FileStorage } from '../file-storage.ts';
import { createLocalStorage, folderReader } from './local-storage.ts';
import { createPostgresStorage } from './postgres-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { tempCopy } from './temp-copy.ts';

async function openDriver(config: Pick<ServerConfig, 'fileStorage' | 'storageRoot' | 'databaseUrl'>, database: Database): Promise<FileStorage> {
  const { driver, s3 } = config.fileStorage;
  if (driver === 'postgres') {
    if (database.dialect !== 'postgres' || !config.databaseUrl) throw new Error('FILE_STORAGE postgres needs DATABASE_URL');
    // A pool of its own: an export or import writes its workbook while its transaction holds a
    // connection of the main pool, so chunk writes drawing on that pool could wait for ever.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    const schema = rows[0]?.schema;
    return createPostgresStorage(await createDatabase({ databaseUrl: config.databaseUrl, schema: schema === 'public' ? undefined : schema }));
  }
  if (driver === 's3') {
    if (!s3) throw new Error('FILE_STORAGE s3 needs S3_BUCKET');
    return createS3Storage(s3);
  }
  return createLocalStorage(config.storageRoot);
}

/**
 * Files stored in the folder before the server moved to database or bucket storage stay
 * readable from it (never written or purged there: which server's folder held them is unknown).
 */
function withFolderFallback(storage: FileStorage, root: string): FileStorage {
  const folder = folderReader(root);
  const read: FileStorage['read'] = async (storageName) => (await storage.read(storageName)) ?? folder.read(storageName);
  return { ...storage, read, localFile: (storageName) => tempCopy(read, storageName) };
}

/**
 * The storage FILE_STORAGE names (config.fileStorage), one per server (app.fileStorage). The
 * embedded database is one server's with one folder: rows stored before places were recorded
 * are that folder's, and are marked so (so the purge covers them).
 * @example const storage = await createFileStorage(config, database);
 */
export async function createFileStorage(config: Pick<ServerConfig, 'fileStorage' | 'storageRoot' | 'databaseUrl'>, database: Database): Promise<FileStorage> {
  const storage = await openDriver(config, database);
  if (config.fileStorage.driver === 'local') {
    if (database.dialect === 'pglite') await claimUnplacedRecords(database.db, storage.place);
    return storage;
  }
  const folderExists = await fs.stat(config.storageRoot).then((stat) => stat.isDirectory(), () => false);
  return folderExists ? withFolderFallback(storage, config.storageRoot) : storage;
}
