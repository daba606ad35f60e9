/**
 * system/monitor/servers.ajax and system/cache/list.ajax: what one server reports of itself in
 * its heartbeat row (server/system/heartbeat.ts), as the monitor and cache screens read it.
 */
import { Type, type Static } from '@sinclair/typebox';

const Bytes = Type.Number();

export const ServerStatsSchema = Type.Object({
  host: Type.String(),
  pid: Type.Number(),
  node: Type.String(),
  uptimeSeconds: Type.Number(),
  /** This process's CPU time since the previous beat, as a percentage of one core; the host's 1-minute load and cores. */
  cpu: Type.Object({ processPercent: Type.Number(), load1: Type.Number(), cores: Type.Number() }),
  memory: Type.Object({ totalBytes: Bytes, freeBytes: Bytes, rssBytes: Bytes }),
  heap: Type.Object({ usedBytes: Bytes, totalBytes: Bytes }),
  /** Event-loop delay since the previous beat, in milliseconds. */
  eventLoop: Type.Object({ meanMs: Type.Number(), p99Ms: Type.Number(), maxMs: Type.Number() }),
  /** The data folder's file system; null when it cannot be read. */
  disk: Type.Union([Type.Object({ path: Type.String(), totalBytes: Bytes, freeBytes: Bytes }), Type.Null()]),
  cache: Type.Object({ modulesRevision: Type.Number(), dictionariesRevision: Type.Number(), paramsRevision: Type.Number(), sessions: Type.Number() }),
});
export type ServerStats = Static<typeof ServerStatsSchema>;
