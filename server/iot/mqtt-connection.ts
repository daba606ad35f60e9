import mqtt from 'mqtt';
import { INTAKE_FILTERS } from '../../runtime/index.ts';

export type ConnectionState = 'connecting' | 'connected' | 'offline';

export interface ConnectionStatus {
  state: ConnectionState;
  /** The broker, without credentials. */
  broker: string;
  /** Whether servers share the messages ($share/eops/...): each is handled once in the cluster. */
  shared: boolean;
  lastError: string | null;
  /** When it last connected, ISO 8601. */
  connectedAt: string | null;
}

export interface IntakeConnection {
  status(): ConnectionStatus;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** The shared subscription's group (a real broker, several servers; MQTT 5), or none: MQTT 3.1.1 alone (the embedded broker). */
  shareGroup?: string;
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
  const shared = options.shareGroup !== undefined;
  const status: ConnectionStatus = { state: 'connecting', broker: withoutCredentials(url), shared, lastError: null, connectedAt: null };
  const client = mqtt.connect(url, {
    clientId: options.clientId,
    protocolVersion: shared ? 5 : 4,
    clean: true,
    reconnectPeriod: FIRST_RETRY_MS,
    connectTimeout: 10_000,
  });
  const changed = (state: ConnectionState) => {
    status.state = state;
    options.onStateChange?.({ ...status });
  };
  client.on('connect', () => {
    client.options.reconnectPeriod = FIRST_RETRY_MS;
    status.connectedAt = new Date().toISOString();
    const filters = INTAKE_FILTERS.map((filter) => (shared ? `$share/${options.shareGroup}/${filter}` : filter));
    client.subscribe(filters, { qos: 1 }, (error) => {
      if (error) status.lastError = error.message;
      changed(error ? 'offline' : 'connected');
    });
  });
  client.on('reconnect', () => {
    client.options.reconnectPeriod = Math.min(LAST_RETRY_MS, (client.options.reconnectPeriod ?? FIRST_RETRY_MS) * 2);
    changed('connecting');
  });
  client.on('close', () => status.state !== 'connecting' && changed('offline'));
  client.on('error', (error) => {
    status.lastError = error.message;
  });
  client.on('message', (topic, payload) => options.onMessage(topic, payload));
  return {
    status: () => ({ ...status }),
    close: () => client.endAsync(),
  };
}
