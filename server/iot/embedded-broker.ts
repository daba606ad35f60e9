import net from 'node:net';
import { Aedes } from 'aedes';

export interface EmbeddedBroker {
  /** mqtt://127.0.0.1:{port}, where this server's intake and local devices connect. */
  url: string;
  close(): Promise<void>;
}

/**
 * An MQTT 3.1.1 broker inside the server (aedes), for a machine with none installed: devices
 * and `npm run iot:simulate` publish to it and the intake subscribes to it. One server only;
 * servers sharing one PostgreSQL use a real broker (MQTT_URL) and its shared subscriptions.
 */
export async function startEmbeddedBroker(port: number, host = '0.0.0.0'): Promise<EmbeddedBroker> {
  const aedes = await Aedes.createBroker();
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
