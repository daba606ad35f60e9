/**
 * system/monitor/servers.ajax and system/cache/list.ajax: what one server reports of itself in
 * its heartbeat row (server/system/heartbeat.ts), as the monitor and cache screens read it.
 */
import { Type, type Static } from '@sinclair/typebox';

const Bytes = Type.Number();

const Time = Type.Union([Type.String(), Type.Null()]);

/** The intake's link to its broker (server/iot/mqtt-connection.ts); 'off' when the server takes no device data (IOT=off). */
export const IntakeConnectionStateSchema = Type.Union([Type.Literal('connecting'), Type.Literal('connected'), Type.Literal('reconnecting'), Type.Literal('down'), Type.Literal('off')]);
export type IntakeConnectionState = Static<typeof IntakeConnectionStateSchema>;

/** One server's device data intake (README, Live device data), as its monitor card shows it. */
export const IntakeStateSchema = Type.Object({
  /** The embedded broker (no MQTT_URL), an external one (MQTT_URL), or no intake (IOT=off). */
  mode: Type.Union([Type.Literal('embedded'), Type.Literal('external'), Type.Literal('off')]),
  /** The broker's URL without credentials; null when off. */
  broker: Time,
  /** Whether servers share the messages ($share/<group>/...). */
  shared: Type.Boolean(),
  state: IntakeConnectionStateSchema,
  /** When the state took its value, ISO 8601. */
  since: Time,
  /** Why it is not connected (the embedded broker's port in use, the broker's last error). */
  problem: Time,
  received: Type.Number(),
  accepted: Type.Number(),
  refused: Type.Number(),
  queued: Type.Number(),
  /** When the last message arrived, ISO 8601. */
  lastMessageAt: Time,
});
export type IntakeState = Static<typeof IntakeStateSchema>;

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
  /** Absent from the rows of servers of an earlier version. */
  intake: Type.Optional(IntakeStateSchema),
});
export type ServerStats = Static<typeof ServerStatsSchema>;
