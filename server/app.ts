import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { largestUploadBytes, type ServerConfig } from './config.ts';
import { createDatabase, type Database } from './db/database.ts';
import type { LiveModuleRegistry } from './designer/live-registry.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { i18nPlugin } from './plugins/i18n.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { authPlugin } from './auth/auth-plugin.ts';
import { rateLimitsPlugin } from './auth/rate-limits.ts';
import { clientPlugin } from './plugins/client.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { registerApiRoutes } from './routes/index.ts';
import type { FileStorage } from './files/file-storage.ts';
import { createFileStorage } from './files/storage/create-storage.ts';
import { scheduleFilePurge } from './files/purge-schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: Database;
    modules: LiveModuleRegistry;
    fileStorage: FileStorage;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  /** An already open database (tests share one across apps). */
  database?: Database;
}

/**
 * Builds the server without listening: opens the database, brings system and module tables
 * up to date, loads demo data on an empty database and registers every route.
 * Tests call it and use app.inject(); server/index.ts listens.
 */
export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: config.auth.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  const db = database ?? (await createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }));
  app.decorate('config', config);
  app.decorate('database', db);
  if (!database) app.addHook('onClose', async () => db.close());

  app.decorate('modules', await prepareDatabase(db, { seedDemo: config.seedDemo }));
  app.decorate('fileStorage', await createFileStorage(config, db));
  const stopPurge = scheduleFilePurge(app);
  app.addHook('onClose', async () => {
    await stopPurge();
    await app.fileStorage.close();
  });

  await app.register(securityHeaders);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: largestUploadBytes(config.files), files: 10 } });
  await app.register(i18nPlugin);
  await app.register(envelopePlugin);
  await app.register(authPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(registerApiRoutes, { prefix: config.apiBase });
  if (config.liosBase !== config.apiBase) await app.register(registerApiRoutes, { prefix: config.liosBase });
  if (config.clientDir) await app.register(clientPlugin, { root: config.clientDir, apiBase: config.apiBase });
  return app;
}
