/** How the server takes device data (README, Live device data). */
export interface IotSettings {
  /** IOT=off: no intake and no embedded broker. */
  enabled: boolean;
  /** MQTT_URL: the broker to subscribe to (several servers share its messages); absent: the embedded one. */
  mqttUrl?: string;
  /** MQTT_PORT: the embedded broker's port (default 1884; 0 takes any free port). */
  embeddedPort: number;
  /** IOT_READING_DAYS: how long raw readings are kept (default 30). */
  readingDays: number;
  /**
   * MQTT_SHARE_GROUP (default eops): the shared subscription servers of one cluster split the
   * messages in; another cluster on the same broker takes its own group and gets every message too.
   */
  shareGroup: string;
}

export const EMBEDDED_MQTT_PORT = 1884;
/** No intake: what servers built without settings (tests) run with. */
export const IOT_OFF: IotSettings = { enabled: false, embeddedPort: EMBEDDED_MQTT_PORT, readingDays: 30, shareGroup: 'eops' };
const READING_DAYS = 30;

/** @example readIotSettings({ MQTT_URL: 'mqtt://127.0.0.1:1883' }).mqttUrl // 'mqtt://127.0.0.1:1883' */
export function readIotSettings(env: NodeJS.ProcessEnv): IotSettings {
  const port = Number(env.MQTT_PORT ?? EMBEDDED_MQTT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`MQTT_PORT ${env.MQTT_PORT} is not a port number`);
  const url = env.MQTT_URL?.trim();
  if (url && !/^mqtts?:\/\//.test(url)) throw new Error(`MQTT_URL ${url} is not an mqtt:// or mqtts:// address`);
  const days = Number(env.IOT_READING_DAYS ?? READING_DAYS);
  const group = env.MQTT_SHARE_GROUP?.trim() || 'eops';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(group)) throw new Error(`MQTT_SHARE_GROUP ${group} may hold letters, digits, _ and - only`);
  return {
    enabled: (env.IOT ?? 'on') !== 'off',
    mqttUrl: url || undefined,
    embeddedPort: port,
    readingDays: Number.isInteger(days) && days > 0 ? days : READING_DAYS,
    shareGroup: group,
  };
}
