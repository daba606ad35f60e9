import mqtt from 'mqtt';
import { INTAKE_FILTERS } from '../../runtime/index.ts';
import type { IntakeConnectionState } from '../../contracts/system-monitor.ts';

/**
 * 'connecting' until the first connect; 'reconnecting' while a lost or unreachable broker is
 * retried; 'down' when the broker refused the subscription or the connection was closed for good.
 */
export type ConnectionState = Exclude<IntakeConnectionState, 'off'>;

export interface ConnectionStatus {
  state: ConnectionState;
  /** The broker, without credentials. */
  broker: string;
  /** Whether servers share the messages ($share/eops/...): each is handled once in the cluster. */
  shared: boolean;
  lastError: string | null;
  /** When it last connected, ISO 8601. */
  connectedAt: string | null;
  /** When `state` took its value, ISO 8601. */
  since: string;
}

export interface IntakeConnection {
  status(): ConnectionStatus;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** The shared subscription's group (a real broker, several servers; MQTT 5), or none: MQTT 3.1.1 alone (the embedded broker). */
  shareGroup?: string;
  clientId: string;
  /**
   * 1 on a real broker, as devices publish (README). 0 on the embedded broker: it lives and
   * dies with this process, so an acknowledgement would keep nothing safe, and it costs the
   * broker a stored packet and a round trip per message.
   */
  qos: 0 | 1;
  onMessage: (topic: string, payload: Buffer) => void;
  onStateChange?: (status: ConnectionStatus) => void;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replace(/\/$/, '');
}

/**
 * Subscribes to the device topics and keeps at it: a lost broker is retried with a delay that
 * doubles up to LAST_RETRY_MS, and the subscriptions are made again on every connect.
 */
export function connectIntake(url: string, options: ConnectOptions): IntakeConnection {
  const shared = options.shareGroup !== undefined;
  const status: ConnectionStatus = { state: 'connecting', broker: withoutCredentials(url), shared, lastError: null, connectedAt: null, since: new Date().toISOString() };
  const client = mqtt.connect(url, {
    clientId: options.clientId,
    protocolVersion: shared ? 5 : 4,
    clean: true,
    reconnectPeriod: FIRST_RETRY_MS,
    connectTimeout: 10_000,
  });
  const changed = (state: ConnectionState) => {
    if (state !== status.state) status.since = new Date().toISOString();
    status.state = state;
    options.onStateChange?.({ ...status });
  };
  client.on('connect', () => {
    client.options.reconnectPeriod = FIRST_RETRY_MS;
    status.connectedAt = new Date().toISOString();
    const filters = INTAKE_FILTERS.map((filter) => (shared ? `$share/${options.shareGroup}/${filter}` : filter));
    client.subscribe(filters, { qos: options.qos }, (error) => {
      if (error) status.lastError = error.message;
      changed(error ? 'down' : 'connected');
    });
  });
  client.on('reconnect', () => {
    client.options.reconnectPeriod = Math.min(LAST_RETRY_MS, (client.options.reconnectPeriod ?? FIRST_RETRY_MS) * 2);
    changed('reconnecting');
  });
  // mqtt.js retries after a close unless the client was ended: only an end is 'down'.
  client.on('close', () => status.state === 'connected' && changed('reconnecting'));
  client.on('end', () => changed('down'));
  client.on('error', (error) => {
    status.lastError = error.message;
  });
  client.on('message', (topic, payload) => options.onMessage(topic, payload));
  return {
    status: () => ({ ...status }),
    close: () => client.endAsync(),
  };
}
