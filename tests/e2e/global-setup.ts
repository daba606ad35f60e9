import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForHttp } from '../support/net.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's embedded MQTT broker, where tests publish as station devices do. */
    mqttUrl: string;
  }
}

/**
 * Starts the real server (built client, fresh embedded database with demo data; rate limits off:
 * every test signs in from one address, and tests/api proves the limits) once for
 * the e2e project, exactly as `npm start` does but on a free port and a temporary folder.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const mqttPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, CLIENT_DIR: 'dist', LOGIN_CAPTCHA: 'off', RATE_LIMIT: 'off', DATABASE_URL: '', LOG_LEVEL: 'warn', MQTT_PORT: String(mqttPort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A fresh demo seed: under a loaded machine it can take minutes (an idle one takes about 30 s).
  await waitForHttp(`${baseUrl}/login`, child, 300_000);
  project.provide('baseUrl', baseUrl);
  project.provide('mqttUrl', `mqtt://127.0.0.1:${mqttPort}`);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
