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
  /** The shared subscription's group (MQTT 5): servers of one group split the messages. */
  shareGroup: string;
  clientId: string;
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
  const status: ConnectionStatus = { state: 'connecting', broker: withoutCredentials(url), shared: true, lastError: null, connectedAt: null, since: new Date().toISOString() };
  const client = mqtt.connect(url, {
    clientId: options.clientId,
    protocolVersion: 5,
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
    const filters = INTAKE_FILTERS.map((filter) => `$share/${options.shareGroup}/${filter}`);
    client.subscribe(filters, { qos: 1 }, (error) => {
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
