import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { DEFAULT_HEARTBEAT_SECONDS, largestUploadBytes, type ServerConfig } from './config.ts';
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
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { builtInJobs } from './jobs/handlers/index.ts';
import { workerName } from './jobs/worker-name.ts';
import { startIot, type IotService } from './iot/iot-service.ts';
import { createLiveParams, type LiveParams } from './system/live-params.ts';
import { operLogPlugin } from './system/oper-log.ts';
import { startHeartbeat } from './system/heartbeat.ts';
import { listenForReload } from './system/cache-reload.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: Database;
    modules: LiveModuleRegistry;
    fileStorage: FileStorage;
    /** The job runner (server/jobs/): ticking unless config.runJobs is off; enqueue works either way. */
    jobs: JobRunner;
    /** The time numbering rules read (tests drive it). */
    clock: () => Date;
    /** Live device data (server/iot/): off unless config.iot turns it on. */
    iot: IotService;
    /** This server among the cluster's (its heartbeat row, the jobs it locks). */
    serverName: string;
    /** The system parameters in force (server/system/live-params.ts): the environment's defaults overridden by administrators. */
    params: LiveParams;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  /** An already open database (tests share one across apps). */
  database?: Database;
  /** The time numbering rules read; default the wall clock. */
  clock?: () => Date;
}

/**
 * Builds the server without listening: opens the database, brings system and module tables
 * up to date, loads demo data on an empty database and registers every route.
 * Tests call it and use app.inject(); server/index.ts listens.
 */
export async function buildApp({ config, database, clock }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: config.auth.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  const db = database ?? (await createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }));
  app.decorate('config', config);
  app.decorate('database', db);
  app.decorate('clock', clock ?? (() => new Date()));
  if (!database) app.addHook('onClose', async () => db.close());

  app.decorate('modules', await prepareDatabase(db, { seedDemo: config.seedDemo }));
  app.decorate('params', await createLiveParams(db.db, config));
  app.decorate('fileStorage', await createFileStorage(config, db));
  const serverName = workerName();
  app.decorate('serverName', serverName);
  const jobs = createJobRunner({ db: db.db, worker: serverName, ...config.jobTiming, ...builtInJobs(app), onError: (error) => app.log.error({ err: error }, 'job failed') });
  app.decorate('jobs', jobs);
  if (config.runJobs) jobs.start();
  app.decorate('iot', await startIot(app, config.iot));
  app.addHook('onClose', async () => {
    await app.iot.close();
    await jobs.stop();
    await app.fileStorage.close();
  });

  await app.register(securityHeaders);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: largestUploadBytes(config.files), files: 10 } });
  await app.register(i18nPlugin);
  await app.register(envelopePlugin);
  await app.register(authPlugin);
  await app.register(operLogPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(registerApiRoutes, { prefix: config.apiBase });
  if (config.liosBase !== config.apiBase) await app.register(registerApiRoutes, { prefix: config.liosBase });
  if (config.clientDir) await app.register(clientPlugin, { root: config.clientDir, apiBase: config.apiBase });
  const heartbeat = startHeartbeat(app, serverName, (config.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS) * 1000);
  const stopListening = listenForReload(app, heartbeat);
  app.addHook('onClose', async () => {
    stopListening();
    await heartbeat.stop();
    // A server that stops leaves the monitor; one that dies shows offline until its row is forgotten.
    await db.db.deleteFrom('sys_server_heartbeat').where('server_name', '=', serverName).execute().catch(() => undefined);
  });
  return app;
}
