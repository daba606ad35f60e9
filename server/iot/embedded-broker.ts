import net from 'node:net';
import { Aedes, type AedesOptions } from 'aedes';

export interface EmbeddedBroker {
  /** mqtt://127.0.0.1:{port}, where this server's intake and local devices connect. */
  url: string;
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
    async close() {
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
