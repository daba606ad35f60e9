/**
 * The real server in a process of its own, on an embedded database in a folder: for tests that
 * kill it, or that measure what it costs the operating system (its resident memory).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitForHttp } from '../support/net.ts';
import { demoPassword, rsaEncrypt } from './harness.ts';

export interface ServerProcess {
  child: ChildProcess;
  /** The API base url, e.g. http://127.0.0.1:41234/api */
  base: string;
}

/**
 * @param databaseUrl PostgreSQL to use ('' for the embedded database in `dataDir`); see {@link serverSchema}.
 * @param env settings of this server beside the test defaults (JOB_LEASE_SECONDS, ...).
 */
export async function startServerProcess(dataDir: string, databaseUrl = '', env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOGIN_CAPTCHA: 'off', CLIENT_DIR: '', DATABASE_URL: databaseUrl, LOG_LEVEL: 'fatal', ...env },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}/api`;
  await waitForHttp(`${base}/login/publicKey.ajax`, child, 120_000);
  return { child, base };
}

/**
 * The database a spawned server of this test run uses: the embedded one in a folder, or with
 * DATABASE_URL set a fresh PostgreSQL schema (named in the url's connection options, as the
 * server takes no schema setting), so parallel runs do not collide.
 */
export async function serverDatabase(): Promise<{ dataDir: string; databaseUrl: string; drop(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'server-process-'));
  const base = process.env.DATABASE_URL ?? '';
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client(base);
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  if (base) await admin(`create schema ${schema}`);
  const options = encodeURIComponent(`-c search_path=${schema},public`);
  return {
    dataDir,
    databaseUrl: base ? `${base}${base.includes('?') ? '&' : '?'}options=${options}` : '',
    async drop() {
      if (base) await admin(`drop schema if exists ${schema} cascade`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A form POST, as the client sends calls. */
export function postForm(base: string, token: string | null, apiPath: string, params: Record<string, string>): Promise<Response> {
  return fetch(`${base}/${apiPath}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: new URLSearchParams(params) });
}

/** A multipart POST of one file. */
export function postFile(base: string, token: string, apiPath: string, name: string, bytes: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${base}/${apiPath}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

/** Signs a demo account in through the RSA login call; answers its token. */
export async function signIn(base: string, userName: string): Promise<string> {
  const pem = ((await (await fetch(`${base}/login/publicKey.ajax`)).json()) as { value: string }).value;
  const answer = await postForm(base, null, 'login/checklogin.ajax', { username: userName, password: rsaEncrypt(pem, demoPassword(userName)) });
  return ((await answer.json()) as { value: { token: string } }).value.token;
}

async function statusBytes(child: ChildProcess, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await fs.readFile(`/proc/${child.pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} in /proc status`);
  return Number(match[1]) * 1024;
}

/** The process's resident memory now, in bytes (Linux). */
export const residentBytes = (child: ChildProcess) => statusBytes(child, 'VmRSS');

/** The most resident memory the process used since it started or since resetPeakResident (Linux's VmHWM). */
export const peakResidentBytes = (child: ChildProcess) => statusBytes(child, 'VmHWM');

/** Starts measuring the resident peak afresh (Linux: writing 5 to clear_refs resets VmHWM). */
export const resetPeakResident = (child: ChildProcess) => fs.writeFile(`/proc/${child.pid}/clear_refs`, '5');
