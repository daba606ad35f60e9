/** How many files' content a test server's storage holds, whichever driver it runs (tests/api/attach*, storage*). */
import fs from 'node:fs/promises';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

export async function storedContent(app: FastifyInstance): Promise<number> {
  if (app.config.fileStorage.driver === 'postgres') {
    const { rows } = await sql<{ n: number }>`select count(distinct storage_name) as n from sys_file_chunk`.execute(app.database.db);
    return Number(rows[0]?.n);
  }
  const entries = await fs.readdir(app.config.storageRoot, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).length;
}
