import type { FastifyInstance } from 'fastify';
import { createStatsSampler } from './server-stats.ts';
import { intakeState } from '../iot/intake-state.ts';

/** Rows of servers silent this long are deleted by the others' beats. */
const FORGET_MS = 24 * 3_600_000;

export interface Heartbeat {
  /** Writes this server's row now (after a reload, so the cache screen shows it at once). */
  beat(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Every `intervalMs` this server writes its row of sys_server_heartbeat (name, start, figures):
 * the monitor reads every server's row from the shared database, so it sees the whole cluster.
 */
export function startHeartbeat(app: FastifyInstance, serverName: string, intervalMs: number): Heartbeat {
  const db = app.database.db;
  const sampler = createStatsSampler(app.config.dataDir);
  const startedAt = new Date();
  let running: Promise<void> = Promise.resolve();

  const write = async () => {
    const figures = await sampler.read({
      modulesRevision: app.modules.revision,
      dictionariesRevision: app.modules.dictionariesRevision,
      paramsRevision: app.params.revision,
      sessions: app.sessionCache.size,
    });
    const stats = { ...figures, intake: intakeState(app.iot.status()) };
    const now = new Date();
    const row = { beat_at: now, stats: JSON.stringify(stats) };
    await db.insertInto('sys_server_heartbeat').values({ server_name: serverName, started_at: startedAt, ...row }).onConflict((c) => c.column('server_name').doUpdateSet(row)).execute();
    await db.deleteFrom('sys_server_heartbeat').where('beat_at', '<', new Date(now.getTime() - FORGET_MS)).execute();
  };
  const beat = () => {
    running = running.then(write).catch((error: unknown) => app.log.warn({ err: error }, 'heartbeat not written'));
    return running;
  };
  const timer = setInterval(() => void beat(), intervalMs);
  timer.unref();
  void beat();
  return {
    beat,
    async stop() {
      clearInterval(timer);
      await running;
      sampler.stop();
    },
  };
}
