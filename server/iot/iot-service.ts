import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createAlarmWriter } from './alarm-writer.ts';
import { createDeviceDirectory } from './device-directory.ts';
import { createDayPartitions, daysAround } from '../db/reading-partitions.ts';
import { readModulesRevision } from '../designer/module-revision.ts';
import { startEmbeddedBroker, type EmbeddedBroker } from './embedded-broker.ts';
import { createIntake, type Intake, type IntakeStats } from './intake.ts';
import { iotModules } from './iot-modules.ts';
import { keepLatestOnPoints } from './point-latest.ts';
import { IOT_OFF, type IotSettings } from './iot-settings.ts';
import { connectIntake, type ConnectionStatus, type IntakeConnection } from './mqtt-connection.ts';
import { INTAKE_FILTERS } from '../../runtime/index.ts';

export interface IotStatus {
  enabled: boolean;
  /** The broker this server takes device data from: its own (no MQTT_URL) or an external one. */
  mode: 'embedded' | 'external' | 'off';
  /** When the intake started, ISO 8601. */
  startedAt: string;
  /** Why the intake does not run, when it does not (the embedded broker's port in use). */
  problem: string | null;
  embeddedBroker: string | null;
  connection: ConnectionStatus | null;
  intake: IntakeStats | null;
}

export interface IotService {
  status(): IotStatus;
  /** Writes what is queued now (tests; a server stopping). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The intake's link to the embedded broker: inside the process, connected from the start. */
function inProcess(url: string, unsubscribe: () => Promise<void>): IntakeConnection {
  const since = new Date().toISOString();
  const status: ConnectionStatus = { state: 'connected', broker: url, shared: false, lastError: null, connectedAt: since, since };
  return { status: () => ({ ...status }), close: unsubscribe };
}

/**
 * Live device data for one server: the embedded broker when no MQTT_URL is set, the
 * subscription, and the intake writing what arrives (README, Live device data).
 */
export async function startIot(app: FastifyInstance, settings: IotSettings = IOT_OFF): Promise<IotService> {
  const mode = !settings.enabled ? 'off' : settings.mqttUrl ? 'external' : 'embedded';
  const status: IotStatus = { enabled: settings.enabled, mode, startedAt: new Date().toISOString(), problem: null, embeddedBroker: null, connection: null, intake: null };
  let broker: EmbeddedBroker | undefined;
  let intake: Intake | undefined;
  let connection: IntakeConnection | undefined;
  if (settings.enabled) {
    try {
      broker = settings.mqttUrl ? undefined : await startEmbeddedBroker(settings.embeddedPort);
    } catch (error) {
      status.problem = `embedded MQTT broker on port ${settings.embeddedPort}: ${(error as Error).message}`;
      app.log.warn(`${status.problem}; device data is not taken (set MQTT_PORT or MQTT_URL)`);
    }
  }
  const url = settings.mqttUrl ?? broker?.url;
  if (settings.enabled && url) {
    // A server stopped past the days made ahead finds today's partition made before it writes.
    await createDayPartitions(app.database.db, daysAround(new Date()));
    const modules = () => iotModules(app.modules);
    const currentModules = async () => {
      await app.modules.refresh(await readModulesRevision(app.database.db));
      return modules();
    };
    intake = createIntake({
      database: app.database,
      directory: createDeviceDirectory(app.database.db, currentModules),
      writer: createAlarmWriter(app.database, () => app.modules, () => modules().event),
      keepLatest: async (orgNo, latest) => {
        const point = modules().point;
        if (point) await keepLatestOnPoints(app.database.db, point, orgNo, latest);
      },
      warn: (reason, topic) => app.log.warn({ topic, reason }, 'device message refused'),
      fail: (error) => app.log.error({ err: error }, 'device data batch not written'),
    });
    connection = broker
      ? inProcess(broker.url, await broker.subscribe(INTAKE_FILTERS, intake.accept))
      : connectIntake(url, {
          shareGroup: settings.shareGroup,
          clientId: `eops-intake-${randomBytes(6).toString('hex')}`,
          onMessage: intake.accept,
          onStateChange: (next) => app.log.info({ broker: next.broker, state: next.state }, 'device data broker'),
        });
    status.embeddedBroker = broker?.url ?? null;
  }
  return {
    status: () => ({ ...status, connection: connection?.status() ?? null, intake: intake?.stats() ?? null }),
    flush: async () => intake?.flush(),
    async close() {
      await connection?.close();
      await intake?.stop();
      await broker?.close();
    },
  };
}
