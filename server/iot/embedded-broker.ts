import net from 'node:net';
import { Aedes, type AedesOptions } from 'aedes';

export interface EmbeddedBroker {
  /** mqtt://127.0.0.1:{port}, where local devices connect. */
  url: string;
  /**
   * Hands the messages of `filters` to `onMessage` inside the process, as a subscriber would
   * get them, without a connection: the intake of this server, spared writing each message to a
   * socket and reading it back. Answers the function that ends the subscription.
   */
  subscribe(filters: readonly string[], onMessage: (topic: string, payload: Buffer | string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The broker keeps nothing for later, so its memory does not grow with the topics and clients
 * devices make up: a retained flag is dropped (each retained topic would be kept for the
 * server's life), and a session kept across connections (clean=false) may not subscribe (its
 * messages would queue while it is away, without end).
 */
const forgetRetained: NonNullable<AedesOptions['authorizePublish']> = (_client, packet, callback) => {
  // As aedes' own check, which this one replaces.
  if (packet.topic.startsWith('$SYS/')) return callback(new Error('$SYS/ topics are reserved'));
  packet.retain = false;
  callback(null);
};
const onlyCleanSessions: NonNullable<AedesOptions['authorizeSubscribe']> = (client, subscription, callback) => callback(null, client.clean ? subscription : null);

/**
 * An MQTT 3.1.1 broker inside the server (aedes), for a machine with none installed: devices
 * and `npm run iot:simulate` publish to it and the intake subscribes to it. One server only;
 * servers sharing one PostgreSQL use a real broker (MQTT_URL) and its shared subscriptions.
 */
export async function startEmbeddedBroker(port: number, host = '0.0.0.0'): Promise<EmbeddedBroker> {
  const aedes = await Aedes.createBroker({ authorizePublish: forgetRetained, authorizeSubscribe: onlyCleanSessions });
  const server = net.createServer(aedes.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as net.AddressInfo;
  return {
    url: `mqtt://127.0.0.1:${address.port}`,
    async subscribe(filters, onMessage) {
      const deliver = (packet: { topic: string; payload: Buffer | string }, done: () => void) => {
        onMessage(packet.topic, packet.payload);
        done();
      };
      await Promise.all(filters.map((filter) => new Promise<void>((resolve) => aedes.subscribe(filter, deliver, resolve))));
      return async () => {
        await Promise.all(filters.map((filter) => new Promise<void>((resolve) => aedes.unsubscribe(filter, deliver, resolve))));
      };
    },
    async close() {
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
